# tick-N fires on time on its CPU even while that CPU is saturated by a
# process whose every syscall fires a probe (docs/ARCHITECTURE.md, Kernel facts): a getpid loop
# pinned to CPU 0, where tick-N probes fire
perl -e 'while (1) { syscall(39) }' &
loop=$!
taskset -p -c 0 $loop >/dev/null
"$1" -s tick-loaded.d
echo "status $?"
kill $loop
