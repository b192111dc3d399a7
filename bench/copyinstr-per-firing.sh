#!/bin/sh
# The cost per firing of a syscall entry probe that copies in a string
# argument, against bpftrace's equivalent in the same run:
#   copyinstr  syscall::openat:entry { @[copyinstr(arg1)] = count(); }
#              (bpftrace: tracepoint:syscalls:sys_enter_openat with
#              @[str(args->filename)] = count())
# Ours tries the name's first byte at entry and has the call's exit
# tracepoint attached, to run an entry deferred when its name is not
# paged in (dt_prov_syscall.c); in this loop the name is always paged in,
# so this is the price of being ready to defer.
#
#   sh bench/copyinstr-per-firing.sh build/dtrace
#
# A small C program opens and closes /etc/hostname N times (BENCH_CALLS,
# default 100000); bench/lib/firing.sh says how a firing's cost is taken.
# Needs root.

BENCH_DIR=$(dirname "$0")
FIRING_CALLS=100000
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

firing_setup 'close(open("/etc/hostname", O_RDONLY));'
firing_measure copyinstr-per-firing \
    'syscall::openat:entry { @[copyinstr(arg1)] = count(); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_openat { @[str(args->filename)] = count(); } BEGIN { printf("ready\n"); }'
firing_notes copyinstr-per-firing "open+close"
