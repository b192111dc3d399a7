# -p PID watches a running process without stopping, tracing or changing
# it: $target is PID, and when dtrace ends first the process goes on running
# (state S, no tracer)
D=$1
sleep 30 &
p=$!
"$D" -qn "tick-200ms { exit(0); } END { printf(\"target is the pid: %d\n\", \$target == $p); }" -p $p
echo "status $?"
sed -n -e 's/^State:[[:space:]]*\([A-Z]\).*/state \1/p' \
    -e 's/^TracerPid:[[:space:]]*/tracer /p' "/proc/$p/status"
kill $p
wait $p 2>/dev/null
echo "killed by the test"
