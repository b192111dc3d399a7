/* D_CAST_INVAL: nor a floating value to an integer */
double d;

BEGIN
{
	x = (long)d;
}
