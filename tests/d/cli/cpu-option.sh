# -x cpu=N: only CPU N is traced (probes on other CPUs do not fire), and
# BEGIN and END, fired by dtrace itself, fire there too; a CPU that does
# not exist is an invalid value.
# Timer perf events on an idle vCPU of these VMs fire a few times a
# second at most (docs/ARCHITECTURE.md, Kernel facts: perf record -C 1 -F 199 on an idle
# CPU 1 takes 1 sample a second), so a tick confined to an idle CPU can
# take tens of seconds to come: a busy loop keeps CPU c running while
# its probes are checked.
D=$1
n=$(nproc)
for c in 0 $((n - 1)); do
	taskset -c $c sh -c 'while :; do :; done' &
	busy=$!
	t=$("$D" -x cpu=$c -qn 'tick-50ms { trace(cpu); exit(0); }')
	e=$("$D" -x cpu=$c -qn 'BEGIN { printf("%d ", cpu); exit(0); } END { trace(cpu); }')
	p=$("$D" -x cpu=$c -qn 'profile-199 { @[cpu] = count(); } tick-300ms { exit(0); }' |
	    awk 'NF == 2 { print $1 }' | sort -u | tr '\n' ' ')
	[ "$t" = "$c" ] && echo "tick ok" || echo "tick on $t, not $c"
	[ "$e" = "$c $c" ] && echo "BEGIN and END ok" || echo "BEGIN and END on $e, not $c"
	[ "$p" = "$c " ] && echo "profile ok" || echo "profile on $p, not $c"
	kill $busy
	wait $busy 2>/dev/null
done
out=$("$D" -x cpu=$n -n 'BEGIN { exit(0); }' 2>&1)
st=$?
echo "$out" | sed "s/cpu=$n/cpu=NCPUS/"
echo "status $st"
