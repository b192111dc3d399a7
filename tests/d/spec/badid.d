/* an id above nspec is an illegal operation, as in DTrace */
#pragma D option quiet

BEGIN
{
	n = 1;
}

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
	exit(0);	/* last: an exit() stops the later BEGIN clauses */
}
