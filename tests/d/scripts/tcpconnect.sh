# scripts/tcpconnect.d on ../net/loopback.py's connections (--accept-after
# 50 --failed), IPv4 then IPv6: one established, one refused (to the same
# server port, closed by then), one established to a second server, then
# one that fails (its SYN dropped) to that server, closed after 300 ms.
# Ports and latencies normalized: the local port is set, a refused or
# failed attempt went to the server of the line before, the failed one
# took 250 ms or more; one process, python3.
. inc/env.sh
tmpdir
"$S/tcpconnect.d" -c "/usr/bin/python3 ../net/loopback.py --accept-after 50 --failed" > "$T/out" 2> "$T/err"
echo "status $?"
sed -n 1p "$T/out"
awk 'NR > 1 && NF > 0 {
	if (pid == "") pid = $1
	l = $4; r = $5; lp = l; rp = r
	sub(/:[0-9]+$/, "", l); sub(/^.*:/, "", lp)
	sub(/:[0-9]+$/, "", r); sub(/^.*:/, "", rp)
	line = $3 " " l " -> " r " " $6 ", lport set " (lp > 0)
	if ($6 != "established") line = line ", same server " (rp == server)
	if ($6 == "failed") line = line ", 250 ms or more " ($7 >= 250000)
	print line
	server = rp
	if ($1 != pid || $2 != "python3") other++
    }
    END { print "other processes: " other + 0 }' "$T/out"
# a probe in softirq context that fires while one of ours runs on its CPU
# is dropped and reported: that line is not an error; anything else is
grep -v ' drops\{0,1\} (probe fired while another' "$T/err" || true
