/* exit() from a later probe after some firings, with a computed status */
#pragma D option quiet

BEGIN
{
	n = 0;
}

tick-1ms
/n < 3/
{
	n++;
	printf("tick %d\n", n);
}

tick-1ms
/n == 3/
{
	n++;
	exit(n + 1);
}
