/* D_DECL_MNAME: a struct member without a name */
struct s {
	int a;
	long;
};

BEGIN
{
}
