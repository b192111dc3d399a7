/*
 * io.d: the types of DTrace's io library that do not depend on the io
 * provider (which is not there yet: when it comes, its translators belong
 * here too).
 *
 * enum uio_rw	the direction of a transfer, UIO_READ or UIO_WRITE, with the
 *		values DTrace's io.d gives them (0 and 1); uio_rw_t names it.
 */
typedef enum uio_rw {
	UIO_READ,
	UIO_WRITE
} uio_rw_t;
