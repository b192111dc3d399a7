/* D_DECL_ARRSUB: an array declared with zero elements */
struct buf {
	char data[0];
};

BEGIN
{
	exit(0);
}
