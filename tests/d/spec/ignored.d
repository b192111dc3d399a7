/*
 * speculate() of 0 (speculation() found none free) or of an id that is no
 * speculation drops the rest of its clause silently: no fault, no record.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	speculate(0);
	zero = 1;
	printf("not reached\n");
}

BEGIN
{
	speculate(12345);
	big = 1;
	printf("not reached either\n");
}

BEGIN
{
	speculate(-1);
	printf("nor this\n");
}

BEGIN
{
	printf("zero %d big %d\n", zero, big);
	exit(0);
}

ERROR
{
	printf("unexpected fault\n");
}
