/* the ERROR probe and its arguments */
BEGIN
{
	trace(*(int *)0);
}

ERROR
{
	printf("%d %d %d %d %x\n", arg1, arg2, arg3, arg4, arg5);
}
