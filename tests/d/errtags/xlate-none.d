/* D_XLATE_NONE: xlate to a type that has no translator */
struct info {
	int id;
};

BEGIN
{
	trace(xlate<struct info>(pid).id);
}
