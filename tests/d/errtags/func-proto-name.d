/* D_DECL_PROTO_NAME: a function prototype with a named void parameter */
int f(void v);

BEGIN
{
	exit(0);
}
