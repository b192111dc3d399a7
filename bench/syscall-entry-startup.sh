#!/bin/sh
# Enabling every syscall entry probe and exiting at once: the cost of
# attaching (and detaching) syscall:::entry, against bpftrace's
# tracepoint:syscalls:sys_enter_* when bpftrace is installed.
#
#   sh bench/syscall-entry-startup.sh build/dtrace
#
# Result: syscall-entry-startup  ours (median of 10) and bpftrace (median
# of BENCH_BPFTRACE_RUNS, default 3: bpftrace attaches one perf event per
# tracepoint and each close costs ~75 ms here, ~27 s a run; 0 skips it).
# Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"

ours='syscall:::entry { @ = count(); } BEGIN { exit(0); }'
theirs='tracepoint:syscalls:sys_enter_* { @ = count(); } BEGIN { exit(); }'

bench_versus syscall-entry-startup 10 "'$DTRACE' -n '$ours'" \
    "${BENCH_BPFTRACE_RUNS:-${BENCH_RUNS:-3}}" "$theirs"
