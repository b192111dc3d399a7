/* D_PRINT_DYN: print() of a bare this */
BEGIN
{
	print(this);
}
