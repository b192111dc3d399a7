#!/bin/sh
# The cost per probe firing of aggregating programs, against bpftrace's
# equivalents in the same run:
#   count     syscall::getpid:entry { @[execname] = count(); }
#   quantize  the latency of getpid: entry/return timestamps in a
#             thread-local variable, quantize() of the difference
#             (bpftrace: a map keyed by tid, hist())
#   many-aggs 32 aggregations @a0..@a31[execname] = count() in one clause
#             (past 24, aggregations of one shape share a map: the cost
#             per aggregation against bpftrace's one map each)
#   int-arith int arithmetic in clause-local variables (D's 64-bit
#             registers, narrowed on store), summed
#
#   sh bench/agg-per-firing.sh build/dtrace
#
# A small C program calls getpid(2) N times (BENCH_CALLS, default
# 300000); bench/lib/firing.sh says how a firing's cost is taken.  Results
# in ns per call: count-per-firing, quantize-per-firing, with bpftrace's
# and the ratio when bpftrace is installed (Debian 12: apt-get install
# bpftrace).  Needs root.

BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

firing_setup 'syscall(SYS_getpid);'
firing_measure count-per-firing \
    'syscall::getpid:entry { @[execname] = count(); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { @[comm] = count(); } BEGIN { printf("ready\n"); }'
firing_measure quantize-per-firing \
    'syscall::getpid:entry { self->ts = timestamp; }
syscall::getpid:return /self->ts/ { @ = quantize(timestamp - self->ts); self->ts = 0; }
BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { @ts[tid] = nsecs; }
tracepoint:syscalls:sys_exit_getpid /@ts[tid]/ { @ = hist(nsecs - @ts[tid]); delete(@ts[tid]); }
BEGIN { printf("ready\n"); }'
many_d= many_bt=
for i in $(seq 0 31); do
	many_d="$many_d @a$i[execname] = count();"
	many_bt="$many_bt @a$i[comm] = count();"
done
firing_measure many-aggs-per-firing \
    "syscall::getpid:entry {$many_d } BEGIN { printf(\"ready\\n\"); }" \
    "tracepoint:syscalls:sys_enter_getpid {$many_bt } BEGIN { printf(\"ready\\n\"); }"
firing_measure int-arith-per-firing \
    'syscall::getpid:entry { this->a = pid; this->b = this->a * 3 + 7; this->c = (this->b ^ 0x5a5a) % 1000; @ = sum(this->c - this->a / 7); } BEGIN { printf("ready\n"); }' \
    'tracepoint:syscalls:sys_enter_getpid { $a = (int32)pid; $b = $a * 3 + 7; $c = ($b ^ 0x5a5a) % 1000; @ = sum($c - $a / 7); } BEGIN { printf("ready\n"); }'
firing_notes agg-per-firing "getpid()"
