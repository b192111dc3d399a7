/* D_UNSUPPORTED: a variable of a struct type (not yet supported) */
struct point { int x, y; };
struct point origin;
BEGIN
{
	exit(0);
}
