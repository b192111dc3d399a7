/* D_DECL_BFSIZE: a bit-field wider than its type */
struct flags {
	int mask : 33;
};

BEGIN
{
	exit(0);
}
