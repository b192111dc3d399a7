#!/bin/sh
# Big aggregations: what reading, sorting and printing them costs dtrace.
#   agg-1m-exit      a program makes N lseek(-1, i, i & 3) calls (BENCH_KEYS,
#                    default 1000000), each a new key of
#                      syscall::lseek:entry /pid == $target/ { @[arg1, arg2] = count(); }
#                    (-x aggsize=256m): the wall time from the program's
#                    end to dtrace's exit, which reads, sorts and prints
#                    the aggregation (s)
#   agg-1m-rss       dtrace's peak resident memory in that run (MB)
#   agg-1m-fire      the program's time per call while traced, each call
#                    adding a key (us)
#   printa-100k      dtrace's CPU time for one printa() of a 100,000-key
#                    aggregation, from a run printing it at each of 5 ticks
#                    less one that does not (s)
#   printa-100k-rss  dtrace's peak resident memory in the printing run (MB)
# Every key must be printed (the benchmark fails otherwise).  bpftrace is
# not compared: its print of a map this size is not the same work.
#
#   sh bench/big-agg.sh build/dtrace
#
# Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/bigagg.$$
N=${BENCH_KEYS:-1000000}
P=${BENCH_PRINTA_KEYS:-100000}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT

${CC:-cc} -O2 -o "$T/trig" "$BENCH_DIR/lib/lseek-keys.c" &&
    ${CC:-cc} -O2 -o "$T/rusage" "$BENCH_DIR/lib/rusage.c" || exit 1

# run NAME KEYS D-PROGRAM: dtrace -c trig; sets rss (MB), cpu (s), end (s)
run() {
	"$T/rusage" "$DTRACE" -q -x aggsize=256m -n "$3" -c "$T/trig $2 $T/times" \
	    >"$T/out" 2>"$T/err"
	set -- "$1" "$2" $(grep '^rusage' "$T/err")
	rss=$(($4 / 1024)); cpu=$5; end=$7
	rows=$(awk 'NF == 3' "$T/out" | wc -l)
	if [ "$rows" -lt "$2" ]; then
		echo "bench: big-agg: $1: $rows rows printed, not $2" >&2
		grep -v '^rusage' "$T/err" | head -5 >&2
		exit 1
	fi
}

D='syscall::lseek:entry /pid == $target/ { @[arg1, arg2] = count(); }'
run agg-1m "$N" "$D"
read t0 t1 <"$T/times"
bench_result agg-1m-exit "$(awk -v a="$t1" -v b="$end" 'BEGIN { printf "%.2f", b - a }')" s
bench_result agg-1m-rss "$rss" MB
bench_result agg-1m-fire "$(awk -v a="$t0" -v b="$t1" -v n="$N" 'BEGIN { printf "%.2f", (b - a) * 1e6 / n }')" us

# the same program, ending 5 ticks after the trigger, with and without a
# printa() at each tick
E='syscall::exit_group:entry /pid == $target/ { done = 1; } tick-1s /done && ++n == 6/ { exit(0); }'
run printa-0 "$P" "$D $E"
c0=$cpu
run printa-5 "$((P * 5))" "$D $E tick-1s /done && n < 6/ { printa(@); }"
bench_result printa-100k "$(awk -v a="$c0" -v b="$cpu" 'BEGIN { printf "%.3f", (b - a) / 5 }')" s
bench_result printa-100k-rss "$rss" MB
bench_note "big-agg: $N keys at exit, $P keys printed 5 times; aggsize=256m"
