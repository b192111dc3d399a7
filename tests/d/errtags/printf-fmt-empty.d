/* D_PRINTF_FMT_EMPTY: printf( ) whose format is not a string constant */
BEGIN
{
	printf(execname);
}
