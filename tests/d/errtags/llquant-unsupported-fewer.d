/* D_UNSUPPORTED: fewer steps than the factor (dividing it) is not supported yet */
BEGIN
{
	@l = llquantize(3, 10, 0, 3, 5);
}
