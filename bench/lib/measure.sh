# Timing helpers for the benchmarks (sourced by bench/<name>.sh; POSIX sh).
#
#   bench_time RUNS WARMUP 'command line'
#
# runs the command WARMUP times unmeasured, then RUNS times, its output
# discarded, and sets
#   BT_WALL  median wall-clock time, ms
#   BT_CPU   user+sys CPU time, ms (mean per run with hyperfine, which only
#            reports means; median per run with the fallback loop)
#   BT_HOW   "hyperfine" or "loop"
#   BT_RUNS  the number of measured runs
# It returns non-zero (with the command's stderr on ours) when a run fails.
# The command line is split as a shell would split it, without running a
# shell for it (hyperfine -N; the loop uses eval), so quote arguments.
#
# hyperfine is used when installed (Debian 12: apt-get install hyperfine),
# unless BENCH_NO_HYPERFINE=1.  The fallback loop reads the clock with
# `date +%s%N` around each run and CPU time with the shell's `times`
# (1/100 s resolution), and subtracts the cost of an empty run (`:`)
# measured the same way.  BENCH_RUNS=N overrides every RUNS (quick looks).

BT_TMP=${BENCH_TMP:-${TMPDIR:-/tmp}}/bt.$$

bench_time() {
	bt_runs=${BENCH_RUNS:-$1}
	bt_warm=$2
	bt_cmd=$3
	if [ "${BENCH_NO_HYPERFINE:-0}" != 1 ] && command -v hyperfine >/dev/null 2>&1; then
		bt_hyperfine
	else
		bt_loop
	fi
}

bt_hyperfine() {
	BT_HOW=hyperfine
	# hyperfine wants at least 2 runs.
	[ "$bt_runs" -ge 2 ] || bt_runs=2
	BT_RUNS=$bt_runs
	if ! hyperfine -N --style none -r "$bt_runs" -w "$bt_warm" \
	    --export-csv "$BT_TMP.csv" "$bt_cmd" >/dev/null 2>"$BT_TMP.err"; then
		echo "bench: failed: $bt_cmd" >&2
		# Show why: run it once more, keeping its stderr.
		eval "$bt_cmd" >/dev/null 2>"$BT_TMP.err2"
		sed 's/^/  /' "$BT_TMP.err2" "$BT_TMP.err" | head -20 >&2
		rm -f "$BT_TMP".*
		return 1
	fi
	# command,mean,stddev,median,user,system,min,max (the command may
	# contain commas: count fields from the end).
	set -- $(tail -n 1 "$BT_TMP.csv" | awk -F, '{
		printf "%.2f %.2f\n", $(NF-4) * 1000, ($(NF-3) + $(NF-2)) * 1000 }')
	BT_WALL=$1
	BT_CPU=$2
	rm -f "$BT_TMP".*
}

# Children's user+sys CPU time so far, ms, from `times` (second line).
# `times` must run in this shell (a subshell would see its own zeros), so
# it writes to a file.
bt_ctimes() {
	times >"$BT_TMP.t"
	bt_c=$(awk 'NR == 2 {
		t = 0
		for (i = 1; i <= 2; i++) { split($i, a, "m"); sub("s", "", a[2]); t += a[1] * 60 + a[2] }
		printf "%.3f", t * 1000 }' "$BT_TMP.t")
}

# Median of the numbers in a file, one per line.
bt_median() {
	sort -n "$1" | awk '{ v[NR] = $1 } END {
		if (NR == 0) { print "nan"; exit }
		if (NR % 2) m = v[(NR + 1) / 2]; else m = (v[NR / 2] + v[NR / 2 + 1]) / 2
		printf "%.2f\n", m }'
}

# RUNS timed runs of $1 (eval'd): wall ms to $2, CPU ms to $3.
bt_loop_runs() {
	: >"$2"
	: >"$3"
	bt_i=0
	while [ "$bt_i" -lt "$bt_runs" ]; do
		bt_ctimes; bt_c0=$bt_c
		bt_t0=$(date +%s%N)
		eval "$1" >/dev/null 2>"$BT_TMP.err" || return 1
		bt_t1=$(date +%s%N)
		bt_ctimes; bt_c1=$bt_c
		echo "$bt_t0 $bt_t1" | awk '{ printf "%.3f\n", ($2 - $1) / 1e6 }' >>"$2"
		echo "$bt_c0 $bt_c1" | awk '{ printf "%.3f\n", $2 - $1 }' >>"$3"
		bt_i=$((bt_i + 1))
	done
}

bt_loop() {
	BT_HOW="loop (CPU time in 1/100 s ticks)"
	[ "$bt_runs" -ge 1 ] || bt_runs=1
	BT_RUNS=$bt_runs
	bt_i=0
	while [ "$bt_i" -lt "$bt_warm" ]; do
		eval "$bt_cmd" >/dev/null 2>&1
		bt_i=$((bt_i + 1))
	done
	if ! bt_loop_runs "$bt_cmd" "$BT_TMP.w" "$BT_TMP.c"; then
		echo "bench: failed: $bt_cmd" >&2
		sed 's/^/  /' "$BT_TMP.err" | head -20 >&2
		rm -f "$BT_TMP".*
		return 1
	fi
	bt_loop_runs : "$BT_TMP.w0" "$BT_TMP.c0"
	BT_WALL=$(awk -v a="$(bt_median "$BT_TMP.w")" -v b="$(bt_median "$BT_TMP.w0")" \
	    'BEGIN { d = a - b; printf "%.2f\n", (d > 0 ? d : 0) }')
	BT_CPU=$(awk -v a="$(bt_median "$BT_TMP.c")" -v b="$(bt_median "$BT_TMP.c0")" \
	    'BEGIN { d = a - b; printf "%.2f\n", (d > 0 ? d : 0) }')
	rm -f "$BT_TMP".*
}

# Print a result line: name value unit [bpftrace-value [ratio]].
bench_result() {
	echo "$*"
}

# A note, printed under run.sh's table.
bench_note() {
	echo "# $*"
}

# Ratio a/b to 3 significant digits ("-" when b is 0 or not a number).
bench_ratio() {
	awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 > 0) printf "%.3g\n", a / b; else print "-" }'
}

# bench_versus NAME RUNS 'our command line' BTRUNS 'bpftrace script' [NOTE]
# The result line NAME: our median wall time over RUNS runs (one warm-up)
# against bpftrace -e's over BTRUNS (no warm-up; 0 skips bpftrace), and a
# note saying how it was timed (NOTE added).  Returns non-zero when our
# command fails; bpftrace missing or failing only leaves its column out.
bench_versus() {
	bench_time "$2" 1 "$3" || return 1
	bv_wall=$BT_WALL
	bv_how=$BT_HOW
	if ! command -v bpftrace >/dev/null 2>&1; then
		bench_result "$1" "$bv_wall" ms
		bench_note "$1: bpftrace is not installed (Debian 12: apt-get install bpftrace)"
		return 0
	fi
	if [ "$4" = 0 ]; then
		bench_result "$1" "$bv_wall" ms
		bench_note "$1: bpftrace skipped"
		return 0
	fi
	# bpftrace 0.17 complains that it cannot raise RLIMIT_MEMLOCK (the kernel
	# accounts BPF memory to the cgroup, so that is harmless) and exits 0.
	if ! BENCH_RUNS=$4 bench_time "$4" 0 "bpftrace -e '$5'"; then
		bench_result "$1" "$bv_wall" ms
		bench_note "$1: bpftrace failed"
		return 0
	fi
	bench_result "$1" "$bv_wall" ms "$BT_WALL" "$(bench_ratio "$bv_wall" "$BT_WALL")"
	bench_note "$1: timed with $bv_how; bpftrace $(bpftrace --version 2>/dev/null |
	    awk '{ print $NF }'), median of $BT_RUNS runs${6:+; $6}"
}
