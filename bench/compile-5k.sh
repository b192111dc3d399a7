#!/bin/sh
# Compile a generated 5,000-line D program with -e (parse, check, code
# generation; nothing is loaded, so no BPF verifier is involved).
# Target: well under a second.
#
#   sh bench/compile-5k.sh build/dtrace
#
# Results: compile-5k (median wall time of 10 runs) and compile-5k-cpu
# (user+sys).  BENCH_LINES=N changes the size.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"

lines=${BENCH_LINES:-5000}
tmp=${BENCH_TMP:-${TMPDIR:-/tmp}}
gen=$tmp/compile-5k.$$.d
trap 'rm -f "$gen"' EXIT

sh "$BENCH_DIR/lib/gen-d.sh" "$lines" >"$gen" || exit 1

# It must compile before its time means anything.
if ! "$DTRACE" -e -s "$gen" >/dev/null; then
	echo "compile-5k: $DTRACE -e -s $gen failed" >&2
	exit 1
fi

bench_time 10 1 "'$DTRACE' -e -s '$gen'" || exit 1
bench_result compile-5k "$BT_WALL" ms
bench_result compile-5k-cpu "$BT_CPU" ms

clauses=$(grep -c '^{' "$gen")
insns=$("$DTRACE" -S -e -s "$gen" 2>&1 |
    sed -n 's/^BPF program for \(.*\) probes (\([0-9]*\) instructions).*/\1 \2/p' |
    awk '{ s = s (s == "" ? "" : ", ") $1 " " $2; t += $2 } END { printf "%s (%d in all)", s, t }')
bench_note "compile-5k: $(wc -l <"$gen") lines, $clauses clauses; BPF instructions: $insns;" \
    "timed with $BT_HOW"
