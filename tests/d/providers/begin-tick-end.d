/* BEGIN's output comes first and END's last, whatever the clause order */
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
	printf("tick %d\n", ++i);
}
