/* clear( ) of an undefined aggregation */
BEGIN
{
	clear(@nosuch);
}
