#!/bin/sh
# Start to exit with pid probes on the C library of a short program
# (dtrace -c /bin/true): attaching and detaching many uprobes at once.
#   pid-libc-str-startup  pid$target:libc.so.6:str*:entry (about 100
#                         functions), against bpftrace's
#                         uprobe:/lib/x86_64-linux-gnu/libc.so.6:str* -c
#                         (one perf event per uprobe)
#   pid-libc-all-startup  pid$target:libc.so.6::entry (every function of
#                         the C library, about 2,000 here; target: < 1 s)
#
#   sh bench/pid-startup.sh build/dtrace
#
# Ours: median of 10 runs; bpftrace: of BENCH_BPFTRACE_RUNS (default 2; 0
# skips it).  Needs root.

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(dirname "$0")
. "$BENCH_DIR/lib/measure.sh"

LIBC=/lib/x86_64-linux-gnu/libc.so.6
bench_versus pid-libc-str-startup 10 \
    "'$DTRACE' -q -n 'pid\$target:libc.so.6:str*:entry { @ = count(); }' -c /bin/true" \
    "${BENCH_BPFTRACE_RUNS:-${BENCH_RUNS:-2}}" "uprobe:$LIBC:str* { @ = count(); }' -c '/bin/true"
bench_time 10 1 "'$DTRACE' -q -n 'pid\$target:libc.so.6::entry { @ = count(); }' -c /bin/true" ||
    exit 1
bench_result pid-libc-all-startup "$BT_WALL" ms
n=$("$DTRACE" -l -n 'pid$target:libc.so.6::entry' -c /bin/true 2>/dev/null | awk 'NR > 1' | wc -l)
bench_note "pid-libc-all-startup: $n probes, timed with $BT_HOW, median of $BT_RUNS runs"
