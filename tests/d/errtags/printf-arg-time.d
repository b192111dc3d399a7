/* D_PRINTF_ARG_TYPE: %Y of a 32-bit integer */
BEGIN
{
	printf("%Y\n", 1);
}
