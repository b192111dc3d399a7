# The option destructive, set by a script's pragma, gives the notice
# "allowing destructive actions" once tracing is on (after the matched
# message); quiet (-q) silences it.  raise(SIGWINCH) is harmless here.
D=$1
taskset -c 0 "$D" -s destructive-notice.d 2>&1 >/dev/null
echo "quiet:"
taskset -c 0 "$D" -q -s destructive-notice.d 2>&1 >/dev/null
echo "status $?"
