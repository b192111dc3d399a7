/* D_PROTO_LEN: an aggregating function with too few arguments */
BEGIN
{
	@dist = quantize();
}
