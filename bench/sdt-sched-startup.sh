#!/bin/sh
# Enabling every tracepoint of the sched group (26 here) and exiting after
# a millisecond: attaching and detaching sdt probes, one perf event each
# (closing one waits for the kernel, DESIGN.md §7; dtrace closes them from
# several threads), against bpftrace's tracepoint:sched:*.
#
#   sh bench/sdt-sched-startup.sh build/dtrace
#
# Result: sdt-sched-startup, median wall time of 5 runs (BENCH_RUNS), ours
# and bpftrace's when it is installed.  Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"

ours='sdt::sched: { @ = count(); } tick-1ms { exit(0); }'
theirs='tracepoint:sched:* { @ = count(); } interval:ms:1 { exit(); }'

bench_time 5 1 "'$DTRACE' -q -n '$ours'" || exit 1
wall=$BT_WALL
how=$BT_HOW
if ! command -v bpftrace >/dev/null 2>&1 || ! bench_time 5 0 "bpftrace -e '$theirs'"; then
	bench_result sdt-sched-startup "$wall" ms
	bench_note "sdt-sched-startup: bpftrace is missing or failed"
	exit 0
fi
bench_result sdt-sched-startup "$wall" ms "$BT_WALL" "$(bench_ratio "$wall" "$BT_WALL")"
bench_note "sdt-sched-startup: timed with $how, $(ls -d /sys/kernel/tracing/events/sched/*/ |
    wc -l) tracepoints"
