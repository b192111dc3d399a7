/* an id above nspec is an illegal operation, as in DTrace */
#pragma D option quiet

BEGIN
{
	exit(0);
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
