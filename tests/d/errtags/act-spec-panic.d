/*
 * panic() after speculate() breaks DTrace's order rule first (D_ACT_SPEC),
 * before it is refused as unavailable on Linux
 */
BEGIN
{
	s = speculation();
	speculate(s);
	panic();
}
