/* D_SYNTAX: a conversion classic DTrace does not have */
BEGIN
{
	printf("%zu\n", 1);
}
