/* D_EXIT_SPEC: exit() after speculate() */
BEGIN
{
	speculate(1);
	exit(0);
}
