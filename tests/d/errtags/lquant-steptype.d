/* lquantize( ) step zero */
BEGIN
{
	@a = lquantize(1, 0, 10, 0);
}
