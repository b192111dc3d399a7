/* llquantize( ) factor below 2 */
BEGIN
{
	@a = llquantize(1, 1, 0, 3, 10);
}
