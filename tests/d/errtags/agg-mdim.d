/* D_AGG_MDIM: an aggregation indexed twice */
BEGIN
{
	@a[1][2] = count();
}
