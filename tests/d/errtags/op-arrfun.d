/* D_OP_ARRFUN: an array assigned whole */
int a[4];

BEGIN
{
	a = 1;
}
