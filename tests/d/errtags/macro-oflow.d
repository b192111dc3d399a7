/* D_MACRO_OFLOW: a macro argument that is an integer too large for 64 bits */
BEGIN
{
	trace($1);
}
