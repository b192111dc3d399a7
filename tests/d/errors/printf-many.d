/* printf: more arguments than conversions */
BEGIN
{
	printf("%d\n", 1, 2);
}
