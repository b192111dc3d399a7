/* llquantize( ) steps not an integer constant */
BEGIN
{
	x = 10; @a = llquantize(1, 10, 0, 3, x);
}
