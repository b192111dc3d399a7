# scripts/tcpaccept.d on ../net/loopback.py's connections (--accept-after
# 50 --failed), IPv4 then IPv6: the one connection of each that is
# accepted (50 ms after it was established; the refused and failed ones
# never are, nor the one left waiting in a full listener's queue).  Ports
# normalized (both are set); the wait is 40 ms or more; one process,
# python3.
. inc/env.sh
tmpdir
. inc/tcp.sh
tcp_trace tcpaccept <<'AWK'
NR > 1 && NF > 0 {
	print $3 " " l " <- " r ", ports set " (lp > 0 && rp > 0) ", waited 40 ms or more " ($6 >= 40000)
}
AWK
