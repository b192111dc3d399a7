/*
 * specsize bounds what a speculation holds on a CPU: a record that does
 * not fit is dropped and, when the speculation is committed, reported as
 * a speculative drop.  Each record here is 16 bytes (header and tag).
 */
#pragma D option quiet
#pragma D option specsize=40

BEGIN
{
	s = speculation();
}

BEGIN { speculate(s); printf("first\n"); }
BEGIN { speculate(s); printf("second\n"); }
BEGIN { speculate(s); printf("third: dropped\n"); }
BEGIN { speculate(s); printf("fourth: dropped\n"); }

BEGIN
{
	commit(s);
}

BEGIN
{
	exit(0);
}
