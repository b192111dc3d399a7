/* D_PRAGMA_DEPEND: a dependency on a kernel module that is not loaded */
#pragma D depends_on module no_such_module
BEGIN
{
	exit(0);
}
