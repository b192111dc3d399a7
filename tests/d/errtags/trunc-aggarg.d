/* trunc( ) of something that is not an aggregation */
BEGIN
{
	x = 1; trunc(x);
}
