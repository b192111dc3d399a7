/* D_VAR_UNDEF: a thread-local variable read before any assignment */
syscall::read:return
/self->ts/
{
	trace(timestamp);
}
