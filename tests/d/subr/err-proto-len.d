/* D_PROTO_LEN: substr( ) takes 2 or 3 arguments */
BEGIN
{
	trace(substr("abc"));
}
