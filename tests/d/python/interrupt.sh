# SIGINT stops a Python program looping on records() cleanly
# (inc/interrupt.py): END fires and its record comes last, the
# aggregations are still read, the program exits 0.  Three ways: SIGINT
# while records() waits for data (the workload's 5 getppid() calls
# counted), SIGINT while the loop's body runs (records() acts when asked
# for the next record), and a program whose own SIGINT handler raises
# KeyboardInterrupt with records(interrupt="raise").
D=$1
T=$(mktemp -d) || exit 1
trap 'kill $W $P 2>/dev/null; rm -rf "$T"' EXIT
. inc/venv.sh
mkfifo "$T/fifo" || exit 1

# interrupt MODE: run inc/interrupt.py MODE, wait for "ready", make the
# workload, send SIGINT, print its output and status
interrupt() {
	W=
	if [ "$1" != body ]; then
		# the workload waits for the fifo to be written to
		perl -e 'open(my $f, "<", $ARGV[0]) or die; <$f>; getppid() for 1..5' \
		    "$T/fifo" &
		W=$!
	fi
	: > "$T/out"
	"$PY" inc/interrupt.py "$1" $W > "$T/out" 2> "$T/err" &
	P=$!
	i=0
	while ! grep -q '^ready$' "$T/out" && kill -0 $P 2>/dev/null && [ $i -lt 400 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	if [ -n "$W" ]; then
		echo go > "$T/fifo"
		wait $W
	else
		sleep 0.5
	fi
	kill -INT $P
	wait $P
	st=$?
	echo "== $1"
	cat "$T/out"
	sed 's/^/stderr: /' "$T/err"
	echo "status $st"
}

interrupt loop
interrupt body
interrupt raise
