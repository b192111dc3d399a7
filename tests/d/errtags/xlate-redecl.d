/* D_XLATE_REDECL: the same translator declared twice */
struct info {
	int id;
};

translator struct info < int x > {
	id = x;
};

translator struct info < int y > {
	id = y + 1;
};

BEGIN
{
	exit(0);
}
