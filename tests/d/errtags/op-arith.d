/* D_OP_ARITH: a string multiplied */
BEGIN
{
	trace(execname * 2);
}
