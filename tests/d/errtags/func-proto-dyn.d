/* D_DECL_PROTO_TYPE: a function parameter that is an associative array */
int f(int keyed[string]);

BEGIN
{
	exit(0);
}
