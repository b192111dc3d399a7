/* D_OP_INCOMPAT: floating values do not compare, even with their own type */
double a, b;

BEGIN
/a == b/
{
	exit(0);
}
