# A glob in place of the process id (usdtt*): probes on the files of the
# running processes that have the provider, in every process: they fire
# in the process running when dtrace starts and in one started after
# (by system(), once tracing), with their arguments; the instance is
# named by the provider alone (dtrace -l).
D=$1
T=$(mktemp -d)
sh inc/build.sh "$T" "$D" || exit 1
"$T/usdtt" -1 &
P=$!
w=0
while ! grep -q libusdtt.so /proc/$P/maps 2>/dev/null && [ $w -lt 100 ]; do
	sleep 0.1
	w=$((w + 1))
done
"$D" -w -q -n "
usdtt*:::query-start /pid == $P/ { first = 1; }
usdtt*:::query-start /pid != $P/ { @[probeprov, copyinstr(arg0), args[1]] = count(); }
usdtt*:::lib-call /pid != $P && ++n == 4/ { printf(\"first fired: %d\n\", first); exit(0); }
tick-1s /!started/ { started = 1; system(\"$T/usdtt 4\"); }
tick-20s { printf(\"timed out\n\"); exit(1); }"
echo "status $?"
"$D" -l -n 'usdtt*:::lib-call' | awk '{ $1 = $1; print }'
kill $P
wait $P 2>/dev/null
rm -rf "$T"
