# scripts/tcpconnect.d on ../net/loopback.py's connections (--accept-after
# 50 --failed), IPv4 then IPv6: one established, one refused (to the same
# server port, closed by then), one established to a second server, then
# one that fails (its SYN dropped) to that server, closed after 300 ms.
# Ports and latencies normalized: the local port is set, a refused or
# failed attempt went to the server of the line before, the failed one
# took 250 ms or more; one process, python3.
. inc/env.sh
tmpdir
. inc/tcp.sh
tcp_trace tcpconnect <<'AWK'
NR > 1 && NF > 0 {
	line = $3 " " l " -> " r " " $6 ", lport set " (lp > 0)
	if ($6 != "established") line = line ", same server " (rp == server)
	if ($6 == "failed") line = line ", 250 ms or more " ($7 >= 250000)
	print line
	server = rp
}
AWK
