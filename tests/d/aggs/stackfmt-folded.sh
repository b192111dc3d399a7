# -x stackfmt=folded: aggregations keyed by stacks print one line per row,
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
"$D" -q -x stackfmt=bad -n 'BEGIN { exit(0); }' 2>&1
echo "status $?"
rm -rf "$T"
