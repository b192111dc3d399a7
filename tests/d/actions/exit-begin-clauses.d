/* A BEGIN clause after one that calls exit() does not run; END does. */
#pragma D option quiet

BEGIN
{
	printf("first BEGIN clause\n");
	exit(0);
}

BEGIN
{
	printf("second BEGIN clause\n");
}

END
{
	printf("END\n");
}
