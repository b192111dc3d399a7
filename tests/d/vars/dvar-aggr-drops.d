/*
 * Struct values of dynamic variables are bounded by dynvarsize like
 * scalars: here 2 elements of 8-byte keys and 16-byte values fit
 * (dynvarsize / (key + value + 64)).  A store that cannot create its
 * element is dropped and reported; the clause goes on, and the element
 * still reads as zeroes.
 */
#pragma D option quiet
#pragma D option dynvarsize=200
struct pair { long a; long b; };
struct pair p[int];

BEGIN
{
	p[1].a = 1;
	p[2].b = 2;
	p[3].a = 3;		/* dropped */
	p[4] = p[2];		/* dropped */
	p[2].a = 20;
	printf("%d %d | %d %d | %d %d | %d %d\n", p[1].a, p[1].b, p[2].a, p[2].b,
	    p[3].a, p[3].b, p[4].a, p[4].b);
	exit(0);
}
