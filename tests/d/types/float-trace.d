/*
 * trace() of float, double and long double prints their values as %f does
 * (not quiet: after a space); print() shows them as classic DTrace's
 * print() does, float and double as %+.7e and long double as %+.16LE.
 */
union bits {
	long l;
	int i;
	double d;
	float f;
	long double ld;
	unsigned char b[16];
};

struct sample {
	float f;
	double d;
	long double ld;
} s;

union bits u;

BEGIN
{
	u.l = 0xc004000000000000;	/* -2.5 */
	s.d = u.d;
	trace(u.d);
	trace(s.d);
	u.i = 0x3e800000;		/* 0.25f */
	s.f = u.f;
	trace(s.f);
	u.l = 0xa000000000000000;	/* 1.25L */
	u.b[8] = 0xff;
	u.b[9] = 0x3f;
	u.b[10] = 0; u.b[11] = 0; u.b[12] = 0; u.b[13] = 0; u.b[14] = 0; u.b[15] = 0;
	s.ld = u.ld;
	trace(s.ld);
}

BEGIN
{
	print(s);
	exit(0);
}
