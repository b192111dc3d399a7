/* D_PRINTF_ARG_TYPE: %d takes an integer, not a floating value */
double d;

BEGIN
{
	printf("%d\n", d);
}
