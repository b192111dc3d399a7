/*
 * Loads from addresses that are not mapped kernel memory: a low address, a
 * non-canonical one, the vsyscall page, and a string read; each clause
 * stops at its fault with the address in the message, the others run.
 */
#pragma D option quiet

BEGIN
{
	trace(*(int *)0x10);
}

BEGIN
{
	trace(*(long *)0xdead000000000000);
}

BEGIN
{
	trace(*(char *)0xffffffffff600000);
}

BEGIN
{
	trace(stringof((char *)0x8));
}

BEGIN
{
	printf("still running\n");
	exit(0);
}
