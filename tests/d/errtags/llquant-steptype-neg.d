/* D_LLQUANT_STEPTYPE: llquantize( ) steps must be positive */
BEGIN
{
	@l = llquantize(3, 10, 0, 3, -10);
}
