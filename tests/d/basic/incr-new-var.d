/* ++ and -- applied to a new identifier create an int64_t global starting at 0 */
#pragma D option quiet

BEGIN
{
	z++;
	z++;
	y--;
}

BEGIN
{
	z += 40;
	printf("%d %d %d\n", z, y, sizeof (z));
	exit(0);
}
