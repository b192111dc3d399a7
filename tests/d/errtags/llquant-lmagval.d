/* llquantize( ) low magnitude beyond 16 bits */
BEGIN
{
	@a = llquantize(1, 10, 70000, 2, 10);
}
