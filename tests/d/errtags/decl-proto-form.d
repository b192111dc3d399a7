/* D_DECL_PROTO_FORM: an output parameter name that is not an input one */
provider demo {
	probe start(int fd, char *path) : (char *name);
};

BEGIN
{
	exit(0);
}
