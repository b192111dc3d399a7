/* D_OP_INT: % applied to a string */
BEGIN
{
	trace(execname % 10);
}
