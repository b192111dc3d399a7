/* D_UNSUPPORTED: a thread-local struct larger than a dynamic variable value may be */
BEGIN
{
	self->task = *curthread;
}
