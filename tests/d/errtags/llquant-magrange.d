/* llquantize( ) high magnitude not above the low one */
BEGIN
{
	@a = llquantize(1, 10, 3, 3, 10);
}
