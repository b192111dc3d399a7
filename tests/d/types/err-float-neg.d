/* D_OP_ARITH: unary minus of a float */
float f;

BEGIN
{
	x = -f;
}
