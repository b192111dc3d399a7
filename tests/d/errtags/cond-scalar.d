/* D_OP_SCALAR: the condition of ?: must be a scalar */
BEGIN
{
	trace(curthread->comm ? 1 : 2);
}
