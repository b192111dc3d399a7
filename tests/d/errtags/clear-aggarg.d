/* clear( ) of something that is not an aggregation */
BEGIN
{
	clear(1);
}
