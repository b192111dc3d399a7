/* D_SYNTAX: in a script, a probe description needs a predicate or actions */
BEGIN
{
	exit(0);
}

END
