#!/bin/sh
# What enabling a few syscall probes costs the syscalls they do not
# trace: a getpid(2) loop's time traced by
#   syscall::*read*:entry { @ = count(); }
# (bpftrace: tracepoint:syscalls:sys_enter_*read*), as a multiple of its
# untraced time, against bpftrace's in the same run.
#
#   sh bench/syscall-tax.sh build/dtrace
#
# bench/lib/firing.sh says how the loop is run and timed (pinned to each
# CPU in turn, the traced run between two untraced ones).  Results:
# syscall-tax-cpuN, the traced loop's time over the untraced one's (1.00 is
# no tax).  Needs root.

BENCH_DIR=$(dirname "$0")
FIRING_CALLS=300000
. "$BENCH_DIR/lib/measure.sh"
. "$BENCH_DIR/lib/firing.sh"

R='BEGIN { printf("ready\n"); }'
firing_setup 'syscall(SYS_getpid);'
for c in ${BENCH_CPUS:-$(seq 0 $(($(nproc) - 1)))}; do
	FIRING_CPU=$c
	: >"$T/ours"; : >"$T/theirs"
	for r in $(seq "$RUNS"); do
		u1=$(loop "$CALLS")
		t=$(run_traced "$DTRACE" -q -n "syscall::*read*:entry { @ = count(); } $R")
		u2=$(loop "$CALLS")
		echo "$u1" >>"$T/untraced"
		[ -n "$t" ] && awk -v a="$u1" -v t="$t" -v b="$u2" \
		    'BEGIN { printf "%.3f\n", 2 * t / (a + b) }' >>"$T/ours"
		[ $have_bt = 1 ] || continue
		t=$(run_traced bpftrace -B line -e "tracepoint:syscalls:sys_enter_*read* { @ = count(); } $R")
		u3=$(loop "$CALLS")
		[ -n "$t" ] && awk -v a="$u2" -v t="$t" -v b="$u3" \
		    'BEGIN { printf "%.3f\n", 2 * t / (a + b) }' >>"$T/theirs"
	done
	o=$(median <"$T/ours")
	[ "$o" = - ] && exit 1
	b=$(median <"$T/theirs")
	if [ $have_bt = 1 ] && [ "$b" != - ]; then
		bench_result "syscall-tax-cpu$c" "$o" x "$b"
	else
		bench_result "syscall-tax-cpu$c" "$o" x
	fi
done
firing_notes syscall-tax "getpid()"
