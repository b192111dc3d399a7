/* D_PROTO_LEN: setopt( ) takes one or two strings */
BEGIN
{
	setopt();
}
