# args[] of syscall probes: typed from the tracepoint's format at entry
# (read: unsigned int fd, char *buf, size_t count), the return value (long)
# at return; sizeof follows the types
D=$1
"$D" -q -n '
syscall::read:entry
/pid == $target && args[2] == 1234/
{
	printf("fd=%d count=%d sizes=%d %d %d\n", args[0], args[2], sizeof (args[0]),
	    sizeof (args[1]), sizeof (args[2]));
}

syscall::read:return
/pid == $target && args[1] == 1234/
{
	printf("returned %d (%d bytes)\n", args[0], sizeof (args[0]));
}' -c "dd if=/dev/zero of=/dev/null bs=1234 count=1" 2>/dev/null
echo "status $?"
