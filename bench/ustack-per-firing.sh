#!/bin/sh
# The cost per probe firing of user stacks and symbols in aggregation
# keys, against bpftrace's equivalents in the same run:
#   ustack  syscall::getpid:entry { @[ustack()] = count(); }
#   ufunc   syscall::getpid:entry { @[ufunc(uregs[R_PC])] = count(); }
#           (bpftrace, whose tracepoints have no registers: @[ustack(1)])
#
#   sh bench/ustack-per-firing.sh build/dtrace
#
# The loop of bench/lib/firing.sh calls getpid(2) N times (BENCH_CALLS,
# default 300000) from one process: what is measured is the steady cost
# of a firing, after the first one of the process (which also samples
# the process's objects for dt_usyms.c).  Results in ns per call, with
# bpftrace's and the ratio when bpftrace is installed.  Needs root.

BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

firing_setup 'syscall(SYS_getpid);'
firing_measure ustack-per-firing \
    'syscall::getpid:entry { @[ustack()] = count(); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { @[ustack] = count(); } BEGIN { printf("ready\n"); }'
firing_measure ufunc-per-firing \
    'syscall::getpid:entry { @[ufunc(uregs[R_PC])] = count(); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { @[ustack(1)] = count(); } BEGIN { printf("ready\n"); }'
firing_notes ustack-per-firing "getpid()"
