/* llquantize( ) fewer steps than the factor */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 5);
}
