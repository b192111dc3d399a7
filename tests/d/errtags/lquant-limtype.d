/* lquantize( ) limit not an integer constant */
BEGIN
{
	x = 1; @a = lquantize(1, 0, x);
}
