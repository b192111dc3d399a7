/* D_DECL_ARRNULL: an array without a dimension or key types */
int a[];

BEGIN
{
}
