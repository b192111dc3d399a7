/*
 * Once an array is keyed by struct point, a struct of another tag is
 * refused even with the same members: D_PROTO_ARG, the prototype and the
 * key named.
 */
struct point { int x; int y; };
struct pair { int x; int y; };
struct point a;
struct pair b;

BEGIN
{
	seen[a] = 1;
	seen[b] = 2;
}
