# -x aggpercpu: the default output of each row adds every online CPU's own
# value, "    [CPU n]" then the value in the same form (Oracle DTrace's
# layout); min()/max() show INT64_MAX/INT64_MIN on a CPU that holds none.
# Two processes pinned to CPUs 0 and 1 each call getpid() 20 times; with a
# printa() in the default form of two aggregations joined, and printa()
# with a format (no per-CPU values there).
D=$1
loop='require "syscall.ph"; select(undef, undef, undef, 0.5); for (1..20) { syscall(&SYS_getpid); }'
taskset -c 0 perl -e "$loop" &
p1=$!
taskset -c 1 perl -e "$loop" &
p2=$!
"$D" -q -x aggpercpu -n '
syscall::getpid:entry
/pid == $1 || pid == $2/
{
	@n["calls"] = count();
	@s["calls"] = sum(pid == $1 ? 1 : 100);
	@mn = min(pid == $1 ? -10 : 30);
	@mx = max(pid == $1 ? -10 : 30);
	@av = avg(pid == $1 ? 10 : 30);
	@sd = stddev(pid == $1 ? 10 : 30);
	@q = quantize(pid == $1 ? 1 : 64);
	@l[pid == $1 ? "first" : "second"] = lquantize(pid == $1 ? 3 : 7, 0, 10, 5);
}

syscall::getpid:entry
/pid == $1/
{
	@only0min = min(5);
	@only0max = max(-5);
}

syscall::exit_group:entry
/(pid == $1 || pid == $2) && ++done == 2/
{
	printa(@n, @s);
	printa("%s %@d %@d\n", @n, @s);
	exit(0);
}' $p1 $p2
echo "status $?"
wait
