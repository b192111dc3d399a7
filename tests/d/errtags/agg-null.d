/* D_AGG_NULL: an aggregation as a statement of its own */
BEGIN
{
	@calls = count();
	@calls;
}
