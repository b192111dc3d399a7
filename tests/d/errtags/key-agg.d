/* D_KEY_TYPE: an aggregation as the key of another */
BEGIN
{
	@n = count();
	@by[@n] = count();
}
