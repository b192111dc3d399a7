/* D_PROTO_LEN: an associative array used with a different number of keys */
BEGIN
{
	last[pid, tid] = timestamp;
	trace(last[pid]);
}
