/* -e only compiles: the destructive check is at enabling, as in DTrace */
BEGIN
{
	system("true");
}
