/* enum uio_rw and uio_rw_t come from the D library (io.d), loaded when named */
#pragma D option quiet

extern enum uio_rw dir;

BEGIN
{
	this->w = (uio_rw_t)UIO_WRITE;
	printf("%d %d %d %d\n", UIO_READ, UIO_WRITE, sizeof(enum uio_rw), this->w == UIO_WRITE);
	exit(0);
}
