/*
 * A strsize below 8 is taken as it is: every string holds at most
 * strsize characters, whichever way it is made (a literal, cut there as
 * DTrace cuts a longer constant; a kernel string; a subroutine's result),
 * though buffers are 8 bytes or more.  strjoin() builds its result in
 * strsize bytes with the NUL, as illumos does, so "ab" + "cd" still fits;
 * substr() works on the literal as cut.
 */
#pragma D option quiet
#pragma D option strsize=5

BEGIN
{
	x = "abcdefgh";
	self->y = strjoin("ab", "cd");
	printf("[%s] [%s] [%s] [%d]\n", x, self->y, lltostr(1234567), strlen(execname));
	printf("[%s] [%d] [%d]\n", substr("abcdefg", 1), strlen("123456789"), sizeof(x));
	exit(0);
}
