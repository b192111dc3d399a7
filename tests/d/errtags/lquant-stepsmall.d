/* lquantize( ) more than 65535 levels */
BEGIN
{
	@a = lquantize(1, 0, 100000);
}
