/* normalize( ) of something that is not an aggregation */
BEGIN
{
	normalize(1, 2);
}
