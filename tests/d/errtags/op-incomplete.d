/* D_OP_INCOMPLETE: -> through a pointer to a struct that is never defined */
BEGIN
{
	trace(((struct nosuch *)arg0)->len);
}
