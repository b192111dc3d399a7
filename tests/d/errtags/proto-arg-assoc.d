/* D_PROTO_ARG: an associative array key of an incompatible type */
BEGIN
{
	calls[execname] = 1;
	trace(calls[pid]);
}
