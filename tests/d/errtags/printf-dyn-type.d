/* D_PRINTF_DYN_TYPE: a '*' precision that is not an integer */
BEGIN
{
	printf("%.*s\n", "x", "abc");
}
