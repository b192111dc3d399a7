/* D_PRINTF_AGG_CONV: %@ outside printa() */
BEGIN
{
	printf("%@d\n", 1);
}
