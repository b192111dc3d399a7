/* D_OP_ARITH: D has floating types but no arithmetic on them */
double d;

BEGIN
{
	x = d * 2;
}
