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

bench_time 10 1 "'$DTRACE' -n '$ours'" || exit 1
wall=$BT_WALL
how=$BT_HOW

if ! command -v bpftrace >/dev/null 2>&1; then
	bench_result syscall-entry-startup "$wall" ms
	bench_note "syscall-entry-startup: bpftrace is not installed" \
	    "(Debian 12: apt-get install bpftrace)"
	exit 0
fi
if [ "${BENCH_BPFTRACE_RUNS:-${BENCH_RUNS:-3}}" = 0 ]; then
	bench_result syscall-entry-startup "$wall" ms
	bench_note "syscall-entry-startup: bpftrace skipped (BENCH_BPFTRACE_RUNS=0)"
	exit 0
fi
# bpftrace 0.17 complains that it cannot raise RLIMIT_MEMLOCK (the kernel
# accounts BPF memory to the cgroup, so that is harmless) and exits 0.
BENCH_RUNS=${BENCH_BPFTRACE_RUNS:-${BENCH_RUNS:-3}}
if ! bench_time 3 0 "bpftrace -e '$theirs'"; then
	bench_result syscall-entry-startup "$wall" ms
	bench_note "syscall-entry-startup: bpftrace failed"
	exit 0
fi
bench_result syscall-entry-startup "$wall" ms "$BT_WALL" "$(bench_ratio "$wall" "$BT_WALL")"
bench_note "syscall-entry-startup: timed with $how; bpftrace $(bpftrace --version 2>/dev/null |
    awk '{ print $NF }'), median of $BT_RUNS runs"
