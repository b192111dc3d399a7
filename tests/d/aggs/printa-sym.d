/*
 * printa( )'s %a names a kernel address key as printf's %a does:
 * module`symbol, +0xoff inside it, with the width and - flag applied.
 */
#pragma D option quiet

BEGIN
{
	@[(uint64_t)&`vfs_read] = count();
	@[(uint64_t)&`vfs_read + 4] = count();
	@[(uint64_t)&`vfs_read + 4] = count();
	printa("%a %@d\n", @);
	printa("[%-24a] %@d\n", @);
	exit(0);
}
