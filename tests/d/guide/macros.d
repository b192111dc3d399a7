/* macro arguments and macro variables */
syscall::$1:entry
/pid == $2 || execname == $$3 || ppid == $ppid || uid == $uid/
{
	printf("%s %d %d %s\n", $$3, $2, $pid, $$1);
}
