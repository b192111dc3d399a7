/* D_DECL_BFTYPE: a bit-field of pointer type */
struct flags {
	char *name : 3;
};

BEGIN
{
	exit(0);
}
