# Stacks and symbols as aggregation keys, alone and mixed with other keys,
# printed as DTrace prints them: a stack key as a newline and its frames
# (indented stackindent spaces), a symbol key as "  %-50s", then the value.
# The program (../actions/ustack/nest.c) calls getppid once through
# main -> level1 -> level2 -> level3 and twice through main -> level2 ->
# level3.  Offsets depend on the compiler and the kernel: replaced; the
# frame below main is the C library's (stripped: an address).
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ../actions/ustack/nest.c || exit 1
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	@u[ustack()] = count();
	@k[stack()] = count();
	@f[func(caller)] = count();
	@s[usym(uregs[R_PC]), umod(ucaller)] = count();
	@a[uaddr(ucaller)] = sum(10);
	@m[execname, ustack(3), ufunc(ucaller), 7] = count();
}' -c "$T/nest x x" | sed -e 's/+0x[0-9a-f]*$/+0xOFF/' -e 's/+0x[0-9a-f]*  */+0xOFF /' \
    -e 's/^\( *\)\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*$/\1LIBC/'
echo "status $?"
rm -rf "$T"
