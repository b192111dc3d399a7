/* D_PRINTF_ARG_FMT: printf( ) whose format is not a string constant */
BEGIN
{
	printf(execname);
}
