/* keys of several values (string + int + long) */
#pragma D option quiet

BEGIN
{
	@a["read", 3, 1L] = count();
	@a["write", 1, 2L] = count();
	@a["write", 1, 2L] = count();
	@a["read", 4, 1L] = count();
	@a["read", 4, 1L] = count();
	@a["read", 4, 1L] = count();
	exit(0);
}
