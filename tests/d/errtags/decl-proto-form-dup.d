/* D_DECL_PROTO_FORM: an input parameter name given twice */
provider demo {
	probe start(int fd, char *fd);
};

BEGIN
{
	exit(0);
}
