/* D_PROTO_LEN: printa( ) with no argument at all */
BEGIN
{
	printa();
}
