/* lquantize( ) limit below the base */
BEGIN
{
	@a = lquantize(1, 10, 0);
}
