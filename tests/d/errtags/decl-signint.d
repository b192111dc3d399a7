/* D_DECL_SIGNINT: unsigned applied to a struct */
unsigned struct foo *p;

BEGIN
{
}
