/* D_PROTO_ARG: chill( ) takes an int */
BEGIN
{
	chill("long");
}
