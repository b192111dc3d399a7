# min, max, avg and stddev merged over CPUs: two processes on different
# CPUs each call getpid() 20 times; each CPU's per-CPU value sees only one
# of them, so the results need both CPUs' values merged
D=$1
loop='require "syscall.ph"; select(undef, undef, undef, 0.5); for (1..20) { syscall(&SYS_getpid); }'
last=$(($(nproc) - 1))
taskset -c 0 perl -e "$loop" &
p1=$!
taskset -c $last perl -e "$loop" &
p2=$!
"$D" -q -n '
syscall::getpid:entry
/pid == $1 || pid == $2/
{
	@n = count();
	@mn = min(pid == $1 ? -10 : 30);
	@mx = max(pid == $1 ? -10 : 30);
	@av = avg(pid == $1 ? 10 : 30);
	@sd = stddev(pid == $1 ? 10 : 30);
}

syscall::exit_group:entry
/(pid == $1 || pid == $2) && ++done == 2/
{
	exit(0);
}' $p1 $p2
echo "status $?"
wait
