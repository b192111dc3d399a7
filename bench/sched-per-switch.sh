#!/bin/sh
# The cost a context switch pays for a sched provider probe, against
# bpftrace on the same scheduler event in the same run:
#   sched:::off-cpu { @[execname] = count(); }
#   tracepoint:sched:sched_switch { @[comm] = count(); }
# (bpftrace 0.17 has no raw tracepoints here: its rawtracepoint: probes
# fail to parse; its tracepoint pays for the perf record too).  A small C program (built here) makes
# two processes, pinned to one CPU, pass a byte back and forth over pipes
# ROUNDS times (BENCH_ROUNDS, default 200000): each round is two context
# switches.  It prints the wall ns per switch; each tracer starts it with
# -c.  Each of BENCH_RUNS runs (default 5) times it untraced, under us,
# untraced, under bpftrace, untraced; a switch's cost is the traced ns less
# the mean of the untraced runs around it.  Result in ns: the median.
# Needs root.
#
#   sh bench/sched-per-switch.sh build/dtrace

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/compare.sh"
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/schedsw.$$
ROUNDS=${BENCH_ROUNDS:-200000}
RUNS=${BENCH_RUNS:-5}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT
have_bt=0
command -v bpftrace >/dev/null 2>&1 && have_bt=1

cat >"$T/pingpong.c" <<'EOC'
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 100000;
	int ab[2], ba[2];
	struct timespec a, b;
	cpu_set_t one;
	char c = 0;
	pid_t kid;

	CPU_ZERO(&one);
	CPU_SET(0, &one);
	sched_setaffinity(0, sizeof(one), &one);
	if (pipe(ab) != 0 || pipe(ba) != 0)
		return 1;
	if ((kid = fork()) == 0) {
		for (long i = 0; i < n; i++)
			if (read(ab[0], &c, 1) != 1 || write(ba[1], &c, 1) != 1)
				_exit(1);
		_exit(0);
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		if (write(ab[1], &c, 1) != 1 || read(ba[0], &c, 1) != 1)
			return 1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	waitpid(kid, NULL, 0);
	printf("ns-per-switch %.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / (2.0 * n));
	return 0;
}
EOC
cc -O2 -o "$T/pingpong" "$T/pingpong.c" || exit 1

untraced() { "$T/pingpong" "$ROUNDS" | awk '{ print $2 }'; }
ours() {
	"$DTRACE" -q -n 'sched:::off-cpu { @[execname] = count(); }' -c "$T/pingpong $ROUNDS" |
	    awk '/ns-per-switch/ { print $2 }'
}
theirs() {
	bpftrace -e 'tracepoint:sched:sched_switch { @[comm] = count(); }' -c "$T/pingpong $ROUNDS" \
	    2>/dev/null | awk '/ns-per-switch/ { print $2 }'
}
compare_runs
o=$(median <"$T/ours")
[ "$o" = - ] && exit 1
b=$(median <"$T/theirs")
if [ $have_bt = 1 ] && [ "$b" != - ]; then
	bench_result sched-offcpu-count-per-switch "$o" ns "$b" "$(bench_ratio "$o" "$b")"
	bench_note "sched-per-switch: bpftrace $(bpftrace --version 2>/dev/null | awk '{ print $NF }'), tracepoint:sched:sched_switch"
else
	bench_result sched-offcpu-count-per-switch "$o" ns
fi
bench_note "sched-per-switch: a switch untraced $(median <"$T/base") ns; $ROUNDS rounds, median of $RUNS runs"
