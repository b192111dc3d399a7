/*
 * -x switchrate=1000d: the consumer waits at most INT_MAX ms between reads
 * (the wait in ms was cut to an int); exit() still wakes it at once
 */
#pragma D option switchrate=1000d

BEGIN
{
	printf("begin\n");
}

tick-200ms
{
	exit(0);
}
