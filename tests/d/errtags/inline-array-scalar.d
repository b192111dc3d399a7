/* D_IDENT_BADREF: an array inline named without its subscript */
inline int add[int x, int y] = x + y;

BEGIN
{
	trace(add);
}
