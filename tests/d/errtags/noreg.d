/* D_NOREG: a clause whose record does not fit (four strings of strsize 4096) */
#pragma D option strsize=4096

BEGIN
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
}
