/* D_PRINTF_ARG_TYPE: %k of something other than stack() */
BEGIN
{
	printf("%k\n", 1);
}
