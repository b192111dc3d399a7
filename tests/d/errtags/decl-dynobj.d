/* D_DECL_DYNOBJ: an array of associative arrays */
int x[int][4];

BEGIN
{
	exit(0);
}
