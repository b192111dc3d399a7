/* printa( ) format with more key conversions than keys */
BEGIN
{
	@a[1] = count();
	printa("%d %d %@d\n", @a);
}
