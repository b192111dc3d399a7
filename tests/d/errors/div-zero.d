/* division by a constant zero is a compile error even when the dividend
   is a variable */
BEGIN
{
	x = 10;
	y = x / 0;
}

BEGIN
{
	exit(0);
}
