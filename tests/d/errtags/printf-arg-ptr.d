/* D_PRINTF_ARG_TYPE: %d of a pointer (classic: %p is for pointers) */
BEGIN
{
	printf("%d\n", curthread);
}
