# A program that reads no syscall argument and not errno does without the
# copy of the tracepoint record (dt_link.c): its probes still fire and are
# told apart, through raw_syscalls (syscall:::entry and :::return enable
# every syscall) and on one tracepoint; errno alone still gets the record.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo 'getppid() for 1..3; mkdir("/");' > "$T/p.pl"
"$D" -q -n '
syscall:::entry, syscall:::return
/pid == $target && probefunc == "getppid"/
{
	@[probefunc, probename] = count();
}' -c "perl $T/p.pl"
echo "status $?"
"$D" -q -n '
syscall::getppid:return
/pid == $target/
{
	@[probefunc, probename] = count();
}' -c "perl $T/p.pl"
echo "status $?"
"$D" -q -n '
syscall::mkdir:return
/pid == $target/
{
	@[probefunc, errno] = count();
}' -c "perl $T/p.pl"
echo "status $?"
