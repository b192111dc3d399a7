/* exit(n): output before exit is printed, END runs, and n is the status */
#pragma D option quiet

BEGIN
{
	printf("before exit\n");
	exit(42);
}

END
{
	printf("in END\n");
}
