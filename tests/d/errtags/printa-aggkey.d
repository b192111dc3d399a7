/* printa( ) of aggregations with different numbers of keys */
BEGIN
{
	@a[1] = count(); @b = count();
	printa(@a, @b);
}
