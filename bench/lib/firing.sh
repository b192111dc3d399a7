# The cost per probe firing, against bpftrace in the same run (sourced by
# bench/agg-per-firing.sh and bench/copyinstr-per-firing.sh; POSIX sh).
#
#   firing_setup 'C statement run once per call, i in scope'
#   firing_measure NAME 'our D program' 'bpftrace program'
#   firing_notes BENCH 'what the loop does'
#
# firing_setup builds (cc) a loop that runs the statement CALLS times
# (BENCH_CALLS, default FIRING_CALLS) and prints the CPU ns (user +
# system, so that a loaded machine does not count) per call.  Each of
# BENCH_RUNS runs (default 5) of firing_measure times the loop untraced,
# traced by us, untraced, traced by bpftrace, untraced; a firing's cost is
# the traced ns per call less the mean of the untraced loops just before
# and after it, so that the load of a shared machine, which drifts over a
# run, is taken where the traced loop ran; the result (bench_result) is
# the median over the runs, with bpftrace's and the ratio when bpftrace is
# installed.  Both programs must print "ready" from BEGIN: each tracer is
# started afresh and waited for until it has.  Needs root.
#
# FIRING_CPU=N (set by firing_per_cpu) pins the loop to CPU N (taskset):
# a firing costs differently on each CPU of a VM, so the issue's figures
# are per CPU.  firing_per_cpu NAME D BT runs firing_measure once per CPU
# in BENCH_CPUS (default: every online CPU), naming results NAME-cpuN.

DTRACE=${1:-build/dtrace}
T=${BENCH_TMP:-${TMPDIR:-/tmp}}/firing.$$
CALLS=${BENCH_CALLS:-${FIRING_CALLS:-300000}}
RUNS=${BENCH_RUNS:-5}
mkdir -p "$T" || exit 1
trap 'rm -rf "$T"' EXIT
: >"$T/untraced"
have_bt=0
command -v bpftrace >/dev/null 2>&1 && have_bt=1

firing_setup() {
	cat >"$T/loop.c" <<EOC
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000;
	struct timespec a, b;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
	for (long i = 0; i < n; i++) {
		$1
	}
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
	printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / n);
	return 0;
}
EOC
	if ! cc -O2 -o "$T/loop" "$T/loop.c"; then
		echo "bench: cannot build the loop" >&2
		exit 1
	fi
}

# loop N: the loop, pinned to FIRING_CPU when it is set
loop() {
	if [ -n "$FIRING_CPU" ]; then
		taskset -c "$FIRING_CPU" "$T/loop" "$1"
	else
		"$T/loop" "$1"
	fi
}

# median of the numbers on stdin
median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-";
	    else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# run_traced CMD...: start the tracer, wait for "ready", time the loop, stop it;
# prints the loop's ns per call (nothing if the tracer did not start)
run_traced() {
	: >"$T/out"
	"$@" >"$T/out" 2>"$T/err" &
	pid=$!
	i=0
	while ! grep -q ready "$T/out" 2>/dev/null; do
		i=$((i + 1))
		if [ $i -gt 300 ] || ! kill -0 $pid 2>/dev/null; then
			echo "bench: tracer did not start: $*" >&2
			sed 's/^/  /' "$T/err" | head -5 >&2
			kill -INT $pid 2>/dev/null
			wait $pid 2>/dev/null
			return 1
		fi
		sleep 0.1
	done
	loop "$CALLS"
	stop_tracer $pid
	return 0
}

# stop_tracer PID: SIGINT, and SIGTERM if it has not exited 5 s later
# (bpftrace 0.17 at times ignores a SIGINT)
stop_tracer() {
	kill -INT "$1" 2>/dev/null
	( sleep 5; kill -TERM "$1" ) >/dev/null 2>&1 &
	wd=$!
	wait "$1" 2>/dev/null
	kill $wd 2>/dev/null
	wait $wd 2>/dev/null
}

# per_firing U1 TRACED U2: the traced loop less the untraced loops around it
per_firing() {
	awk -v u1="$1" -v t="$2" -v u2="$3" 'BEGIN { printf "%.1f\n", t - (u1 + u2) / 2 }'
}

firing_measure() {
	: >"$T/ours"
	: >"$T/theirs"
	for r in $(seq "$RUNS"); do
		u1=$(loop "$CALLS")
		t=$(run_traced "$DTRACE" -q -n "$2")
		u2=$(loop "$CALLS")
		echo "$u1" >>"$T/untraced"
		[ -n "$t" ] && per_firing "$u1" "$t" "$u2" >>"$T/ours"
		[ $have_bt = 1 ] || continue
		t=$(run_traced bpftrace -B line -e "$3")
		u3=$(loop "$CALLS")
		echo "$u2" >>"$T/untraced"
		[ -n "$t" ] && per_firing "$u2" "$t" "$u3" >>"$T/theirs"
	done
	o=$(median <"$T/ours")
	[ "$o" = - ] && exit 1
	b=$(median <"$T/theirs")
	if [ $have_bt = 1 ] && [ "$b" != - ]; then
		bench_result "$1" "$o" ns "$b" "$(bench_ratio "$o" "$b")"
	else
		bench_result "$1" "$o" ns
	fi
}

# firing_per_cpu NAME 'our D program' 'bpftrace program'
firing_per_cpu() {
	for c in ${BENCH_CPUS:-$(seq 0 $(($(nproc) - 1)))}; do
		FIRING_CPU=$c
		firing_measure "$1-cpu$c" "$2" "$3"
	done
	FIRING_CPU=
}

firing_notes() {
	base=$(median <"$T/untraced")
	bench_note "$1: $2 untraced ${base} ns per call; $CALLS calls, median of $RUNS runs"
	if [ $have_bt = 1 ]; then
		bench_note "$1: bpftrace $(bpftrace --version 2>/dev/null | awk '{ print $NF }')"
	else
		bench_note "$1: bpftrace is not installed (Debian 12: apt-get install bpftrace)"
	fi
}
