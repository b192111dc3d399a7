/* lquantize( ) limit differs from the first use */
BEGIN
{
	@a = lquantize(1, 0, 10);
	@a = lquantize(1, 0, 20);
}
