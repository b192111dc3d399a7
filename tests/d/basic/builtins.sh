# built-in variables in BEGIN, which fires in dtrace's own process, compared
# with what the shell knows: pid tid ppid uid gid execname cpu id and the
# probe name variables
D=$1
cpu=$(( $(nproc) - 1 ))
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

taskset -c "$cpu" "$D" -q -n 'BEGIN {
	printf("%d %d %d %d %d %s %d %d %s:%s:%s:%s\n", pid, tid, ppid, uid,
	    gid, execname, cpu, id, probeprov, probemod, probefunc, probename);
	exit(0);
}' > "$tmp/out" 2> "$tmp/err" &
dpid=$!
wait $dpid
echo "status $?"
cat "$tmp/err"

set -- $(cat "$tmp/out")
check() {
	if [ "$2" = "$3" ]; then
		echo "$1 ok"
	else
		echo "$1 wrong: got '$2', want '$3'"
	fi
}
check pid "$1" "$dpid"
check tid "$2" "$dpid"
check ppid "$3" "$$"
check uid "$4" "$(id -u)"
check gid "$5" "$(id -g)"
check execname "$6" dtrace
check cpu "$7" "$cpu"
check id "$8" 1
check names "$9" dtrace:::BEGIN
