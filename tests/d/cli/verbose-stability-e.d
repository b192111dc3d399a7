/*
 * dtrace -e -v: the stability report, then each probe description with the
 * attributes and argument types of its probe.
 */
syscall::getpid:entry,
dtrace:::END
{
	trace(arg0);
}
