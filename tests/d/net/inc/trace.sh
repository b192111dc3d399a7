# Sourced by the net tests' drivers (cwd: tests/d/net).  net_trace DTRACE
# NAME.d: dtrace -s NAME.d on loopback.py's traffic; prints its exit
# status, its lines sorted (probes of several CPUs reach dtrace in any
# order) but the empty ones, and its stderr but the drops of probes: a
# probe in softirq context that fires while one of ours runs on its CPU
# is dropped and reported (DTrace does not nest probes either); that line
# is not an error, anything else on stderr is.
net_trace() {
	"$1" -s "$2" -c "/usr/bin/python3 loopback.py" > out.$$ 2> err.$$
	echo "status $?"
	sort out.$$ | grep -v '^$'
	grep -v ' drops\{0,1\} (probe fired while another' err.$$
	rm -f out.$$ err.$$
}
