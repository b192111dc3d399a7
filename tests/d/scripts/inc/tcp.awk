# The rows of tcpaccept.d and tcpconnect.d (inc/tcp.sh): before a test's
# own rules, l and r are set to the row's local and remote addresses
# (ports stripped), lp and rp to their ports; rows of another process
# than the first row's, or not of python3, are counted and the count is
# printed last, "other processes: N".
NR > 1 && NF > 0 {
	if (pid == "") pid = $1
	l = $4; r = $5; lp = l; rp = r
	sub(/:[0-9]+$/, "", l); sub(/^.*:/, "", lp)
	sub(/:[0-9]+$/, "", r); sub(/^.*:/, "", rp)
	if ($1 != pid || $2 != "python3") other++
}
END { print "other processes: " other + 0 }
