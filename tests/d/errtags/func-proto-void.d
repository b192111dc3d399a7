/* D_DECL_PROTO_VOID: void beside another parameter of a function */
int f(int, void);

BEGIN
{
	exit(0);
}
