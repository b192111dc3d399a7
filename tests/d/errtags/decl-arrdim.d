/* D_DECL_ARRDIM: an array declared with zero elements */
struct buf {
	char data[0];
};

BEGIN
{
	exit(0);
}
