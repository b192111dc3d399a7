# What the metrics tests share, sourced with D (dtrace) and T (a temporary
# directory) set: serve SCRIPT builds the workload (inc/work.c) and starts
# dtrace -x metrics=127.0.0.1:0 -s SCRIPT -c it in the background, waits
# (20 s at most) until the program said "ready PID" and dtrace where it
# serves, and sets DPID (dtrace), URL (http://127.0.0.1:PORT/metrics),
# PORT and WPID (the workload).
serve() {
	cc -O0 -fno-omit-frame-pointer -o "$T/work" inc/work.c || exit 1
	"$D" -x metrics=127.0.0.1:0 -s "$1" -c "$T/work" > "$T/out" 2> "$T/err" &
	DPID=$!
	for i in $(seq 200); do
		grep -q '^ready' "$T/out" && grep -q 'serving metrics' "$T/err" && break
		sleep 0.1
	done
	URL=$(sed -n 's|^dtrace: serving metrics on \(http://[^ ]*\)$|\1|p' "$T/err")
	PORT=$(printf '%s\n' "$URL" | sed -n 's|^http://127.0.0.1:\([0-9]*\)/metrics$|\1|p')
	WPID=$(sed -n 's/^ready //p' "$T/out")
}
