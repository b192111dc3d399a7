/* D_PROTO_ARG: copyinto( ) and bcopy( ) write scratch memory, never a string */
BEGIN
{
	copyinto(arg0, 4, "abcd");
}
