/* D_AGG_FUNC: an aggregation assigned a plain value */
BEGIN
{
	@total = 1;
}
