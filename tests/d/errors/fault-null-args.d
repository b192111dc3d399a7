/*
 * A load through NULL faults with DTRACEFLT_BADADDR; the ERROR probe's
 * arg4 is the fault code and arg5 the address, printable as integers
 * next to the constants they compare with.
 */
#pragma D option quiet

ERROR
{
	printf("fault %u (BADADDR %u) at %u (NULL %u): %d\n", arg4,
	    DTRACEFLT_BADADDR, arg5, NULL, arg4 == DTRACEFLT_BADADDR && arg5 == NULL);
	exit(0);
}

BEGIN
{
	*(char *)NULL;
}
