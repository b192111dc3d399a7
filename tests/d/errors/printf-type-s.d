/* printf: an integer argument for %s */
BEGIN
{
	x = 1;
	printf("%d %s\n", x, x);
}
