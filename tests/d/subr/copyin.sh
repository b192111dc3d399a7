# run copyin.d on a perl process that opens a path that does not exist,
# "./subr-copyin-test-path", and a NULL path (openat is system call 257 on
# x86_64), both with O_NONBLOCK
D=$1
tmp=$(mktemp -d) || exit 1
trap 'kill $tpid 2>/dev/null; wait; rm -rf "$tmp"' EXIT

perl -e '
	while (1) {
		sysopen(my $fh, "./subr-copyin-test-path", 0x800);
		syscall(257, -100, 0, 0x800);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!

"$D" -s copyin.d $tpid 2> "$tmp/err"
echo "status $?"
cat "$tmp/err"
