/* D_SYNTAX: a ] with no [ open is reported by the lexer */
BEGIN
{
	trace(args[0]]);
}
