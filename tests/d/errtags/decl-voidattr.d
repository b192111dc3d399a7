/* D_DECL_VOIDATTR: signed void */
BEGIN
{
	trace((signed void *)0);
}
