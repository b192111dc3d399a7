/* D_PROTO_ARG: exit( ) given a string */
BEGIN
{
	exit("done");
}
