/* D_MACRO_UNDEF: a macro argument that was not given */
BEGIN
{
	trace($1);
}
