/* D_AGG_NULL: an aggregation key that has no value (void) */
BEGIN
{
	@calls[trace(1)] = count();
}
