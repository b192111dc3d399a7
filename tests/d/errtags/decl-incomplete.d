/* D_DECL_INCOMPLETE: a member whose struct type is never defined */
struct node {
	struct payload data;
};

BEGIN
{
	exit(0);
}
