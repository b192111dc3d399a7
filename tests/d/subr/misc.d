/*
 * rand(): ints that vary (of either sign: see rand.d); progenyof(): BEGIN runs in dtrace's
 * own process, a descendant of itself, of its parent and of init, not of
 * a process that does not exist.
 */
#pragma D option quiet

BEGIN
{
	a = rand();
	b = rand();
	c = rand();
	printf("%d\n", a != b || b != c);
	printf("%d %d %d %d\n", progenyof($pid), progenyof($ppid), progenyof(1),
	    progenyof(0x7ffffffe));
	exit(0);
}
