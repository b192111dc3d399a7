/*
 * A speculative clause whose record would take its CPU's share of the
 * speculation past specsize ends at speculate(), as DTrace's does when
 * it cannot reserve the clause's data: the record is a speculative drop
 * and the statements after speculate() do not run.  So does a clause
 * that speculates to a speculation no longer active.  Records here: 16
 * bytes of header and tag, 8 per printf() argument.
 */
#pragma D option quiet
#pragma D option specsize=40

BEGIN
{
	s = speculation();
	n = 0;
	m = 0;
}

BEGIN { speculate(s); printf("a %d\n", 1); n++; }	/* 24 bytes: fits */
BEGIN { speculate(s); printf("b %d\n", 2); n++; }	/* 48: dropped, n unchanged */
BEGIN { speculate(s); printf("c\n"); n++; }		/* 40: fits */

BEGIN
{
	commit(s);
}

BEGIN { speculate(s); printf("after the commit\n"); m++; }

BEGIN
{
	printf("n=%d m=%d\n", n, m);
	exit(0);
}
