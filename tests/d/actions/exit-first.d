/*
 * The first exit() of a firing sets dtrace's status: a later one (here
 * the next clause's) is not recorded.  The ERROR clause that a fault runs
 * comes before the clauses after the faulting one, so its exit(7) wins
 * over the last clause's exit(0).
 */
#pragma D option quiet

BEGIN
{
	p = (char *)1;
	trace(*p);
}

ERROR
{
	printf("fault\n");
	exit(7);
}

BEGIN
{
	printf("after\n");
	exit(0);
}
