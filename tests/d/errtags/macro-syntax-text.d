/* D_SYNTAX: a syntax error at a macro argument names it as written */
BEGIN
{
	x = 123$pid;
}
