/* lquantize( ) base differs from the first use */
BEGIN
{
	@a = lquantize(1, 0, 10);
	@a = lquantize(1, 1, 10);
}
