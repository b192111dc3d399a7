/* llquantize( ) high magnitude beyond 16 bits */
BEGIN
{
	@a = llquantize(1, 10, 0, 70000, 10);
}
