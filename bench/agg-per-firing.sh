#!/bin/sh
# The cost per probe firing of two aggregating programs, against bpftrace's
# equivalents in the same run:
#   count     syscall::getpid:entry { @[execname] = count(); }
#   quantize  the latency of getpid: entry/return timestamps in a
#             thread-local variable, quantize() of the difference
#             (bpftrace: a map keyed by tid, hist())
#
#   sh bench/agg-per-firing.sh build/dtrace
#
# A small C program (built here with cc) calls getpid(2) N times
# (BENCH_CALLS, default 300000) and prints the CPU ns (user + system, so
# that a loaded machine does not count) per call; the cost per
# firing is the traced ns per call less the untraced one (median of
# BENCH_RUNS runs, default 5, each tracer started afresh and waited for
# until its BEGIN has printed).  Results in ns per call: count-per-firing,
# quantize-per-firing, with bpftrace's and the ratio when bpftrace is
# installed (Debian 12: apt-get install bpftrace).  Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/apf.$$
CALLS=${BENCH_CALLS:-300000}
RUNS=${BENCH_RUNS:-5}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT

cat >"$T/loop.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (long i = 0; i < n; i++)
		syscall(SYS_getpid);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n);
	return 0;
}
EOF
if ! cc -O2 -o "$T/loop" "$T/loop.c"; then
	echo "bench: cannot build the getpid loop" >&2
	exit 1
fi

# median of the numbers on stdin
median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-";
	    else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# run_traced CMD...: start the tracer, wait for "ready", time the loop, stop it;
# prints the loop's ns per call (nothing if the tracer did not start)
run_traced() {
	: >"$T/out"
	"$@" >"$T/out" 2>"$T/err" &
	pid=$!
	i=0
	while ! grep -q ready "$T/out" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 300 ] || ! kill -0 $pid 2>/dev/null; then
			echo "bench: tracer did not start: $*" >&2
			sed 's/^/  /' "$T/err" | head -5 >&2
			kill -INT $pid 2>/dev/null
			wait $pid 2>/dev/null
			return 1
		fi
		sleep 0.1
	done
	"$T/loop" "$CALLS"
	kill -INT $pid
	wait $pid 2>/dev/null
	return 0
}

base=$(for r in $(seq "$RUNS"); do "$T/loop" "$CALLS"; done | median)

ours_count='syscall::getpid:entry { @[execname] = count(); } BEGIN { printf("ready\n"); }'
ours_quant='syscall::getpid:entry { self->ts = timestamp; }
syscall::getpid:return /self->ts/ { @ = quantize(timestamp - self->ts); self->ts = 0; }
BEGIN { printf("ready\n"); }'
bt_count='tracepoint:syscalls:sys_enter_getpid { @[comm] = count(); } BEGIN { printf("ready\n"); }'
bt_quant='tracepoint:syscalls:sys_enter_getpid { @ts[tid] = nsecs; }
tracepoint:syscalls:sys_exit_getpid /@ts[tid]/ { @ = hist(nsecs - @ts[tid]); delete(@ts[tid]); }
BEGIN { printf("ready\n"); }'

have_bt=0
command -v bpftrace >/dev/null 2>&1 && have_bt=1

for what in count quant; do
	eval "ours=\$ours_$what"
	eval "theirs=\$bt_$what"
	o=$(for r in $(seq "$RUNS"); do run_traced "$DTRACE" -q -n "$ours"; done | median)
	[ "$o" = - ] && exit 1
	o=$(awk -v t="$o" -v b="$base" 'BEGIN { printf "%.1f\n", t - b }')
	name=$([ $what = count ] && echo count-per-firing || echo quantize-per-firing)
	if [ $have_bt = 1 ]; then
		b=$(for r in $(seq "$RUNS"); do run_traced bpftrace -B line -e "$theirs"; done | median)
		if [ "$b" != - ]; then
			b=$(awk -v t="$b" -v x="$base" 'BEGIN { printf "%.1f\n", t - x }')
			bench_result "$name" "$o" ns "$b" "$(bench_ratio "$o" "$b")"
			continue
		fi
	fi
	bench_result "$name" "$o" ns
done
bench_note "agg-per-firing: getpid() untraced ${base} ns per call; $CALLS calls, median of $RUNS runs"
if [ $have_bt = 1 ]; then
	bench_note "agg-per-firing: bpftrace $(bpftrace --version 2>/dev/null | awk '{ print $NF }')"
else
	bench_note "agg-per-firing: bpftrace is not installed (Debian 12: apt-get install bpftrace)"
fi
