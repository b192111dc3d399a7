#!/bin/sh
# The cost per firing of a probe that prints, against bpftrace's in the
# same run: what the traced thread pays for each printed event.
#   syscall::getpid:entry { printf("%d %s\n", pid, execname); }
#   tracepoint:syscalls:sys_enter_getpid { printf("%d %s\n", pid, comm); }
# Both print into a file.  A small C program calls getpid(2) N times
# (BENCH_CALLS, default 100000); bench/lib/firing.sh says how a firing's
# cost is taken.  Result in ns per call, with bpftrace's and the ratio.
# Needs root.
#
#   sh bench/printf-per-firing.sh build/dtrace

BENCH_DIR=$(dirname "$0")
FIRING_CALLS=100000
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

firing_setup 'syscall(SYS_getpid);'
firing_measure printf-per-firing \
    'syscall::getpid:entry { printf("%d %s\n", pid, execname); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { printf("%d %s\n", pid, comm); } BEGIN { printf("ready\n"); }'
firing_notes printf-per-firing 'a getpid(2) loop, each call printed'
