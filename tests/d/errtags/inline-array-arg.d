/* D_PROTO_ARG: a string given for an array inline's int parameter */
inline int add[int x, int y] = x + y;

BEGIN
{
	trace(add["a", 2]);
}
