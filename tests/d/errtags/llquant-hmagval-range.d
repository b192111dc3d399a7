/* llquantize( ) high magnitude below the low one */
BEGIN
{
	@a = llquantize(1, 10, 3, 2, 10);
}
