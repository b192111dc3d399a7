/* D_DECL_PROTO_VARARGS: a probe with a variable argument list */
provider app {
	probe start(int, ...);
};

BEGIN
{
}
