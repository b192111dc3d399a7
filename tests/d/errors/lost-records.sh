# Records that find the buffer full are reported as drops on their CPU,
# error records too (as DTrace counts an ERROR probe's record it could not
# store), and none goes unreported, not even at the end of the run: with a
# 4 KB buffer, 20000 getppid() calls that each fault (then each trace a
# number) give error lines (output lines) and drops adding up to 20000
# exactly.  Every other line on stderr is "dtrace: N drop(s) on CPU X".
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
printf 'getppid() for 1 .. 20000;\n' > "$tmp/calls.pl"
check() {
	n=$1 out=$2 err=$3
	drops=$(grep -E '^dtrace: [0-9]+ drops? on CPU [0-9]+$' "$err" | awk '{ s += $2 } END { print s + 0 }')
	other=$(grep -vcE '^dtrace: [0-9]+ drops? on CPU [0-9]+$|^dtrace: error on enabled probe' "$err")
	[ $((n + drops)) -eq 20000 ] && echo "reported + drops = 20000" || echo "reported $n + drops $drops"
	[ "$drops" -gt 0 ] && echo "some were dropped" || echo "none dropped"
	[ "$other" -eq 0 ] || { echo "other lines:"; grep -vE '^dtrace: [0-9]+ drops? on CPU|^dtrace: error on' "$err"; }
}
"$D" -q -x bufsize=4k -n 'syscall::getppid:entry /pid == $target/ { trace(*(int *)0); }' \
    -c "perl $tmp/calls.pl" > "$tmp/out" 2> "$tmp/err"
echo "status $?"
check "$(grep -c '^dtrace: error on enabled probe ID 1 (ID [0-9]*: syscall:vmlinux:getppid:entry): invalid address (0x0) in action #1 at line 1$' "$tmp/err")" "$tmp/out" "$tmp/err"
"$D" -q -x bufsize=4k -n 'syscall::getppid:entry /pid == $target/ { printf("%d\n", 7); }' \
    -c "perl $tmp/calls.pl" > "$tmp/out" 2> "$tmp/err"
echo "status $?"
check "$(grep -c '^7$' "$tmp/out")" "$tmp/out" "$tmp/err"
