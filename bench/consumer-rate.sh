#!/bin/sh
# How many printed events per second the consumer keeps up with, against
# bpftrace in the same run: a program makes N getpid calls as fast as it
# can (BENCH_EVENTS, default 1000000), each printed by
#   syscall::getpid:entry /pid == $target/ { printf("%d\n", pid); }
#   tracepoint:syscalls:sys_enter_getpid /pid == cpid/ { printf("%d\n", pid); }
# into a file.  The rate is the lines printed over the tracer's wall time
# from start to exit; every event must be printed or counted in a drop
# the tracer reports (printed + drops = N: the benchmark fails otherwise,
# for us; bpftrace's "Lost N events" are counted the same way).  A higher
# rate is better: the ratio is ours over bpftrace's.
#
#   sh bench/consumer-rate.sh build/dtrace
#
# Results: consumer-rate (printed events/s), with the printed and dropped
# counts in the notes.  Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/crate.$$
N=${BENCH_EVENTS:-1000000}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT

# the getpid loop of bench/disabled-probe.sh, one round (it prints its
# time per call at the end: not a number the probe prints)
${CC:-cc} -O2 -o "$T/gp" "$BENCH_DIR/lib/getpid-loop.c" || exit 1

now() { date +%s.%N; }

# rate START END PRINTED: events per second
rate() { awk -v a="$1" -v b="$2" -v n="$3" 'BEGIN { printf "%.0f\n", n / (b - a) }'; }

s=$(now)
"$DTRACE" -q -n 'syscall::getpid:entry /pid == $target/ { printf("%d\n", pid); }' \
    -c "$T/gp $N 1" >"$T/out" 2>"$T/err"
e=$(now)
printed=$(grep -c '^[0-9][0-9]*$' "$T/out")
drops=$(awk '$1 == "dtrace:" && / drops? / { n += $2 } END { print n + 0 }' "$T/err")
if [ $((printed + drops)) -ne "$N" ]; then
	echo "bench: consumer-rate: printed $printed + dropped $drops != $N events" >&2
	sed 's/^/  /' "$T/err" | head -5 >&2
	exit 1
fi
ours=$(rate "$s" "$e" "$printed")
bench_note "consumer-rate: ours printed $printed and reported $drops dropped of $N in $(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.2f", b - a }') s"

if command -v bpftrace >/dev/null 2>&1; then
	s=$(now)
	bpftrace -e 'tracepoint:syscalls:sys_enter_getpid /pid == cpid/ { printf("%d\n", pid); }' \
	    -c "$T/gp $N 1" >"$T/out" 2>"$T/err"
	e=$(now)
	printed=$(grep -c '^[0-9][0-9]*$' "$T/out")
	lost=$(cat "$T/out" "$T/err" | awk '/^Lost [0-9]+ events/ { n += $2 } END { print n + 0 }')
	theirs=$(rate "$s" "$e" "$printed")
	bench_note "consumer-rate: bpftrace $(bpftrace --version 2>/dev/null | awk '{ print $NF }') printed $printed and reported $lost lost of $N in $(awk -v a="$s" -v b="$e" 'BEGIN { printf "%.2f", b - a }') s"
	bench_result consumer-rate "$ours" ev/s "$theirs" "$(bench_ratio "$ours" "$theirs")"
else
	bench_result consumer-rate "$ours" ev/s
	bench_note "consumer-rate: bpftrace is not installed (Debian 12: apt-get install bpftrace)"
fi
