/* D_AGG_SPEC: an aggregation after speculate() */
BEGIN
{
	speculate(1);
	@a[probefunc] = count();
}
