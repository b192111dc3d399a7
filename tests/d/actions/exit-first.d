/*
 * Once a clause has called exit(), no later clause of that firing runs
 * (and no other probe but END fires); its status stands, but END may set
 * a new one (as in DTrace), and every END clause runs.
 */
#pragma D option quiet

BEGIN
{
	printf("first\n");
	exit(3);
}

BEGIN
{
	printf("not reached\n");
	exit(4);
}

tick-1ms
{
	printf("not reached either\n");
}

END
{
	printf("END\n");
	exit(5);
}

END
{
	printf("END again\n");
}
