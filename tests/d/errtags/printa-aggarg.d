/* printa( ) of something that is not an aggregation */
BEGIN
{
	x = 1; printa(x);
}
