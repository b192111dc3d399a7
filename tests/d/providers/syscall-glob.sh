# probe descriptions with globs: the number of matched probes follows the
# syscall tracepoints of this kernel, and a glob clause fires for openat
D=$1
T=/sys/kernel/tracing/events/syscalls
[ -d $T ] || T=/sys/kernel/debug/tracing/events/syscalls
nopen=$(ls -d $T/sys_enter_open* | wc -l)
nall=$(( $(ls -d $T/sys_enter_* | wc -l) + $(ls -d $T/sys_exit_* | wc -l) ))
nexit=$(ls -d $T/sys_exit_* | wc -l)

"$D" -n 'syscall::open*:entry { }' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
    sed "s/matched $nopen probes/matched N(open*) probes/"
"$D" -n 'syscall::: /0/ { }' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
    sed "s/matched $nall probes/matched N(all) probes/"
"$D" -n 'syscall:::return /0/ { }' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null |
    sed "s/matched $nexit probes/matched N(return) probes/"
"$D" -n 'syscall::*etpp*d:entry /0/ { }' -n 'BEGIN { exit(0); }' 2>&1 >/dev/null

perl -e 'while (1) { open(my $f, "<", "/dev/null"); close($f);
    select(undef, undef, undef, 0.005); }' &
tpid=$!
"$D" -q -n 'syscall::open*:entry /pid == $1/ { printf("%s\n", probefunc); exit(0); }' $tpid
echo "status $?"
kill $tpid
