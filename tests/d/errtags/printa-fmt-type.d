/* printa( ) format converting an integer key with %s */
BEGIN
{
	@a[1] = count();
	printa("%s %@d\n", @a);
}
