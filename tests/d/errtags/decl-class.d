/* D_DECL_CLASS: two storage classes */
self extern int x;

BEGIN
{
}
