/*
 * commit() and discard() of an id above nspec are illegal operations, as
 * in DTrace; speculate() of one drops the rest of its clause silently.
 */
#pragma D option quiet

BEGIN
{
	speculate(3);
	printf("not reached\n");
}

BEGIN
{
	commit(-1);
}

BEGIN
{
	discard(2);
}

BEGIN
{
	printf("done\n");
	exit(0);
}
