/* printf: fewer arguments than conversions */
BEGIN
{
	printf("%d %d\n", 1);
}
