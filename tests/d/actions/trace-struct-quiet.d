/* trace() of non-scalar data in quiet mode: a string-like byte range
   prints plainly (without a NUL: after two spaces, as classic DTrace),
   other bytes as a hex dump */
#pragma D option quiet

struct s { int a; char b; };
struct p { char c[4]; };
struct s x;
struct p full;
long longs[3];

BEGIN
{
	x.a = 0x41424344;
	x.b = 'E';
	trace(x);
	printf("|\n");
	full.c[0] = 'a'; full.c[1] = 'b'; full.c[2] = 'c'; full.c[3] = 'd';
	trace(full);
	printf("|\n");
	longs[1] = 0x0a0d;
	trace(longs);
	printf("|\n");
	exit(0);
}
