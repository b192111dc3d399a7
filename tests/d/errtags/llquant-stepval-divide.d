/* llquantize( ) fewer steps than the factor, not dividing it */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 3);
}
