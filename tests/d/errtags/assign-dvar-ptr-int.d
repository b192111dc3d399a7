/* D_OP_INCOMPAT: an element of a thread-local array keeps the type of its first value */
BEGIN
{
	self->a[1] = curthread;
	self->a[2] = 7;
}
