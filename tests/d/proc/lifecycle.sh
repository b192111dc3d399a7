# proc:::create, start, exec, exec-success, exec-failure, exit, signal-send
# and signal-handle of a shell script's children: a program that runs, a
# path that does not exist, a child killed by a signal (the kernel turns a
# fatal signal into SIGKILL for the whole process: that is what its
# thread takes), a signal caught by a trap.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
mkfifo "$T/fifo" || exit 1
cat > "$T/trig" <<'SH'
#!/bin/sh
/bin/true
/nonexistent/program 2>/dev/null
(read x < "$1") &
kid=$!
kill -TERM $kid
wait $kid
trap 'n=1' USR1
kill -USR1 $$
exit 0
SH
chmod +x "$T/trig"
# the killed child blocks opening the fifo until the signal comes
"$D" -s lifecycle.d -c "$T/trig $T/fifo" > "$T/out" 2>/dev/null
echo "status $?"
sort "$T/out"
