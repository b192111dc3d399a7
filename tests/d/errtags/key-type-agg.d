/* D_KEY_TYPE: an aggregation key that has no value (void) */
BEGIN
{
	@calls[trace(1)] = count();
}
