syscall::read:entry
/pid == 1/
{
	@reads[execname] = count();
	trace(arg0 + arg1 + arg2);
}
