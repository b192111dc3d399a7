/*
 * -s runs a script file; with -n, programs run in command-line order.
 * (It exits from a tick: an exit() in BEGIN would stop the later BEGIN
 * clauses, the second -n's, from running, as in DTrace.)
 */
#pragma D option quiet

BEGIN
{
	printf("from -s\n");
}

tick-1ms
{
	exit(0);
}
