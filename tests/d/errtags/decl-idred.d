/* D_DECL_IDRED: a variable declared again with another type */
int total;
string total;

BEGIN
{
	exit(0);
}
