/* D_USTACK_STRSIZE: a ustack( ) string size that is not a constant */
syscall::read:entry
{
	ustack(5, pid);
}
