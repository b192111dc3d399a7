/* D_PRED_SCALAR: a floating value is not a condition */
double d;

BEGIN
/d/
{
	exit(0);
}
