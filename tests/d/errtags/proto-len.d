/* D_PROTO_LEN: exit( ) given no status */
BEGIN
{
	exit();
}
