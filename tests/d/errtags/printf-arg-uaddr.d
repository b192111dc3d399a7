/* D_PRINTF_ARG_TYPE: %A without -p/-c (a user address needs a process) */
BEGIN
{
	printf("%A\n", 1);
}
