/* D_OP_SOU: -> through a pointer to something other than a struct or union */
BEGIN
{
	this->p = (int *)alloca(4);
	trace(this->p->x);
}
