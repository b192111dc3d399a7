/* D_DECL_BADCLASS: a C storage class D has no use for */
static int x;

BEGIN
{
}
