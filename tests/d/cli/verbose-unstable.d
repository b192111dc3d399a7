/*
 * dtrace -v: a description naming no provider (BEGIN) or a glob of them
 * (*:::END) rates Unstable, whatever the probes it matches.
 */
BEGIN
{
	exit(0);
}

*:::END
{
}
