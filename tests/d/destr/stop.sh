# stop() stops the process that fired the probe (SIGSTOP)
D=$1
perl -e 'while (1) { syscall(110); select(undef, undef, undef, 0.01); }' &
pid=$!
trap 'kill -CONT $pid 2>/dev/null; kill $pid 2>/dev/null; wait' EXIT
"$D" -w -q -p $pid -n 'syscall::getppid:entry /pid == $target/ { stop(); printf("stop()\n"); exit(0); }'
echo "status $?"
for i in 1 2 3 4 5 6 7 8 9 10; do
	st=$(awk '{ print $3 }' /proc/$pid/stat)
	[ "$st" = T ] && break
	sleep 0.1
done
echo "state $st"
