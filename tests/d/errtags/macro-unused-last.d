/* D_MACRO_UNUSED: the last operand is not used ($1 is) */
BEGIN
{
	trace($$1);
}
