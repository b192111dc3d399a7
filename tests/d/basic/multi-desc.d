/* one clause with several comma-separated probe descriptions */
#pragma D option quiet

dtrace:::BEGIN, dtrace:::END
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}

BEGIN
{
	exit(0);
}
