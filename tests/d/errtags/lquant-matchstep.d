/* lquantize( ) step differs from the first use */
BEGIN
{
	@a = lquantize(1, 0, 10, 1);
	@a = lquantize(1, 0, 10, 2);
}
