/* aggsortpos: which aggregation of a printa() of several sorts the rows */
#pragma D option quiet
#pragma D option aggsortpos=1

BEGIN
{
	@b[1] = sum(30); @b[3] = sum(5); @c[2] = sum(10); @c[1] = sum(20);
	printa("%d %@d %@d\n", @b, @c);
	exit(0);
}
