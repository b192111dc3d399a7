/* a run-time division by zero: the faulting clause's output is dropped,
   the error is reported on stderr, and tracing continues */
#pragma D option quiet

BEGIN
{
	x = 0;
	n = 0;
}

BEGIN
{
	printf("before\n");
	y = 1 / x;
	printf("not reached\n");
}

BEGIN
{
	printf("after\n");
}

tick-1ms
/n == 2/
{
	z = 10 % x;
}

tick-1ms
/n == 2/
{
	printf("still tracing\n");
}

tick-1ms
{
	n++;
}

tick-1ms
/n > 3/
{
	exit(0);
}
