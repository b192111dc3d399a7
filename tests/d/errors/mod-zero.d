/* %= by a constant zero is a compile error */
BEGIN
{
	x = 10;
	x %= 0;
}

BEGIN
{
	exit(0);
}
