/*
 * strsize=4096: an associative array keyed by two strings has keys of
 * 8208 bytes, more than there is room for (the message says how many)
 */
#pragma D option strsize=4096

BEGIN
{
	a[execname, probename] = 1;
	exit(0);
}
