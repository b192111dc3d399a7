/* D_USTACK_FRAMES: a ustack( ) frame count that is not a positive constant */
syscall::read:entry
{
	ustack(0);
}
