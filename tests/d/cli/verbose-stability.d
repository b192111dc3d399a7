/*
 * dtrace -v: after "matched", the script's stability report: the least
 * stable of its probe descriptions (syscall: Evolving) and of what its
 * statements name (curthread: private data semantics).
 */
syscall::getpid:entry
{
	trace(curthread->pid);
}

dtrace:::BEGIN
{
	exit(0);
}
