/*
 * BEGIN's output comes first and END's last, whatever the clause order.
 * The ticks' lines are alike: tick-1ms fires on either CPU, and the
 * records of each CPU print from its own buffer, in any order between
 * CPUs.
 */
#pragma D option quiet

END
{
	printf("end\n");
}

BEGIN
{
	i = 0;
	printf("begin\n");
}

tick-1ms
/i == 3/
{
	i++;
	exit(0);
}

tick-1ms
/i < 3/
{
	i++;
	printf("tick\n");
}
