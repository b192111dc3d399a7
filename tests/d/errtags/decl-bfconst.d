/* D_DECL_BFCONST: a bit-field size that is not a constant */
struct flags {
	int mode : width;
};

BEGIN
{
	exit(0);
}
