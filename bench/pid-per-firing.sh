#!/bin/sh
# The cost per firing of a pid entry probe with count(), against a
# bpftrace uprobe on the same function in the same run:
#   pid$target:a.out:ping:entry { @ = count(); }
#   uprobe:LOOP:ping { @ = count(); }
# A small C program (built here) calls ping() CALLS times (BENCH_CALLS,
# default 200000) and prints the CPU ns per call; each tracer starts it
# with -c, so that the probes are in place before it runs.  Each of
# BENCH_RUNS runs (default 5) times the loop untraced, under us, untraced,
# under bpftrace, untraced; a firing's cost is the traced ns per call less
# the mean of the untraced loops around it.  Result in ns: the median.
# Needs root.
#
#   sh bench/pid-per-firing.sh build/dtrace

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/compare.sh"
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/pidfire.$$
CALLS=${BENCH_CALLS:-200000}
RUNS=${BENCH_RUNS:-5}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT
have_bt=0
command -v bpftrace >/dev/null 2>&1 && have_bt=1

cat >"$T/loop.c" <<'EOC'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__attribute__((noinline)) void
ping(long i)
{
	__asm__ volatile("" : : "r"(i));
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (long i = 0; i < n; i++)
		ping(i);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("ns-per-call %.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n);
	return 0;
}
EOC
cc -O2 -o "$T/loop" "$T/loop.c" || exit 1

untraced() { "$T/loop" "$CALLS" | awk '{ print $2 }'; }
ours() {
	"$DTRACE" -q -n 'pid$target:a.out:ping:entry { @ = count(); }' -c "$T/loop $CALLS" |
	    awk '/ns-per-call/ { print $2 }'
}
theirs() {
	bpftrace -e "uprobe:$T/loop:ping { @ = count(); }" -c "$T/loop $CALLS" 2>/dev/null |
	    awk '/ns-per-call/ { print $2 }'
}
compare_runs
o=$(median <"$T/ours")
[ "$o" = - ] && exit 1
b=$(median <"$T/theirs")
if [ $have_bt = 1 ] && [ "$b" != - ]; then
	bench_result pid-entry-count-per-firing "$o" ns "$b" "$(bench_ratio "$o" "$b")"
	bench_note "pid-per-firing: bpftrace $(bpftrace --version 2>/dev/null | awk '{ print $NF }')"
else
	bench_result pid-entry-count-per-firing "$o" ns
fi
bench_note "pid-per-firing: ping() untraced $(median <"$T/base") ns per call; $CALLS calls, median of $RUNS runs"
