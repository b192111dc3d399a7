/*
 * A speculation's data appears only when it is committed, after the
 * record of the clause that commits it; nspec=1 (the default) allows one
 * speculation at a time: a second speculation() returns 0 and is counted
 * as a failed speculation.
 */
#pragma D option quiet

BEGIN
{
	a = speculation();
	b = speculation();
	printf("ids %d %d\n", a, b);
}

BEGIN
{
	speculate(a);
	printf("speculative, id %d\n", a);
}

BEGIN
{
	printf("before the commit\n");
}

BEGIN
{
	commit(a);
}

BEGIN
{
	printf("after the commit\n");
	exit(0);
}
