/* printa( ) of aggregations with incompatible keys */
BEGIN
{
	@a[1] = count(); @b["x"] = count();
	printa(@a, @b);
}
