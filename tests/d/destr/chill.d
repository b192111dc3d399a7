/*
 * chill(ns) spins for ns nanoseconds (BEGIN's END comes at least that much
 * later); more than chill_max (500ms) in a call, or in all the calls on a
 * CPU within a second, is an illegal operation.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	t = timestamp;
	chill(100000000);
}

BEGIN
{
	chill(500000001);
	printf("not reached\n");
}

BEGIN
{
	chill(200000000);
	chill(200000001);
	printf("not reached either\n");
}

BEGIN
{
	exit(0);
}

END
{
	printf("%s\n", timestamp - t >= 100000000 ? "chilled" : "too early");
}
