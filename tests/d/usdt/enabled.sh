# Is-enabled probes: the semaphore of usdtt:::query-start is raised by the
# kernel only while dtrace traces the probe (uprobe_multi's reference
# counting): a running trigger reports "D" (disabled) each round before
# dtrace -p attaches, "E" while it traces, and "D" again after dtrace has
# exited, also when dtrace is killed with SIGKILL (the kernel closes the
# links and lowers the semaphore); a -c process traced from its start sees
# "E" in every round.
# Only the sequence's shape is checked (rounds are 50 ms apart).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" "$D" || exit 1
"$T/usdtt" -1 "$T/log" &
P=$!
waitlen() {	# until the log has more than $1 rounds (10 s at most)
	w=0
	while [ "$(cat "$T/log" 2>/dev/null | wc -c)" -le "$1" ] && [ $w -lt 100 ]; do
		sleep 0.1
		w=$((w + 1))
	done
}
waitlen 2
"$D" -q -n "usdtt$P:::query-start /++n == 5/ { exit(0); }" -p $P
echo "status $?"
n=$(wc -c < "$T/log")
waitlen $((n + 2))
tr -s DE < "$T/log"
echo
# SIGKILL: wait for an "E", kill dtrace, wait for a "D" after it
: > "$T/log"
"$D" -q -n "usdtt$P:::query-start {}" -p $P &
K=$!
w=0
while ! grep -q E "$T/log" && [ $w -lt 100 ]; do sleep 0.1; w=$((w + 1)); done
kill -9 $K
wait $K 2>/dev/null
: > "$T/log"
waitlen 3
kill $P
wait $P 2>/dev/null
echo "after SIGKILL: $(tr -s DE < "$T/log")"
"$D" -q -n 'usdtt$target:::query-start {}' -c "$T/usdtt 3 $T/log2"
echo "status $?"
cat "$T/log2"
echo
rm -rf "$T"
