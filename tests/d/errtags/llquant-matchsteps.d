/* llquantize( ) steps differ from the first use */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 10);
	@a = llquantize(1, 10, 0, 3, 100);
}
