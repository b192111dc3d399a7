/* D_CLEAR_AGGARG: clear( ) of an aggregating function, not an aggregation */
BEGIN
{
	clear(sum(1));
}
