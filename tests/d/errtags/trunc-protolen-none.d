/* D_PROTO_LEN: trunc( ) with no argument */
BEGIN
{
	trunc();
}
