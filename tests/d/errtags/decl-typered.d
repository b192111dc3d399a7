/* D_DECL_TYPERED: a struct defined twice */
struct point {
	int x;
};

struct point {
	int x;
	int y;
};

BEGIN
{
	exit(0);
}
