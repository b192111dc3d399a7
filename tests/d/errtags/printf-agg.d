/* D_PRINTF_ARG_TYPE: no printf conversion takes an aggregation */
BEGIN
{
	@n = count();
	printf("%u\n", @n);
}
