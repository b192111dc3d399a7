/* self-> arrays check struct keys against their prototype too */
struct point { int x; int y; };
struct point a;

BEGIN
{
	self->seen[a, 1] = 1;
	self->seen[1, 1] = 2;
}
