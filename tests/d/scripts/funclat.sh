# scripts/funclat.d in both its shapes, on inc/lattrig.c:
#   funclat.d -p PID napms: a running process that, once its napms has a
#   breakpoint, calls it 20 times, each a 2 ms nanosleep: 20 calls, none
#   under 1 ms (the power-of-two bucket below 2 ms starts at 1048576)
#   funclat.d -c cmd fib: the recursive fib(10), 177 calls, each timed
#   at its own depth
# dtrace ends when the process exits.  PIDs normalized; each histogram
# summed up by awk.
. inc/env.sh
tmpdir
build lattrig -O0 -fno-omit-frame-pointer
summary() {
	awk '/^Tracing/ { gsub(/[0-9]+/, "N"); print; next }
	    / nanoseconds$/ { name = $1; sub(/,$/, "", name); print; next }
	    $2 == "|" || $2 ~ /^\|/ { if ($NF > 0) { n[name] += $NF; if ($1 < 1048576) short[name] += $NF } }
	    END { for (f in n) printf("%s calls: %d, under 1 ms: %d\n", f, n[f], short[f]) }' "$1"
}
"$T/lattrig" wait &
P=$!
i=0
while [ "$(readlink /proc/$P/exe)" != "$T/lattrig" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
"$S/funclat.d" -p $P napms > "$T/out"
echo "status $?"
wait $P
echo "lattrig status $?"
summary "$T/out"
"$S/funclat.d" -c "$T/lattrig" fib > "$T/out"
echo "status $?"
summary "$T/out"
