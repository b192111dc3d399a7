# scripts/tcpaccept.d on ../net/loopback.py's connections (--accept-after
# 50 --failed), IPv4 then IPv6: the one connection of each that is
# accepted (50 ms after it was established; the refused and failed ones
# never are, nor the one left waiting in a full listener's queue).  Ports
# normalized (both are set); the wait is 40 ms or more; one process,
# python3.
. inc/env.sh
tmpdir
"$S/tcpaccept.d" -c "/usr/bin/python3 ../net/loopback.py --accept-after 50 --failed" > "$T/out" 2> "$T/err"
echo "status $?"
sed -n 1p "$T/out"
awk 'NR > 1 && NF > 0 {
	if (pid == "") pid = $1
	l = $4; r = $5; lp = l; rp = r
	sub(/:[0-9]+$/, "", l); sub(/^.*:/, "", lp)
	sub(/:[0-9]+$/, "", r); sub(/^.*:/, "", rp)
	print $3 " " l " <- " r ", ports set " (lp > 0 && rp > 0) ", waited 40 ms or more " ($6 >= 40000)
	if ($1 != pid || $2 != "python3") other++
    }
    END { print "other processes: " other + 0 }' "$T/out"
# a probe in softirq context that fires while one of ours runs on its CPU
# is dropped and reported: that line is not an error; anything else is
grep -v ' drops\{0,1\} (probe fired while another' "$T/err" || true
