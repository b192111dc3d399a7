/* D_ARGS_IDX: an args[] index beyond the probe's arguments */
syscall::read:entry
{
	trace(args[3]);
}
