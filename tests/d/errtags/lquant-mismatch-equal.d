/* D_LQUANT_MISMATCH: lquantize( ) limit equal to its base */
BEGIN
{
	@l = lquantize(3, 50, 50, 5);
}
