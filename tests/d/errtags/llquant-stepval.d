/* llquantize( ) steps beyond 16 bits */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 70000);
}
