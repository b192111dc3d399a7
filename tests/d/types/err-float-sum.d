/* D_AGG_SCALAR: aggregating functions take scalars */
double d;

BEGIN
{
	@ = sum(d);
}
