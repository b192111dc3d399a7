/* D_XLATE_MEMB: a translator member its output struct does not have */
struct info {
	int id;
};

translator struct info < int x > {
	id = x;
	size = x;
};

BEGIN
{
	exit(0);
}
