/* D_LLQUANT_STEPVAL: steps must divide a power of the factor */
BEGIN
{
	@l = llquantize(3, 4, 0, 3, 12);
}
