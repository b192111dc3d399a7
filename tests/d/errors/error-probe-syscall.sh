# ERROR fires from the syscall provider's program too: each fault of the
# getpid:entry clause runs the ERROR clause (two calls, two errors)
D=$1
printf 'syscall(39); syscall(39);\n' > /tmp/dt-error-probe-$$.pl
"$D" -q -n '
syscall::getpid:entry
/pid == $target/
{
	trace(*(int *)8);
}

ERROR
{
	@[probename, arg4, arg5] = count();
}

syscall::getpid:return
/pid == $target/
{
	printf("return from %s, own pid: %d\n", probefunc, arg0 == $target);
}' -c "perl /tmp/dt-error-probe-$$.pl" 2> /tmp/dt-error-probe-$$.err
echo "status $?"
echo "stderr:"
sed 's/ID [0-9]*: syscall/ID N: syscall/' /tmp/dt-error-probe-$$.err
rm -f /tmp/dt-error-probe-$$.pl /tmp/dt-error-probe-$$.err
