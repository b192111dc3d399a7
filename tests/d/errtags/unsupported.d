/* D_UNSUPPORTED: a thread-local variable of a struct type (not yet supported) */
BEGIN
{
	self->task = *curthread;
}
