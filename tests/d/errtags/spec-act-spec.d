/* D_ACT_SPEC: a destructive action after speculate() */
BEGIN
{
	speculate(1);
	raise(9);
}
