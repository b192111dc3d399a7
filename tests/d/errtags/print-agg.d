/* D_PRINT_AGG: print() of an aggregation */
BEGIN
{
	@a = count();
	print(@a);
}
