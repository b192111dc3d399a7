syscall::*stat*:entry, syscall::open*:return
{
	trace(probefunc);
	@[probefunc, probename] = sum(arg0);
}
