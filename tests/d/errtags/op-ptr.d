/* D_OP_PTR: -> applied to an integer */
BEGIN
{
	trace(timestamp->tv_sec);
}
