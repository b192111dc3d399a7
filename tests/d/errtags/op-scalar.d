/* D_OP_SCALAR: ! applied to a string */
BEGIN
{
	trace(!execname);
}
