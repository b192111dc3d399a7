/* print() of a NULL struct pointer faults on reading what it points to */
#pragma D option quiet

BEGIN
{
	print((struct list_head *)0);
}

ERROR
{
	printf("fault %d at %x\n", arg4, arg5);
	exit(0);
}
