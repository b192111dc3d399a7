/* division and modulo by a constant zero are compile errors */
BEGIN
{
	x = 10;
	y = x / 0;
}
