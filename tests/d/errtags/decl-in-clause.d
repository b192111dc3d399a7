/* D_SYNTAX: D has no declarations inside a clause */
BEGIN
{
	int i = 0;
	exit(0);
}
