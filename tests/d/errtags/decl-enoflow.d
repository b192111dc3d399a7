/* D_DECL_ENOFLOW: an enumerator past INT_MAX */
enum big {
	TOP = 0x7fffffff,
	PAST
};

BEGIN
{
	exit(0);
}
