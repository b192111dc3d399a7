/* D_OP_INCOMPAT: an integer is not stored into a double */
double d;

BEGIN
{
	d = 0;
}
