# stackdepth at sdt probes is the number of frames stack() prints there,
# and caller is the first of them, with the frames of the tracer left out:
# raw_syscalls:sys_enter and sys_exit (with syscall::getppid:entry enabled
# too the tracepoint has two callbacks, so the kernel calls the perf
# handler through __traceiter_sys_enter, a frame stack() leaves out) and
# sched:sched_switch (called straight from __schedule).  For each firing
# sdt-stackdepth.d prints "<probename stackdepth caller>", the stack, and
# "</>"; awk compares them.
D=$1
out=$(mktemp) || exit 1
trap 'rm -f "$out"' EXIT
"$D" -c "perl inc/getppid-sleep.pl" -s sdt-stackdepth.d > "$out" 2>&1
echo "status $?"
awk '
/^</ && !/^<\/>/ {
	sub(/^</, ""); sub(/>$/, "");
	name = $1; depth = $2; caller = $3; n = 0; first = ""; next
}
/^<\/>/ {
	seen[name] = 1
	if (n != depth) { bad[name]++; print name ": stackdepth " depth ", stack() " n " frames" }
	if (caller != first) { badc[name]++; print name ": caller " caller ", first frame " first }
	next
}
/^ +[^ ]/ { n++; if (n == 1) { first = $1 } }
END {
	split("sys_enter sys_exit sched_switch", names, " ")
	for (i = 1; i <= 3; i++)
		printf("%s: seen %d, stackdepth = frames %s, caller = first frame %s\n",
		    names[i], seen[names[i]], bad[names[i]] ? "no" : "yes",
		    badc[names[i]] ? "no" : "yes")
}' "$out"
