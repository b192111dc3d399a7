/* printa( ) of an undefined aggregation */
BEGIN
{
	printa(@nosuch);
}
