/* llquantize( ) factor not an integer constant */
BEGIN
{
	x = 10; @a = llquantize(1, x, 0, 2, 10);
}
