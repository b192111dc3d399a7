/* D_FREOPEN_INVALID: freopen() of ".", the name DTrace keeps for restoring the output */
#pragma D option destructive

BEGIN
{
	freopen(".");
}
