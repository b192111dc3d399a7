/*
 * The D library names the fault kinds an ERROR clause finds in arg4:
 * DTRACEFLT_BADADDR, DTRACEFLT_DIVZERO, DTRACEFLT_BADINDEX and the rest.
 */
#pragma D option quiet

int a[2];

ERROR
/arg4 == DTRACEFLT_BADADDR/
{
	printf("bad address %x\n", arg5);
}

ERROR
/arg4 == DTRACEFLT_DIVZERO/
{
	printf("divide by zero\n");
}

ERROR
/arg4 == DTRACEFLT_BADINDEX/
{
	printf("index %d out of range\n", arg5);
}

BEGIN
{
	x = *(int *)0x4000;
}

BEGIN
{
	z = 0;
	x = 1 / z;
}

BEGIN
{
	i = 5;
	a[i] = 1;
}

BEGIN
{
	printf("%d %d %d %d %d\n", DTRACEFLT_UNKNOWN, DTRACEFLT_ILLOP, DTRACEFLT_NOSCRATCH,
	    DTRACEFLT_BADSTACK, DTRACEFLT_LIBRARY);
	exit(0);
}
