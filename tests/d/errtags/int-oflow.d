/* D_INT_OFLOW: an integer constant that does not fit in 64 bits */
BEGIN
{
	x = 18446744073709551616;
}
