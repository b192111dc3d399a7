# Nothing of dtrace is left after it exits by exit(), SIGINT, SIGTERM or
# SIGKILL (inc/ends.sh) with user-space probes, and the traced processes
# run on as before: pid probes (uprobe_multi links filtered to the -p
# process: the breakpoint at add3's first instruction goes, the process
# runs on, not stopped) and USDT probes (the semaphore the kernel counts
# while the probe is enabled goes back down: usdtt's rounds write E while
# it is up, D after), for one process (-p) and for a glob on the provider
# (probes on the files, for every process).
D=$1
T=$(mktemp -d) || exit 1
trap 'kill $P $U 2>/dev/null; rm -rf "$T"' EXIT
. inc/ends.sh
ends_setup
sh ../pid/inc/build.sh "$T" || exit 1
sh ../usdt/inc/build.sh "$T" "$D" > /dev/null || exit 1
"$T/trig-nopie" -1 5 &
P=$!
"$T/usdtt" -1 "$T/sem" &
U=$!
. ../pid/inc/wait.sh
waitmapped $P
A=$(nm "$T/trig-nopie" | awk '$3 == "add3" { print $1 }')
orig=$(od -An -tx1 -j $(( 0x$A - 0x400000 )) -N1 "$T/trig-nopie" | tr -d ' ')
byte() { dd if=/proc/$P/mem bs=1 skip=$((0x$A)) count=1 2>/dev/null | od -An -tx1 | tr -d ' '; }
sem() { tail -c 1 "$T/sem"; }
running() {
	kill -0 $1 2>/dev/null && awk '/^State:/ { print ($2 == "R" || $2 == "S") ? "runs" : "state " $2 }' /proc/$1/status
}
ends_during() {
	case $e_label in
	pid) during="add3 while tracing: $( [ "$(byte)" = "$orig" ] && echo original || echo changed)" ;;
	usdt*) during="semaphore while tracing: $(sem)" ;;
	esac
}
ends_after() {
	case $e_label in
	pid)
		i=0
		while [ "$(byte)" != "$orig" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
		echo "  $during; after: $( [ "$(byte)" = "$orig" ] && echo original ||
		    echo "changed: $(byte)"); process $(running $P)" ;;
	usdt*)
		# two rounds (50 ms apart) after the end
		n=$(wc -c < "$T/sem")
		i=0
		while [ $(wc -c < "$T/sem") -lt $((n + 2)) ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
		echo "  $during; after: $(sem); process $(running $U)" ;;
	esac
}
R='BEGIN { printf("ready\n"); } END { printf("end\n"); }'
Z='END { trunc(@a); }'
ends pid "pid\$target:a.out:add3:entry, pid\$target:libc.so.6:getppid:return { @a[probefunc] = count(); } $R $Z" -p $P
ends usdt "usdtt\$target:::query-start { @a[copyinstr(arg0)] = count(); } $R $Z" -p $U
ends usdt-glob "usdtt*:::query-start { @a[probeprov] = count(); } $R $Z"
