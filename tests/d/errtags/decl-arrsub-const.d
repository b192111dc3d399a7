/* D_DECL_ARRSUB: an array dimension that is not a constant */
int n;

struct buf {
	char data[n];
};

BEGIN
{
	exit(0);
}
