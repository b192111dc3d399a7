/* llquantize( ) high magnitude not an integer constant */
BEGIN
{
	x = 3; @a = llquantize(1, 10, 0, x, 10);
}
