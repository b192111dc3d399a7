#!/bin/sh
# Enabling every tracepoint of the sched group (26 here) and exiting after
# a millisecond: attaching and detaching sdt probes, one perf event each
# (closing one waits for the kernel, docs/ARCHITECTURE.md, Kernel facts; dtrace closes them from
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

bench_versus sdt-sched-startup 5 "'$DTRACE' -q -n '$ours'" "${BENCH_RUNS:-5}" "$theirs" \
    "$(ls -d /sys/kernel/tracing/events/sched/*/ 2>/dev/null | wc -l) tracepoints"
