/* D_DECL_PROTO_TYPE: void as an associative array key type */
int x[void];

BEGIN
{
	exit(0);
}
