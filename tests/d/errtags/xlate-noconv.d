/* D_XLATE_NOCONV: a member the translator gives no value */
struct info {
	int id;
	int size;
};

translator struct info < int x > {
	id = x;
};

BEGIN
{
	trace(xlate <struct info> (1).size);
}
