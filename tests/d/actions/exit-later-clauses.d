/*
 * Once exit() has run, the later clauses of the same firing do not: the
 * third tick counts in @before but not in @after.  Every END clause runs.
 */
#pragma D option quiet

tick-1ms
{
	@before = count();
}

tick-1ms
/++n == 3/
{
	exit(0);
}

tick-1ms
{
	@after = count();
}

END
{
	printf("first END clause\n");
}

END
{
	printa("before %@d, after %@d\n", @before, @after);
}
