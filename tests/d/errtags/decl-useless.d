/* D_DECL_USELESS: a type alone that defines nothing */
unsigned long;

BEGIN
{
}
