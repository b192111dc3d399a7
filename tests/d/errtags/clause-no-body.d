/* D_SYNTAX: in a script, a probe description needs a predicate or a body */
#pragma D option quiet

BEGIN
END
{
	exit(0);
}
