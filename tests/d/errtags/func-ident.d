/* D_FUNC_IDENT: a function name used as a variable */
BEGIN
{
	trace(exit);
}
