/*
 * float, double and long double as D declares them: globals, this->,
 * self-> and associative array values, members of D structs, typedefs;
 * their sizes and layout (x86_64: 4, 8, 16, each aligned to its size; a D
 * struct ends at its last member, with no padding after it, as DTrace lays
 * out the types a program declares);
 * a variable never stored reads as zero, which every floating conversion
 * of printf() prints.
 */
#pragma D option quiet

typedef double real_t;

struct sample {
	char c;
	float f;
	double d;
	long double ld;
	real_t r;
};

float f;
double d;
long double ld;
real_t r;
struct sample s;
self double sd;
this float tf;
double assoc[int];

BEGIN
{
	printf("sizes %d %d %d %d %d\n", sizeof(float), sizeof(double),
	    sizeof(long double), sizeof(real_t), sizeof(struct sample));
	printf("offsets %d %d %d %d\n", offsetof(struct sample, f),
	    offsetof(struct sample, d), offsetof(struct sample, ld),
	    offsetof(struct sample, r));
	printf("float  %e|%E|%f|%g|%G\n", f, f, f, f, f);
	printf("double %e|%E|%f|%g|%G\n", d, d, d, d, d);
	printf("ldbl   %e|%E|%f|%g|%G\n", ld, ld, ld, ld, ld);
	printf("ldbl L %Le|%LE|%Lf|%Lg|%LG\n", ld, ld, ld, ld, ld);
	printf("typedef %f, members %f %f %Lf %f\n", r, s.f, s.d, s.ld, s.r);
	printf("this %f self %f assoc %f\n", this->tf, self->sd, assoc[1]);
	printf("widths [%12.3e] [%-8.2f] [%+g]\n", d, f, ld);
	exit(0);
}
