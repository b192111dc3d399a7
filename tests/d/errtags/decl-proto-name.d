/* D_DECL_PROTO_NAME: a void parameter with a name */
provider demo {
	probe start(void x);
};

BEGIN
{
	exit(0);
}
