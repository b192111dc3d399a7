# -x stackfmt=folded: aggregations keyed by stacks print one line per stack,
# "key;frame;...;frame value", the frames root first and named by function
# (no offsets), other keys first in key order: the input of flamegraph.pl
# and speedscope.  Histograms and aggregations without a stack key print as
# usual.  The program (../actions/ustack/nest.c) calls getppid once through
# main -> level1 -> level2 -> level3 and twice through main -> level2 ->
# level3; the C library's frame below main is stripped: an address.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ../actions/ustack/nest.c || exit 1
"$D" -q -x stackfmt=folded -n '
syscall::getppid:entry
/pid == $target/
{
	@u[ustack()] = count();
	@k[execname, stack()] = sum(5);
	@c[probefunc] = count();
	@q[ustack(2)] = quantize(1);
}' -c "$T/nest x x" | sed -e 's/^\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*;/LIBC;/' \
    -e 's/+0x[0-9a-f]*$/+0xOFF/'
echo "status $?"
# an empty stack adds no field (no ";;"): stack() at a pid probe, which
# fires in user context, is empty; a row keyed by it alone is its value
"$D" -q -x stackfmt=folded -n '
pid$target:a.out:level3:entry
{
	@[probefunc, stack(), ustack(2)] = count();
	@s[stack()] = count();
}' -c "$T/nest x x"
echo "status $?"
# rows whose lines read the same are one line, their values combined as
# the CPUs' are: a pid probe at each instruction of level3 (3 calls) gives
# ustack(1) keys that differ in offset, all "nest`level3".  N, the number
# of firings, depends on the compiler's code: the values are shown as N,
# 2N, N-3 where they are those.  printa(@c) prints as the end does.
"$D" -q -x stackfmt=folded -n '
pid$target:a.out:level3:
/probename != "return"/
{
	@c[ustack(1)] = count();
	@s[ustack(1)] = sum(2);
	@lo[ustack(1)] = min(probename == "entry" ? 5 : 9);
	@hi[ustack(1)] = max(probename == "entry" ? 5 : 9);
	@a[ustack(1)] = avg(4);
	@e[ustack(1), probename == "entry" ? "entry" : "after"] = count();
	@n = count();
}
END
{
	printa(@c);
}' -c "$T/nest x x" > "$T/m"
echo "status $?"
awk 'NF == 1 && $1 ~ /^[0-9]+$/ { n = $1 } NF > 0 { l[++i] = $0 }
    END { for (j = 1; j <= i; j++) { $0 = l[j]; v = $NF
	$NF = v == n ? "N" : v == 2 * n ? "2N" : v == n - 3 ? "N-3" : v; print }
	print "N > 3: " (n > 3) }' "$T/m"
"$D" -q -x stackfmt=bad -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
rm -rf "$T"
