# Ctrl-C (SIGINT) stops dtrace: a newline is printed at the interrupt (even
# in quiet mode), END runs, aggregations are printed, status 0
D=$1
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
"$D" -q -n '
BEGIN { @["begin"] = count(); printf("started\n"); }
tick-10ms { @["ticks"] = count(); }
END { @["end"] = count(); printf("ending\n"); }' > "$tmp/out" 2> "$tmp/err" &
pid=$!
# wait until BEGIN has run, then let a few ticks fire
i=0
while [ ! -s "$tmp/out" ] && [ $i -lt 100 ]; do
	sleep 0.05
	i=$((i + 1))
done
sleep 0.5
kill -INT $pid
wait $pid
echo "status $?"
cat "$tmp/err"
# the tick count varies: print it as a bucket
awk '$1 == "ticks" { print "  ticks", ($2 >= 10 ? "many" : "few " $2); next }
    { print }' "$tmp/out"
