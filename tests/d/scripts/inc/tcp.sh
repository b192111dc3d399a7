# Sourced by tcpaccept.sh and tcpconnect.sh, after inc/env.sh and tmpdir.
# tcp_trace NAME: scripts/NAME.d run on ../net/loopback.py's connections
# (--accept-after 50 --failed); prints its exit status, its header line,
# what inc/tcp.awk and then the awk rules on stdin make of its rows, and
# its stderr but the drops of probes: a probe in softirq context that
# fires while one of ours runs on its CPU is dropped and reported; that
# line is not an error, anything else is.
tcp_trace() {
	"$S/$1.d" -c "/usr/bin/python3 ../net/loopback.py --accept-after 50 --failed" \
	    < /dev/null > "$T/out" 2> "$T/err"
	echo "status $?"
	sed -n 1p "$T/out"
	awk -f inc/tcp.awk -f /dev/stdin "$T/out"
	grep -v ' drops\{0,1\} (probe fired while another' "$T/err" || true
}
