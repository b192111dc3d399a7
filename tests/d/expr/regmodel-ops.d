/*
 * The operators of DTrace's register model: the operands are 64-bit
 * registers, never converted to a common type; the type of the result
 * (for a comparison, the operands' promoted type; for a compound
 * assignment, the left side's) picks signed or unsigned division, modulo,
 * right shift and comparison.  Loads sign-extend signed types and
 * zero-extend unsigned ones.
 */
#pragma D option quiet

int i, big;
unsigned int u;
short s;
unsigned short us;
int64_t w;

BEGIN
{
	i = -7;
	u = 2;
	s = -4;
	us = 65535;
	big = 0x40000000;

	/* int / unsigned int divides the 64-bit values unsigned */
	w = i / u;
	printf("i / u: %d as int64, %u as unsigned int\n", w, i / u);
	printf("i / 2: %d  i %% 4: %d  -i %% -4: %d\n", i / 2, i % 4, -i % -4);

	/* >> of narrow types: arithmetic for signed, logical for unsigned */
	printf("s >> 1: %d  us >> 1: %d  (big + big) >> 30: %d\n", s >> 1, us >> 1,
	    (big + big) >> 30);

	/* comparisons: the 64-bit values, signed or not as C promotes them */
	printf("i < u: %d  s < us: %d  i == 0xfffffff9U: %d  i == -7: %d\n",
	    i < u, s < us, i == 0xfffffff9U, i == -7);
	printf("big + big > big: %d  big * 4 == 0: %d\n", big + big > big, big * 4 == 0);

	/* compound assignment: signed as the left side is */
	w = -8;
	w /= u;
	printf("int64 /= unsigned int: %d\n", w);
	i = -7;
	i >>= 1;
	printf("int >>= 1: %d\n", i);

	/* a narrow unsigned value and a negative one in a 64-bit result */
	w = us + s;
	printf("us + s: %d  recorded as unsigned short: %d\n", w, us + s);
	exit(0);
}
