/*
 * strsize=4096: a string variable as an aggregation key takes 4104 bytes,
 * more than there is room for (2304), the message says
 */
#pragma D option strsize=4096

BEGIN
{
	s = strjoin("a", "b");
	@[s] = count();
	exit(0);
}
