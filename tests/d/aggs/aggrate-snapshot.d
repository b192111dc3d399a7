/*
 * printa() shows the consumer's snapshot of an aggregation, taken again
 * only once per aggrate: the ticks' updates are not seen by the printa()s
 * that follow them within the 5s.  A record that clears the aggregation
 * takes its snapshot again first (nothing it removes goes unshown), and
 * clear() leaves a snapshot that shows the key at 0; END sees it afresh.
 * (The clauses of one tick run in order: the later steps come first.)
 */
#pragma D option quiet
#pragma D option aggrate=5s
#pragma D option switchrate=10ms

int i;

BEGIN
{
	@n = count();
	@other = count();
	printa("begin %@d\n", @n);
}

tick-100ms
/i == 5/
{
	@n = count();
	@n = count();
	exit(0);
}

tick-100ms
/i == 4/
{
	printa("before clear %@d\n", @n);
	clear(@n);
	printa("after clear %@d\n", @n);
	@other = count();
	i++;
}

tick-100ms
/i < 4/
{
	@n = count();
	i++;
	printa("tick %@d\n", @n);
}

END
{
	printa("end %@d %@d\n", @n, @other);
}
