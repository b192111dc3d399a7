/* D_PRINTF_ARG_TYPE: %c of a 64-bit integer */
BEGIN
{
	printf("%c\n", 1LL);
}
