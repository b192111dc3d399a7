/* D_SYNTAX: a clause has no declarations; the error names the type */
BEGIN
{
	int i = 0;
}
