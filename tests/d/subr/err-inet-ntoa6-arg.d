/* D_PROTO_ARG: inet_ntoa6()'s second argument is an integer */
BEGIN
{
	this->a = alloca(16);
	trace(inet_ntoa6((struct in6_addr *)this->a, "strict"));
}
