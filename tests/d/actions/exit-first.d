/*
 * Once a clause has called exit(), no later clause of that firing runs
 * (and no other probe but END fires); the first exit status stands, even
 * when END calls exit() again.
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
