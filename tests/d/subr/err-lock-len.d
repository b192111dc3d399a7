/* D_PROTO_LEN: rw_read_held() takes one argument */
BEGIN
{
	trace(rw_read_held(0, 1));
}
