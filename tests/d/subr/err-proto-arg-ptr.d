/* D_PROTO_ARG: inet_ntoa( ) takes a pointer to the address, not the address */
syscall::connect:entry
{
	trace(inet_ntoa(arg1));
}
