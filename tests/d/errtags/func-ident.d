/* D_FUNC_IDENT: a call of something that is not a function name */
BEGIN
{
	self->handler(1);
}
