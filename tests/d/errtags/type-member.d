/* D_TYPE_MEMBER: a member the struct does not have */
struct point {
	int x;
	int y;
};

BEGIN
{
	trace(((struct point *)arg0)->z);
}
