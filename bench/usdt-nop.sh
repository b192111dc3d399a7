#!/bin/sh
# The cost per firing of a USDT probe on our dtrace -h header's 5-byte nop
# against one on SystemTap's <sys/sdt.h> 1-byte nop: bench/lib/usdt-loop.c
# is built both ways, and each loop is timed untraced and while bpftrace
# counts its probe (usdt:BINARY:bench:tick { @ = count(); }); the cost per
# firing is the traced time per iteration less the untraced one.  On a
# 5-byte nop the kernel (6.18) turns the uprobe's int3 trap into a call, so
# the ratio 5-byte/1-byte should be about 0.5 (issue 14 asks at most 0.6).
# Measured twice: with bpftrace as the tracer of both (usdt-firing-nop5),
# and with our usdt provider as the tracer of both (usdt-dtrace-nop5:
# bench$target:::tick { @ = count(); } with -c, the loop waiting at its
# entry point until the probe is enabled).
#
#   sh bench/usdt-nop.sh build/dtrace
#
# Results: usdt-firing-nop5 and usdt-dtrace-nop5, ns per firing on the
# 5-byte nop, the 1-byte nop's ns (same tracer) in the bpftrace column,
# and their ratio.  BENCH_CALLS=N iterations per round (default 1,000,000),
# BENCH_RUNS=N rounds (median; default 5).  Needs root, cc, bpftrace and
# systemtap-sdt-dev (Debian 12: apt-get install bpftrace systemtap-sdt-dev).

DTRACE=${1:-build/dtrace}
BENCH_DIR=$(cd "$(dirname "$0")" && pwd)
. "$BENCH_DIR/lib/measure.sh"

tmp=$(mktemp -d "${BENCH_TMP:-${TMPDIR:-/tmp}}/usdt-nop.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
calls=${BENCH_CALLS:-1000000}
rounds=${BENCH_RUNS:-5}

DTRACE=$(cd "$(dirname "$DTRACE")" && pwd)/$(basename "$DTRACE")
if ! command -v bpftrace >/dev/null 2>&1 || { [ ! -f /usr/include/x86_64-linux-gnu/sys/sdt.h ] &&
    [ ! -f /usr/include/sys/sdt.h ]; }; then
	echo "bench: usdt-nop needs bpftrace and systemtap-sdt-dev" >&2
	exit 1
fi
cp "$BENCH_DIR/lib/usdt-loop.c" "$BENCH_DIR/lib/usdt-loop.d" "$BENCH_DIR/lib/loop-main.h" "$tmp" || exit 1
(cd "$tmp" && "$DTRACE" -h -s usdt-loop.d) || exit 1
${CC:-cc} -O2 -o "$tmp/nop5" "$tmp/usdt-loop.c" &&
    ${CC:-cc} -O2 -DSTAP -o "$tmp/nop1" "$tmp/usdt-loop.c" || exit 1

# ns per firing of BINARY's probe under bpftrace: traced less untraced
firing() {
	bin=$tmp/$1
	base=$("$bin" "$calls" "$rounds") || return 1
	bpftrace -e "usdt:$bin:bench:tick { @ = count(); }" >"$tmp/bt.out" 2>&1 &
	bt=$!
	i=0
	until grep -q Attaching "$tmp/bt.out"; do
		i=$((i + 1))
		if [ $i -gt 300 ] || ! kill -0 $bt 2>/dev/null; then
			echo "bench: bpftrace did not attach to $bin:" >&2
			head -5 "$tmp/bt.out" >&2
			kill -INT $bt 2>/dev/null
			return 1
		fi
		sleep 0.1
	done
	sleep 0.5
	traced=$("$bin" "$calls" "$rounds")
	kill -INT $bt
	wait $bt
	# the count proves the probe fired at every iteration
	n=$(awk '/^@:/ { print $2 }' "$tmp/bt.out")
	if [ "$n" != $((calls * rounds)) ]; then
		echo "bench: bpftrace counted ${n:-nothing} firings of $bin, not $((calls * rounds))" >&2
		return 1
	fi
	awk -v t="$traced" -v b="$base" 'BEGIN { printf "%.1f\n", t - b }'
}

# the same under our usdt provider: the loop is dtrace's -c command
firing_dt() {
	bin=$tmp/$1
	base=$("$bin" "$calls" "$rounds") || return 1
	out=$("$DTRACE" -q -n 'bench$target:::tick { @ = count(); }
	    END { printa("count %@d\n", @); }' -c "$bin $calls $rounds") || return 1
	traced=$(echo "$out" | awk 'NF == 1 { v = $1 } END { print v }')
	n=$(echo "$out" | awk '$1 == "count" { print $2 }')
	if [ "$n" != $((calls * rounds)) ]; then
		echo "bench: dtrace counted ${n:-nothing} firings of $bin, not $((calls * rounds))" >&2
		return 1
	fi
	awk -v t="$traced" -v b="$base" 'BEGIN { printf "%.1f\n", t - b }'
}

n5=$(firing nop5) || exit 1
n1=$(firing nop1) || exit 1
bench_result usdt-firing-nop5 "$n5" ns "$n1" "$(bench_ratio "$n5" "$n1")"
bench_note "usdt-firing-nop5: ns per firing of bpftrace's usdt count() on dtrace -h's 5-byte nop; bpftrace column: on <sys/sdt.h>'s 1-byte nop"
d5=$(firing_dt nop5) || exit 1
d1=$(firing_dt nop1) || exit 1
bench_result usdt-dtrace-nop5 "$d5" ns "$d1" "$(bench_ratio "$d5" "$d1")"
bench_note "usdt-dtrace-nop5: the same under our usdt provider (bench\$target:::tick { @ = count(); }); bpftrace column: ours on the 1-byte nop"
