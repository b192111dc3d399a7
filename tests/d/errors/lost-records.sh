# Records that find the buffer full are reported as drops on their CPU,
# error records too (as DTrace counts an ERROR probe's record it could not
# store), and none goes unreported, not even at the end of the run: with a
# 4 KB buffer, 20000 getppid() calls that each fault (then each print a
# line) give error lines (output lines) and drops adding up to 20000
# exactly.  Every other line on stderr is "dtrace: N drop(s) on CPU X".
# So that drops happen however fast the machine, dtrace's messages (then
# its output) go into a pipe that is opened at once (opening a fifo blocks
# until both ends are open) but read only after two seconds: the consumer
# blocks on it once it holds 64 KB, and stops reading buffers while the
# 20000 calls fire.
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
mkfifo "$tmp/fifo" || exit 1
(exec 3< "$tmp/fifo"; sleep 2; cat <&3 > "$tmp/err") &
"$D" -q -x bufsize=4k -n 'syscall::getppid:entry /pid == $target/ { trace(*(int *)0); }' \
    -c "perl $tmp/calls.pl" > "$tmp/out" 2> "$tmp/fifo"
echo "status $?"
wait
check "$(grep -c '^dtrace: error on enabled probe ID 1 (ID [0-9]*: syscall:vmlinux:getppid:entry): invalid address (0x0) in action #1 at line 1$' "$tmp/err")" "$tmp/out" "$tmp/err"
(exec 3< "$tmp/fifo"; sleep 2; cat <&3 > "$tmp/out") &
"$D" -q -x bufsize=4k -n 'syscall::getppid:entry /pid == $target/ {
    printf("%d %s\n", 7, "a line long enough that 20000 of them fill the pipe many times over");
}' -c "perl $tmp/calls.pl" > "$tmp/fifo" 2> "$tmp/err"
echo "status $?"
wait
check "$(grep -c '^7 a line' "$tmp/out")" "$tmp/out" "$tmp/err"
