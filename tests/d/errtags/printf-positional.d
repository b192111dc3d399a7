/* D_SYNTAX: positional conversions are not supported */
BEGIN
{
	printf("%1$d\n", 1);
}
