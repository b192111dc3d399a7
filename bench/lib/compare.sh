# Alternating runs of a workload untraced, under us and under bpftrace,
# for benchmarks whose tracers start the workload themselves (-c); sourced
# (POSIX sh) by bench/pid-per-firing.sh and bench/sched-per-switch.sh.
#
#   compare_runs      calls untraced, ours and theirs (shell functions the
#                     benchmark defines, each printing the workload's
#                     figure, nothing if it failed) RUNS times, in the
#                     order untraced, ours, untraced, theirs, untraced;
#                     each traced figure less the mean of the untraced
#                     ones just before and after it is kept, so that the
#                     drift of a shared machine's load is taken where it
#                     ran; theirs only where bpftrace is installed
#   median            the median of the numbers on stdin ("-" if none)
#
# Results: median <"$T/ours", <"$T/theirs", and the untraced figures in
# "$T/base".  Needs T, RUNS and have_bt set.

median() {
	sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) print "-";
	    else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# the traced figure $2 less the mean of $1 and $3, appended to file $4
compare_delta() {
	[ -n "$2" ] && awk -v a="$1" -v t="$2" -v b="$3" 'BEGIN { printf "%.1f\n", t - (a + b) / 2 }' >>"$4"
}

compare_runs() {
	: >"$T/ours"; : >"$T/theirs"; : >"$T/base"
	for r in $(seq "$RUNS"); do
		u1=$(untraced)
		t=$(ours)
		u2=$(untraced)
		echo "$u1" >>"$T/base"
		compare_delta "$u1" "$t" "$u2" "$T/ours"
		[ "$have_bt" = 1 ] || continue
		t=$(theirs)
		u3=$(untraced)
		compare_delta "$u2" "$t" "$u3" "$T/theirs"
	done
}
