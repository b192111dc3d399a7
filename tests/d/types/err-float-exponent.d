/* D_SYNTAX: an exponent makes a floating-point constant too */
BEGIN
{
	x = 1e9;
}
