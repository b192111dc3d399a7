/* llquantize( ) factor^high beyond 64 bits */
BEGIN
{
	@a = llquantize(1, 10, 0, 20, 10);
}
