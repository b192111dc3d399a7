/*
 * A strsize below 8 is taken as it is: every string holds at most
 * strsize - 1 characters, whichever way it is made (a literal that fits,
 * a kernel string, a subroutine's result), though buffers stay 8 bytes.
 */
#pragma D option quiet
#pragma D option strsize=5

BEGIN
{
	x = "abcd";
	self->y = strjoin("ab", "cdef");
	printf("[%s] [%s] [%s] [%d]\n", x, self->y, lltostr(1234567), strlen(execname));
	printf("[%s]\n", substr("abc", 0));
	exit(0);
}
