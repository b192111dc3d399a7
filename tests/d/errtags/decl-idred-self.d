/* D_DECL_IDRED: a thread-local variable declared again with another type */
self int depth;
self string depth;
BEGIN
{
	self->depth = 1;
}
