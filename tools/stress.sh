#!/bin/bash
# tools/stress.sh: dtrace under long and concurrent load (make stress; not
# part of make check).  As root, about STRESS_MINUTES (10) minutes.
#
#	bash tools/stress.sh [BUILD_DIR]
#
# Beside one another, on build/dtrace (or BUILD_DIR/dtrace):
#   steady	a dtrace with syscall probes (entry and return, a
#		self-> variable, copyinstr() keys, quantize, printa and trunc
#		each second) on a steady load (tests/tools/calls.c: 20,000
#		getppid calls and 200 openat calls a second) for the whole
#		run; its resident memory, locked and pinned memory and the
#		BPF memory its maps and programs take are printed every
#		minute, and must stay flat: from minute 2 to the end, resident
#		memory grows by at most 5% + 1 MB, the others not at all.
#   concurrent	8 dtrace processes at once with overlapping probes (every
#		getppid, sched_switch, and their own process's getppid): each
#		-c process makes its own number of calls and each dtrace must
#		count exactly that; then 8 at once on one shared process
#		(-p), each counting exactly its calls.
#   floods	small buffers flooded: printed records plus reported drops
#		must equal the events fired, for the principal buffer
#		(printf), aggregations (aggsize), dynamic variables
#		(dynvarsize) and speculations (nspec).
#   timing	the timing tests providers/tick-loaded,
#		providers/sdt-one-program and lockstat/contend, 20 runs each
#		in a row, while the concurrent and flood checks run.
# Then nothing of dtrace may be left in the kernel (tests/tools/bpfleft.c).
# Output: a line per check, "stress: ok" or "stress: N failed" last; exit
# status 0 or 1.
set -u
export LC_ALL=C
cd "$(dirname "$0")/.."
BUILD=${1:-build}
D=$(cd "$BUILD" 2>/dev/null && pwd)/dtrace
[ -x "$D" ] || { echo "stress: no $BUILD/dtrace (make first)" >&2; exit 2; }
[ "$(id -u)" = 0 ] || { echo "stress: run as root" >&2; exit 2; }
MIN=${STRESS_MINUTES:-10}
T=$(mktemp -d) || exit 2
pids=""
trap 'for p in $pids; do kill $p 2>/dev/null; done; rm -rf "$T"' EXIT
trap 'exit 130' INT TERM
nfail=0
check() {	# check WHAT OK-CONDITION-STATUS DETAILS
	if [ "$2" = 0 ]; then
		echo "ok   $1${3:+: $3}"
	else
		echo "FAIL $1${3:+: $3}"
		nfail=$((nfail + 1))
	fi
}
cc -O2 -o "$T/calls" tests/tools/calls.c && cc -O2 -o "$T/bpfleft" tests/tools/bpfleft.c -lbpf ||
    exit 2

# waitready FILE PID: until FILE has a line "ready" (or PID is gone, 20 s)
waitready() {
	local i=0
	while ! grep -q '^ready$' "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null && [ $i -lt 400 ]; do
		sleep 0.05
		i=$((i + 1))
	done
}

# drops FILE: the sum of the counts dtrace reported on stderr ("dtrace: N ...")
drops() {
	awk -v re="$2" '$1 == "dtrace:" && $2 ~ /^[0-9]+$/ && $0 ~ re { n += $2 } END { print n + 0 }' "$1"
}

# --- steady ---------------------------------------------------------------
"$T/calls" steady 20000 0 &
LOAD=$!
pids="$pids $LOAD"
cat > "$T/steady.d" <<'D'
BEGIN { printf("ready\n"); }
syscall::getppid:entry /pid == $1/ { self->t = timestamp; @c[tid & 63] = count(); }
syscall::getppid:return /self->t/ { @q = quantize(timestamp - self->t); self->t = 0; }
syscall::openat:entry /pid == $1/ { @f[copyinstr(arg1)] = count(); }
tick-1s { printa(@c); printa(@f); trunc(@c); trunc(@f); }
tick-10s { printa(@q); trunc(@q); }
D
"$D" -q -s "$T/steady.d" $LOAD > /dev/null 2> "$T/steady.err" &
SD=$!
pids="$pids $SD"
"$D" -q -n 'BEGIN { printf("ready\n"); exit(0); }' > "$T/r" 2>&1
sleep 2
# mem: resident kB, locked kB, pinned kB, BPF memlock kB of dtrace SD
mem() {
	local rss lck pin bpf
	rss=$(awk '/^VmRSS:/ { print $2 }' /proc/$SD/status)
	lck=$(awk '/^VmLck:/ { print $2 }' /proc/$SD/status)
	pin=$(awk '/^VmPin:/ { print $2 }' /proc/$SD/status)
	bpf=$(cat /proc/$SD/fdinfo/* 2>/dev/null | awk '/^memlock:/ { n += $2 } END { print int(n / 1024) }')
	echo "$rss $lck $pin $bpf"
}
(
	for m in $(seq 1 "$MIN"); do
		sleep 60
		kill -0 $SD 2>/dev/null || break
		set -- $(mem)
		echo "minute $m: resident $1 kB, locked $2 kB, pinned $3 kB, BPF maps and programs $4 kB" |
		    tee -a "$T/mem"
	done
) &
SAMPLER=$!
pids="$pids $SAMPLER"
start=$(date +%s)

# --- timing (beside the rest) --------------------------------------------
(
	for t in providers/tick-loaded providers/sdt-one-program lockstat/contend; do
		n=0
		for i in $(seq 1 20); do
			TESTS=$t sh tests/run.sh "$BUILD" > "$T/t.out" 2>&1
			grep -q '^1 passed, 0 failed' "$T/t.out" || { cat "$T/t.out"; break; }
			n=$((n + 1))
		done
		[ $n = 20 ] && echo "ok   $t, 20 runs in a row" || echo "FAIL $t, 20 runs in a row: $n passed"
	done > "$T/timing" 2>&1
) &
TIMING=$!
pids="$pids $TIMING"

# --- concurrent -----------------------------------------------------------
P8='syscall::getppid:entry /pid == $target/ { @own = count(); }
syscall::getppid:entry { @all = count(); }
sdt:::sched_switch { @sw = count(); }
END { printa("own %@d\n", @own); }'
for i in 1 2 3 4 5 6 7 8; do
	"$D" -q -n "$P8" -c "$T/calls getppid $((10000 * i + i))" > "$T/c$i" 2> "$T/c$i.err" &
	eval "c$i=\$!"
done
bad=""
for i in 1 2 3 4 5 6 7 8; do
	eval "wait \$c$i"
	st=$?
	got=$(awk '$1 == "own" { print $2 }' "$T/c$i")
	[ $st = 0 ] && [ "$got" = $((10000 * i + i)) ] || bad="$bad [$i: status $st, counted ${got:-nothing} of $((10000 * i + i))]"
done
check "8 dtrace at once, each on its own -c process" $([ -z "$bad" ]; echo $?) "$bad"

sh -c 'while [ ! -e "$1" ]; do sleep 0.05; done; exec "$2" getppid 77777' sh "$T/go" "$T/calls" &
W=$!
for i in 1 2 3 4 5 6 7 8; do
	"$D" -q -n 'BEGIN { printf("ready\n"); } syscall::getppid:entry /pid == $target/ { @own = count(); }
	    sdt:::sched_switch { @sw = count(); } END { printa("own %@d\n", @own); }' -p $W \
	    > "$T/s$i" 2> "$T/s$i.err" &
	eval "s$i=\$!"
done
for i in 1 2 3 4 5 6 7 8; do eval "waitready \"\$T/s$i\" \$s$i"; done
touch "$T/go"
wait $W
bad=""
for i in 1 2 3 4 5 6 7 8; do
	eval "wait \$s$i"
	st=$?
	got=$(awk '$1 == "own" { print $2 }' "$T/s$i")
	[ $st = 0 ] && [ "$got" = 77777 ] || bad="$bad [$i: status $st, counted ${got:-nothing} of 77777]"
done
check "8 dtrace at once on one -p process" $([ -z "$bad" ]; echo $?) "$bad"

# --- floods ---------------------------------------------------------------
N=1000000
"$D" -q -b 16k -n 'syscall::getppid:entry /pid == $target/ { printf("%d\n", 1); }' \
    -c "$T/calls getppid $N" > "$T/f1" 2> "$T/f1.err"
printed=$(grep -c . "$T/f1")
dropped=$(drops "$T/f1.err" ' drops? ')
check "principal buffer, bufsize 16k" $([ $((printed + dropped)) = $N ]; echo $?) \
    "$printed printed + $dropped dropped = $((printed + dropped)) of $N"

N=300000
"$D" -q -x aggsize=64k -n 'syscall::lseek:entry /pid == $target/ { @[arg1] = count(); }
    END { printa("%@d\n", @); }' -c "$T/calls lseek $N" > "$T/f2" 2> "$T/f2.err"
counted=$(awk 'NF == 1 { n += $1 } END { print n + 0 }' "$T/f2")
dropped=$(drops "$T/f2.err" 'aggregation drops')
check "aggregation, aggsize 64k" $([ $((counted + dropped)) = $N ] && [ "$dropped" -gt 0 ]; echo $?) \
    "$counted counted + $dropped dropped = $((counted + dropped)) of $N"

"$D" -q -x dynvarsize=64k -n 'syscall::lseek:entry /pid == $target/ { x[arg1] = 1; @ok = sum(x[arg1]); }
    END { printa("%@d\n", @ok); }' -c "$T/calls lseek $N" > "$T/f3" 2> "$T/f3.err"
stored=$(awk 'NF == 1 { n += $1 } END { print n + 0 }' "$T/f3")
dropped=$(drops "$T/f3.err" 'dynamic variable drops')
check "dynamic variables, dynvarsize 64k" $([ $((stored + dropped)) = $N ] && [ "$dropped" -gt 0 ]; echo $?) \
    "$stored stored + $dropped dropped = $((stored + dropped)) of $N"

N=300000
"$D" -q -x nspec=2 -n 'syscall::getppid:entry /pid == $target/ { self->s = speculation(); speculate(self->s);
    printf("%d\n", 1); }
    syscall::getppid:entry /pid == $target/ { commit(self->s); }' \
    -c "$T/calls getppid $N" > "$T/f4" 2> "$T/f4.err"
printed=$(grep -c . "$T/f4")
dropped=$(drops "$T/f4.err" 'speculat|drops? ')
check "speculations, nspec 2" $([ $((printed + dropped)) = $N ]; echo $?) \
    "$printed printed + $dropped failed or dropped = $((printed + dropped)) of $N"

# --- timing: the end ----------------------------------------------------
wait $TIMING
cat "$T/timing"
nfail=$((nfail + $(grep -c '^FAIL' "$T/timing")))

# --- steady: the end ------------------------------------------------------
left=$((start + 60 * MIN - $(date +%s)))
[ $left -gt 0 ] && echo "(the steady run goes on for $left s more)"
wait $SAMPLER
kill -INT $SD
wait $SD
st=$?
kill $LOAD
check "steady dtrace ended by SIGINT" $st "$(grep -v 'drops (probe fired while another' "$T/steady.err" | head -3)"
if [ "$(wc -l < "$T/mem" 2>/dev/null || echo 0)" -ge 2 ]; then
	set -- $(sed -n 2p "$T/mem" | tr -dc '0-9 \n' | awk '{ print $2, $3, $4, $5 }')
	r0=$1 l0=$2 p0=$3 b0=$4
	set -- $(tail -1 "$T/mem" | tr -dc '0-9 \n' | awk '{ print $2, $3, $4, $5 }')
	flat=0
	[ "$1" -le $((r0 + r0 / 20 + 1024)) ] && [ "$2" = "$l0" ] && [ "$3" = "$p0" ] && [ "$4" = "$b0" ] || flat=1
	check "steady memory flat (minute 2 to the last)" $flat \
	    "resident $r0 -> $1 kB, locked $l0 -> $2, pinned $p0 -> $3, BPF $b0 -> $4 kB"
else
	check "steady memory sampled" 1 "fewer than 2 minutes sampled (STRESS_MINUTES=$MIN)"
fi
lb=$("$T/bpfleft" 5 | tr '\n' ' ')
check "nothing left in the kernel" $([ -z "$lb" ]; echo $?) "$lb"
if [ $nfail = 0 ]; then echo "stress: ok"; else echo "stress: $nfail failed"; fi
[ $nfail = 0 ]
