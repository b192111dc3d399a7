/* llquantize( ) low magnitude differs from the first use */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 10);
	@a = llquantize(1, 10, 1, 3, 10);
}
