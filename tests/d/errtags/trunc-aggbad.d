/* trunc( ) of an undefined aggregation */
BEGIN
{
	trunc(@nosuch);
}
