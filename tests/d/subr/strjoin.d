/*
 * strjoin(): empty operands, a result of exactly strsize - 1 bytes, and one
 * that does not fit, which is DTrace's "out of scratch space" error: the
 * clause stops there, the others run.  (Formats are short: with strsize=16
 * a format string is held to 15 bytes.)
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s] [%s]\n", strjoin("foo", "bar"), strjoin("", "baz"));
	printf("[%s] [%s]\n", strjoin("foo", ""), strjoin("", ""));
	printf("[%s]\n", strjoin("0123456789", "abcde"));
	x = strjoin("abc", "def");
	printf("[%s]\n", strjoin(x, x));
}

BEGIN
{
	printf("[%s]\n", strjoin("0123456789", "abcdef"));
	printf("not reached\n");
}

BEGIN
{
	exit(0);
}
