/* global variables: ints and strings, compound assignment, ++ and -- */
#pragma D option quiet

BEGIN
{
	i = 10;
	s = "hello";
	i += 5;		/* 15 */
	i -= 3;		/* 12 */
	i *= 4;		/* 48 */
	i /= 5;		/* 9 */
	i %= 5;		/* 4 */
	i <<= 3;	/* 32 */
	i >>= 1;	/* 16 */
	i |= 3;		/* 19 */
	i &= 6;		/* 2 */
	i ^= 7;		/* 5 */
	printf("%d %s\n", i, s);

	j = i++;	/* j = 5, i = 6 */
	k = ++i;	/* k = 7, i = 7 */
	m = i--;	/* m = 7, i = 6 */
	n = --i;	/* n = 5, i = 5 */
	printf("%d %d %d %d %d\n", i, j, k, m, n);

	s = "world";
}

BEGIN
{
	printf("%s %d\n", s, i);
	exit(0);
}
