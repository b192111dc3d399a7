/* llquantize( ) steps not a multiple of the factor */
BEGIN
{
	@a = llquantize(1, 10, 0, 3, 15);
}
