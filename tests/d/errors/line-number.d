/*
 * Line numbers count every line, comments and blank lines included:
 * the error is the undefined variable in the predicate on line 14.
 */

#pragma D option quiet

BEGIN
{
	x = 1;
}

BEGIN
/x == 1 && nosuchvar == 2/
{
	exit(0);
}
