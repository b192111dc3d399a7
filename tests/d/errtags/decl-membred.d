/* D_DECL_MEMBRED: a member declared twice */
struct pair {
	int a;
	int a;
};

BEGIN
{
	exit(0);
}
