/* lquantize( ) limit beyond 32 bits */
BEGIN
{
	@a = lquantize(1, 0, 0x100000000);
}
