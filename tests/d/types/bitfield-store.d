/*
 * Stores into bit-fields of D variables (a global and a this-> struct):
 * the value is truncated to the field, the neighbouring fields keep theirs
 * (a 40-bit field across bytes, a 9-bit one after it), ++ and += work.
 */
#pragma D option quiet

struct flags {
	unsigned int a : 1;
	unsigned int b : 3;
	int c : 4;
	unsigned long long d : 40;
	unsigned short e : 9;
};

struct flags fl;
this struct flags f;

BEGIN
{
	fl.a = 1;
	fl.b = 5;
	fl.c = -2;
	fl.d = 0xfffffffffffULL;
	fl.e = 300;
	fl.b++;
	fl.c += 1;
	printf("%d %d %d %x %d %d\n", fl.a, fl.b, fl.c, fl.d, fl.e, sizeof (fl));
	fl.b = 9;
	fl.d = 0x123456789aULL;
	fl.a = 0;
	printf("%d %d %d %x %d\n", fl.a, fl.b, fl.c, fl.d, fl.e);
	this->f.e = 511;
	this->f.c = 7;
	this->f.c++;
	printf("%d %d %d\n", this->f.e, this->f.c, this->f.d);
	exit(0);
}
