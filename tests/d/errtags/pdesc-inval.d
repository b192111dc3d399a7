/* D_PDESC_INVAL: a probe description with five fields */
syscall::open:entry:extra
{
	exit(0);
}
