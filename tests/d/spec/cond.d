/*
 * speculate() under if: the clause's data is speculative only when the
 * branch ran (an extension: classic D has no if).
 */
#pragma D option quiet

BEGIN
{
	s = speculation();
}

BEGIN
{
	if (s == 1) {
		speculate(s);
	}
	printf("speculative, shown after the commit\n");
}

BEGIN
{
	if (s == 2) {
		speculate(s);
	}
	printf("not speculative\n");
}

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
