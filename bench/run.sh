#!/bin/sh
# Run the benchmarks and print a table of the results.
#
#   sh bench/run.sh [BUILD [NAME...]]     (make bench runs all of them)
#
# BUILD is the build directory holding dtrace (default build); NAMEs pick
# benchmarks (default: every bench/<name>.sh but this one).
#
# A benchmark is a script bench/<name>.sh, run as `sh bench/<name>.sh
# DTRACE` with BENCH_TMP set to a scratch directory, that prints on stdout
#   name value unit [bpftrace-value [ratio]]
# per result (unit "-" for none; a bpftrace value is in the same unit; the
# ratio, ours/bpftrace, is computed here when left out), and "# text" notes,
# shown under the table.  Progress and errors go to stderr; a benchmark
# that exits non-zero is shown as FAILED.  Helpers for timing are in
# bench/lib/measure.sh (hyperfine when installed, else a `date` loop).
#
# Environment: BENCH_RUNS=N (runs for every measurement, for a quick look),
# BENCH_BPFTRACE_RUNS=N, BENCH_NO_HYPERFINE=1, BENCH_LINES=N (compile-5k).

BUILD=${1:-build}
[ $# -gt 0 ] && shift
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)

if [ ! -x "$BUILD/dtrace" ]; then
	echo "bench: no $BUILD/dtrace (run make first)" >&2
	exit 1
fi
DTRACE=$(cd "$BUILD" && pwd)/dtrace

if [ $# -eq 0 ]; then
	for f in "$BENCH_DIR"/*.sh; do
		n=$(basename "$f" .sh)
		[ "$n" = run ] || set -- "$@" "$n"
	done
fi

BENCH_TMP=$(mktemp -d "${TMPDIR:-/tmp}/dtrace-bench.XXXXXX") || exit 1
export BENCH_TMP
trap 'rm -rf "$BENCH_TMP"' EXIT
trap 'exit 130' INT TERM

: >"$BENCH_TMP/results"
: >"$BENCH_TMP/notes"
failed=0
for n in "$@"; do
	if [ ! -f "$BENCH_DIR/$n.sh" ]; then
		echo "bench: no benchmark $n ($BENCH_DIR/$n.sh)" >&2
		echo "$n FAILED -" >>"$BENCH_TMP/results"
		failed=1
		continue
	fi
	echo "bench: $n" >&2
	if sh "$BENCH_DIR/$n.sh" "$DTRACE" >"$BENCH_TMP/out"; then
		grep -v '^#' "$BENCH_TMP/out" | grep . >>"$BENCH_TMP/results"
	else
		echo "bench: $n failed" >&2
		grep -v '^#' "$BENCH_TMP/out" | grep . >>"$BENCH_TMP/results"
		echo "$n FAILED -" >>"$BENCH_TMP/results"
		failed=1
	fi
	grep '^#' "$BENCH_TMP/out" >>"$BENCH_TMP/notes"
done

echo
awk '
function cell(v, u) { return (u == "" || u == "-") ? v : v " " u }
{
	n++
	name[n] = $1
	ours[n] = cell($2, $3)
	bt[n] = "-"; ratio[n] = "-"
	if (NF >= 4 && $4 != "-") {
		bt[n] = cell($4, $3)
		if (NF >= 5) ratio[n] = $5
		else if ($4 + 0 > 0) ratio[n] = sprintf("%.3g", $2 / $4)
	}
}
END {
	h[1] = "benchmark"; h[2] = "ours"; h[3] = "bpftrace"; h[4] = "ratio"
	for (c = 1; c <= 4; c++) w[c] = length(h[c])
	for (i = 1; i <= n; i++) {
		if (length(name[i]) > w[1]) w[1] = length(name[i])
		if (length(ours[i]) > w[2]) w[2] = length(ours[i])
		if (length(bt[i]) > w[3]) w[3] = length(bt[i])
		if (length(ratio[i]) > w[4]) w[4] = length(ratio[i])
	}
	fmt = "%-" w[1] "s | %" w[2] "s | %" w[3] "s | %" w[4] "s\n"
	printf fmt, h[1], h[2], h[3], h[4]
	sep = ""
	for (c = 1; c <= 4; c++) {
		d = ""
		for (j = 0; j < w[c]; j++) d = d "-"
		sep = sep (c > 1 ? "-+-" : "") d
	}
	print sep
	for (i = 1; i <= n; i++) printf fmt, name[i], ours[i], bt[i], ratio[i]
}' "$BENCH_TMP/results"
if [ -s "$BENCH_TMP/notes" ]; then
	echo
	cat "$BENCH_TMP/notes"
fi
exit $failed
