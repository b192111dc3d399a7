/* D_SYNTAX: D has no floating-point constants */
BEGIN
{
	x = 2.5;
}
