/*
 * strsize=4096: a printf of two strings records more than a record may
 * hold (8192 bytes), a compile error naming the limit
 */
#pragma D option strsize=4096

BEGIN
{
	printf("%s %s\n", execname, execname);
	exit(0);
}
