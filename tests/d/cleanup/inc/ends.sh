# What the cleanup tests share: run dtrace and end it each of four ways,
# then check that nothing of it is left in the kernel.  Sourced with D (the
# dtrace binary) and T (a temporary directory) set, from the test's
# directory.
#
#   ends_setup		build $T/bpfleft (tests/tools/bpfleft.c: BPF objects
#			of dtrace's that no process holds) and note tracefs's
#			dynamic events (kprobe and uprobe entries); prints
#			whether bpfleft sees a map of ours pinned in bpffs
#			(held by no process: what a leak looks like)
#   ends LABEL TEXT [ARGS...]
#			for each of exit (the program calls exit(): a clause
#			that does when dtrace is sent SIGCONT, which does
#			nothing else, is added), SIGINT, SIGTERM and SIGKILL:
#			run dtrace -q -s on TEXT (a program whose BEGIN prints
#			"ready") with ARGS, wait until it is ready, let it run
#			300 ms, end it that way, wait for it,
#			and print one line: "LABEL HOW: status S, stdout
#			[lines but ready], stderr [...], left: [what
#			bpfleft lists, or nothing], tracefs: [unchanged or
#			what changed]".  If the test defines them, ends_during
#			runs before the end and ends_after HOW after the line
#			(what the traced processes show).
ends_setup() {
	cc -O2 -o "$T/bpfleft" ../../tools/bpfleft.c -lbpf || exit 1
	dyn_before=$(dynevents)
	mkdir "$T/bpffs" && mount -t bpf bpf "$T/bpffs" || exit 1
	"$T/bpfleft" -pin "$T/bpffs/leak" || exit 1
	echo "the check sees a pinned map: $("$T/bpfleft" 0 | grep dt_pinned | sed "s/ [0-9]* / ID /")"
	rm -f "$T/bpffs/leak"
	umount "$T/bpffs"
}

dynevents() {
	cat /sys/kernel/tracing/dynamic_events 2>/dev/null ||
	    cat /sys/kernel/debug/tracing/dynamic_events 2>/dev/null
}

ends() {
	e_label=$1
	e_text=$2
	shift 2
	for e_how in exit INT TERM KILL; do
		{
			printf '%s\n' "$e_text"
			[ $e_how = exit ] &&
			    printf 'syscall::kill:entry /arg0 == $pid && arg1 == 18/ { exit(0); }\n'
		} > "$T/e.d"
		: > "$T/e.out"
		"$D" -q -s "$T/e.d" "$@" > "$T/e.out" 2> "$T/e.err" &
		e_pid=$!
		e_i=0
		while ! grep -q '^ready$' "$T/e.out" && kill -0 $e_pid 2>/dev/null &&
		    [ $e_i -lt 200 ]; do
			sleep 0.05
			e_i=$((e_i + 1))
		done
		sleep 0.3
		command -v ends_during >/dev/null && ends_during
		if [ $e_how = exit ]; then
			kill -CONT $e_pid
		else
			kill -$e_how $e_pid 2>/dev/null
		fi
		{ wait $e_pid; } 2>/dev/null
		e_st=$?
		e_left=$("$T/bpfleft" 5 | tr '\n' ' ' | sed 's/ $//')
		e_dyn=unchanged
		[ "$(dynevents)" = "$dyn_before" ] || e_dyn="changed: $(dynevents | tr '\n' ' ')"
		echo "$e_label $e_how: status $e_st, stdout [$(grep -v '^ready$' "$T/e.out" |
		    tr '\n' ' ' | sed 's/ $//')], stderr [$(tr '\n' ' ' < "$T/e.err" |
		    sed 's/ $//')], left: ${e_left:-nothing}, tracefs: $e_dyn"
		command -v ends_after >/dev/null && ends_after $e_how
	done
}
