/* D_PRINTF_ARG_TYPE: a size prefix that does not match the argument */
BEGIN
{
	printf("%hd\n", 1);
}
