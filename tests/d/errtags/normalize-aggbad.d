/* denormalize( ) of an undefined aggregation */
BEGIN
{
	denormalize(@nosuch);
}
