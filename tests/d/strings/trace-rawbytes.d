/*
 * -x rawbytes: trace() of a string is a hex dump of strsize bytes, as
 * DTrace records a string: its characters (a constant longer than strsize
 * cut there, with no NUL), then NULs.
 */
#pragma D option quiet
#pragma D option rawbytes
#pragma D option strsize=6

BEGIN
{
	trace("abcdefgh");
	trace(probename);
	x = "";
	trace(x);
	exit(0);
}
