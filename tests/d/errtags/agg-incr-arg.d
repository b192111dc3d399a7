/* D_PROTO_ARG: a quantize increment that is not a scalar */
BEGIN
{
	@q = quantize(10, "one");
}
