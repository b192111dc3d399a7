#!/bin/sh
# The disabled-probe effect: a getpid() loop (bench/lib/getpid-loop.c, built
# here) timed with no tracer, then while dtrace has probes enabled that the
# loop does not fire, then while bpftrace has the equivalent ones; the
# figure is each tracer's time per call over the untraced time (1.00: no
# effect).  Enabled:
#   openat   syscall::openat:entry          tracepoint:syscalls:sys_enter_openat
#   sdt      sdt:::sched_process_exec        tracepoint:sched:sched_process_exec
#   read*    syscall::*read*:entry           tracepoint:syscalls:sys_enter_*read*
# openat and read* show the cost of our syscall dispatch: with any number
# of syscall probes, dtrace attaches one program to the sys_enter raw
# tracepoint (not a perf event per syscall, each closed with an RCU grace
# period), so every syscall, getpid too, runs the program to its
# dispatch-map miss (dt_prov_syscall.c).
#
#   sh bench/disabled-probe.sh build/dtrace
#
# Results: getpid-untraced (ns per call, median of 5 rounds) and
# getpid-unrelated-<probes> (time per call traced over the mean of the
# untraced times measured just before and after, ours and bpftrace's).
# The machine's other work shows in these figures: with other tracers
# attached to raw_syscalls every getpid runs their programs too.
# BENCH_CALLS=N calls per round (default 300,000).  Needs root and cc.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
. "$BENCH_DIR/lib/measure.sh"

tmp=${BENCH_TMP:-${TMPDIR:-/tmp}}
loop=$tmp/getpid-loop.$$
out=$tmp/disabled-probe.$$
trap 'rm -f "$loop" "$out"' EXIT
calls=${BENCH_CALLS:-300000}
rounds=${BENCH_RUNS:-5}

${CC:-cc} -O2 -o "$loop" "$BENCH_DIR/lib/getpid-loop.c" || exit 1
measure() { "$loop" "$calls" "$rounds"; }

# start a tracer in the background ($@), wait until it has attached
# (the line $ready in its output), measure, stop it with SIGINT
traced() {
	ready=$1
	shift
	"$@" >"$out" 2>&1 &
	pid=$!
	i=0
	while ! grep -q "$ready" "$out" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 300 ] || ! kill -0 $pid 2>/dev/null; then
			echo "bench: $* did not start:" >&2
			sed 's/^/  /' "$out" | head -5 >&2
			kill -INT $pid 2>/dev/null
			wait $pid
			return 1
		fi
		sleep 0.1
	done
	sleep 0.5
	measure
	kill -INT $pid
	wait $pid
}

# each traced measurement against the mean of untraced ones just before
# and after it (the machine's load drifts)
paired() {
	b1=$(measure) || return 1
	t=$(traced "$@") || return 1
	b2=$(measure) || return 1
	awk -v a="$b1" -v b="$b2" -v t="$t" 'BEGIN { m = (a + b) / 2; printf "%.3g %.1f %.1f\n", t / m, m, t }'
}

base=$(measure) || exit 1
bench_result getpid-untraced "$base" ns
notes=
one() {
	r=$(paired matched "$DTRACE" -n "$2 { @ = count(); }") || exit 1
	o=${r%% *}
	notes="$notes; $1: ours $(echo "$r" | awk '{ print $3 " vs " $2 }')"
	if command -v bpftrace >/dev/null 2>&1 &&
	    r=$(paired Attaching bpftrace -e "$3 { @ = count(); }"); then
		t=${r%% *}
		notes="$notes, bpftrace $(echo "$r" | awk '{ print $3 " vs " $2 }')"
		bench_result "getpid-unrelated-$1" "$o" x "$t" "$(bench_ratio "$o" "$t")"
	else
		bench_result "getpid-unrelated-$1" "$o" x
	fi
}
one openat 'syscall::openat:entry' 'tracepoint:syscalls:sys_enter_openat'
one sdt 'sdt:::sched_process_exec' 'tracepoint:sched:sched_process_exec'
one 'read*' 'syscall::*read*:entry' 'tracepoint:syscalls:sys_enter_*read*'
bench_note "disabled-probe: ns per getpid traced vs untraced around it$notes"
command -v bpftrace >/dev/null 2>&1 ||
    bench_note "disabled-probe: bpftrace is not installed (apt-get install bpftrace)"
