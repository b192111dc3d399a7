/* lquantize( ) base not an integer constant */
BEGIN
{
	x = 1; @a = lquantize(1, x, 10);
}
