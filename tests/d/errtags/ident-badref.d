/* D_IDENT_BADREF: a function name used as a variable */
BEGIN
{
	trace(exit);
}
