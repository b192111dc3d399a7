/* one aggregation used with two different aggregating functions */
BEGIN
{
	@a = count();
	@a = sum(1);
}
