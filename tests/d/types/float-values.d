/*
 * Floating values as D moves them: D has no floating constants and no
 * arithmetic on them, so the values come from memory (here a union
 * written through its integer member, and alloca() scratch).  They are
 * stored in and loaded from every kind of variable unchanged, copied
 * (long double as an object of 16 bytes), chosen by ?: and cast to their
 * own type, and printed by printf() and print().
 */
#pragma D option quiet

union bits {
	long l;
	int i;
	double d;
	float f;
	long double ld;
	unsigned char b[16];
};

union bits u;
self union bits su;

BEGIN
{
	u.l = 0x400921fb54442d18;	/* pi */
	printf("%f %.10e %g %.3f [%10.2f] [%-10.2f]\n", u.d, u.d, u.d, u.d, u.d, u.d);
	d = u.d;		/* a global declared by its first store */
	this->d = d;
	self->d = this->d;
	a["pi"] = self->d;
	printf("global %f this %f self %f assoc %f\n", d, this->d, self->d, a["pi"]);
	printf("?: %f cast %f\n", u.i != 0 ? d : u.d, (double)d);

	u.i = 0x3fc00000;		/* 1.5f */
	f = u.f;
	printf("float %f %e %G\n", f, u.f, f);

	/* the x87 80-bit pi: 0xc90fdaa22168c235 with exponent 0x4000 */
	u.l = 0xc90fdaa22168c235;
	u.b[8] = 0x00;
	u.b[9] = 0x40;
	u.b[10] = 0; u.b[11] = 0; u.b[12] = 0; u.b[13] = 0; u.b[14] = 0; u.b[15] = 0;
	ld = u.ld;
	self->su.ld = ld;
	printf("long double %.18Lf %.18Lf %.10Le\n", ld, self->su.ld, u.ld);

	p = (double *)alloca(sizeof(double));
	*(long *)p = 0x4005bf0a8b145769;	/* e */
	printf("through a pointer %f\n", *p);
	exit(0);
}
