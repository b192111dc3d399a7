#!/bin/sh
# The cost per firing of a syscall tracepoint probe on each CPU, for the
# programs a user writes most, against bpftrace's equivalents in the
# same run (issue 16's table):
#   empty      syscall::getpid:entry { }
#   false      syscall::getpid:entry /pid == 1/ { @ = count(); }
#   count      syscall::getpid:entry { @ = count(); }
#   execname   syscall::getpid:entry { @[execname] = count(); }
#   quantize   syscall::getpid:entry /pid != 1/ { @ = quantize(timestamp); }
#   copyinstr  syscall::openat:entry { @[copyinstr(arg1)] = count(); }
#              (an open+close loop)
#
#   sh bench/tp-per-firing.sh build/dtrace
#
# The loop is pinned to each online CPU in turn (BENCH_CPUS="0 1" picks
# them); bench/lib/firing.sh says how a firing's cost is taken.  Results
# in ns per call, named SCENARIO-cpuN.  Needs root.

BENCH_DIR=$(dirname "$0")
FIRING_CALLS=200000
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

R='BEGIN { printf("ready\n"); }'
E=syscall::getpid:entry
B=tracepoint:syscalls:sys_enter_getpid

firing_setup 'syscall(SYS_getpid);'
firing_per_cpu empty "$E { } $R" "$B { } $R"
firing_per_cpu false "$E /pid == 1/ { @ = count(); } $R" \
    "$B /pid == 1/ { @ = count(); } $R"
firing_per_cpu count "$E { @ = count(); } $R" "$B { @ = count(); } $R"
firing_per_cpu execname "$E { @[execname] = count(); } $R" \
    "$B { @[comm] = count(); } $R"
firing_per_cpu quantize "$E /pid != 1/ { @ = quantize(timestamp); } $R" \
    "$B /pid != 1/ { @ = hist(nsecs); } $R"
firing_notes tp-per-firing "getpid()"

FIRING_CALLS=100000
CALLS=${BENCH_CALLS:-$FIRING_CALLS}
: >"$T/untraced"
firing_setup 'close(open("/etc/hostname", O_RDONLY));'
firing_per_cpu copyinstr \
    "syscall::openat:entry { @[copyinstr(arg1)] = count(); } $R" \
    "tracepoint:syscalls:sys_enter_openat { @[str(args->filename)] = count(); } $R"
firing_notes tp-per-firing "open+close"
