/* D_DECL_ARRBIG: an array dimension over what a variable can hold */
char a[4][100000000];

BEGIN
{
}
