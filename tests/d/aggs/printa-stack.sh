# printa() with a format whose %k takes a stack key: the stack as stack()
# and ustack() print it (a newline, then a frame per line), not indented
# ("%k") or indented by the width ("%-4k"), for kernel and user stacks,
# and a stack key among others; printf()'s %k takes a ustack() too.  The program (../actions/ustack/nest.c)
# calls getppid once through main -> level1 -> level2 -> level3 and twice
# through main -> level2 -> level3.  Offsets depend on the compiler and
# the kernel: replaced; the frame below main is the C library's.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ../actions/ustack/nest.c || exit 1
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	@u[ustack()] = count();
	@k[stack()] = count();
	@m[ustack(2), execname] = sum(5);
	printf("%-2k\n", ustack(2));
}

END
{
	printa("%k %@d\n", @u);
	printa("<%-4k> %@d\n", @u);
	printa("%k|%@d\n", @k);
	printa("%k:%s %@d\n", @m);
}' -c "$T/nest x x" | sed -e 's/+0x[0-9a-f]*/+0xOFF/' \
    -e 's/^\( *\)\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*\(.*\)$/\1LIBC\3/'
echo "status $?"
rm -rf "$T"
