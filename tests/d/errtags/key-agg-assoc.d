/* D_KEY_TYPE: an aggregation as the key of an associative array */
BEGIN
{
	@n = count();
	seen[@n] = 1;
}
