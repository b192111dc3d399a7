/*
 * exit() in an ERROR clause: the faulting firing's later clauses do not
 * run (ERROR's own later clauses do), END does, and the status is the
 * ERROR clause's.
 */
#pragma D option quiet

BEGIN
{
	x = *(int *)8;
}

BEGIN
{
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(7);
}

ERROR
{
	printf("second ERROR clause\n");
}

END
{
	printf("END\n");
}
