# copyinstr() of a typed syscall argument (args[1] of openat is a const
# char *, a user address).  The command writes nothing: its output would
# share dtrace's stdout and could land in the middle of a line.
D=$1
"$D" -q -n '
syscall::openat:entry
/pid == $target && copyinstr(args[1]) == "/etc/hostname"/
{
	printf("%s opened %s\n", execname, copyinstr(args[1]));
}' -c "cmp /etc/hostname /etc/hostname" 2>/dev/null
echo "status $?"
