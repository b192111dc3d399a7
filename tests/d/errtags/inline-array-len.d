/* D_PROTO_LEN: an array inline used with fewer arguments than its parameters */
inline int add[int x, int y] = x + y;

BEGIN
{
	trace(add[1]);
}
