/* modulo by a constant zero */
BEGIN
{
	x = 10;
	x %= 0;
}
