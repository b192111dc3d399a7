/* D_PROTO_ARG: strlen( ) of an integer */
BEGIN
{
	trace(strlen(1));
}
