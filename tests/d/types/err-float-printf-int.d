/* D_PRINTF_ARG_TYPE: %f takes a floating value, not an integer */
BEGIN
{
	printf("%f\n", 1);
}
