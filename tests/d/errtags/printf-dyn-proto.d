/* D_PRINTF_DYN_PROTO: a '*' width without its argument */
BEGIN
{
	printf("%*d\n");
}
