/* D_STACK_SIZE: a stack( ) frame count that is not a positive constant */
syscall::read:entry
{
	stack(pid);
}
