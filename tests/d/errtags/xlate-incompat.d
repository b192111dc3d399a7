/* D_XLATE_INCOMPAT: a translator member given a value of another type */
struct info {
	string name;
	int id;
};

translator struct info < int x > {
	name = x;
	id = x;
};

BEGIN
{
	exit(0);
}
