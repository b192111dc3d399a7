/* llquantize( ) low magnitude not an integer constant */
BEGIN
{
	x = 0; @a = llquantize(1, 10, x, 2, 10);
}
