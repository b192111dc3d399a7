/* D_MACRO_UNUSED: a macro argument that is neither an integer nor an identifier */
BEGIN
{
	trace($1);
}
