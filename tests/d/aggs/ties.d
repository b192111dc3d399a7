/* rows with equal values are ordered by key */
#pragma D option quiet

BEGIN
{
	@t[20] = count();
	@t[10] = count();
	@t[30] = count();
	@t[5] = count();
	@t[5] = count();
	exit(0);
}
