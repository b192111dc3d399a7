# openat()'s path (arg1) is a user-space address: reading it as a kernel
# string ((char *)arg1 with %s, stringof()) faults with "invalid address",
# as in DTrace (user memory is read with copyinstr()); the clause's output
# is dropped and the next clause still runs.  A perl process opens this
# test's own .d file with O_NONBLOCK (0x800), which tells its openat()
# calls from any others.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'kill $tpid 2>/dev/null; wait; rm -rf "$tmp"' EXIT

perl -e '
	while (1) {
		sysopen(my $fh, "user-addr-fault.d", 0x800) or die "open: $!";
		close($fh);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!

"$D" -q -n '
syscall::openat:entry
/pid == $1 && (arg2 & 0x800)/
{
	printf("[%s] [%s]\n", stringof((char *)arg1), (char *)arg1);
}

syscall::openat:entry
/pid == $1 && (arg2 & 0x800)/
{
	exit(0);
}' $tpid 2> "$tmp/err"
echo "status $?"
# the address differs from run to run
sed -E 's/invalid address \(0x[0-9a-f]+\)/invalid address (ADDR)/' "$tmp/err"
