# entry probes: arg0..arg5 are the syscall's arguments (futex with an
# invalid operation, which fails at once without touching its arguments)
D=$1
perl -e '
	my $nr = eval { require "syscall.ph"; &SYS_futex } || 202;
	while (1) {
		syscall($nr, 0x1111, 0x7f, 3, 4, 5, 6);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!
"$D" -q -n '
syscall::futex:entry
/pid == $1 && arg1 == 0x7f/
{
	printf("%x %x %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4, arg5);
	exit(0);
}' $tpid
echo "status $?"
kill $tpid
