# Entries deferred to the thread's next system call (their return probes
# are not enabled), when that next call is another such entry: the waiting
# one fires first, in order, with its own timestamp (before the next
# entry's), and the next entry is then checked and deferred in its turn
# (defer/backtoback.c).  The firings count in an aggregation as well.
D=$1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O0 -o "$T/b2b" defer/backtoback.c || exit 1
"$D" -q -c "$T/b2b" -n '
BEGIN { last = timestamp; }
syscall::openat:entry /pid == $target/ {
	printf("%s %s\n", copyinstr(arg1), timestamp > last ? "in order" : "OUT OF ORDER");
	last = timestamp;
}' 2>"$T/err" | grep -v '^$' | grep -v '^/lib\|ld.so\|/etc/ld'
"$D" -q -c "$T/b2b" -n 'syscall::openat:entry /pid == $target/ { @[copyinstr(arg1)] = count(); }
END { printa("%s %@d\n", @); }' 2>>"$T/err" | grep -v '^$' | grep -v '^/lib\|ld.so\|/etc/ld' | sort
echo "$(grep -c 'invalid address' "$T/err") faults"
