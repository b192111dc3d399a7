# -x json: stacks and symbols as aggregation keys: stack() and ustack()
# keys as arrays of frames (as text prints them), func(), usym(), umod(),
# uaddr(), ufunc() keys as their text, beside plain keys; a histogram
# keyed by a stack; -x stackfmt=folded does not change JSON.  The program
# (../actions/ustack/nest.c) calls getppid once through main -> level1 ->
# level2 -> level3 and twice through main -> level2 -> level3.  Offsets
# depend on the compiler and the kernel: replaced; the frame below main is
# the C library's (stripped: an address).  Each line must be one of the
# documented objects (inc/jsonl-check.py).
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ../actions/ustack/nest.c || exit 1
"$D" -x json -x stackfmt=folded -n '
syscall::getppid:entry
/pid == $target/
{
	@u[ustack()] = count();
	@k[stack()] = count();
	@f[func(caller)] = count();
	@s[usym(uregs[R_PC]), umod(ucaller)] = count();
	@a[uaddr(ucaller)] = sum(10);
	@m[execname, ustack(3), ufunc(ucaller), 7] = count();
	@q[ustack(2)] = quantize(1);
}' -c "$T/nest x x" > "$T/out"
echo "status $?"
sed -e 's/+0x[0-9a-f]*"/+0xOFF"/g' -e 's/"\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*"/"LIBC"/g' "$T/out"
python3 inc/jsonl-check.py "$T/out"
rm -rf "$T"
