/* D_DECL_COMBO: two base types in one declaration */
int char x;

BEGIN
{
}
