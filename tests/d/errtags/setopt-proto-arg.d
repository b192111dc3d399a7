/* D_PROTO_ARG: setopt( ) option names are strings */
BEGIN
{
	setopt(3);
}
