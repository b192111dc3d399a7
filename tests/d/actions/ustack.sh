# ustack(), ustack(n), ustack(n, strsize) and jstack(): the user stack of
# the thread at the probe, recorded with the pid and symbolized by the
# consumer through /proc/PID/maps and the ELF symbol tables, one frame per
# line as object`symbol+0xoff (object by basename), indented stackindent
# spaces.  The program (ustack/nest.c) makes the getppid system call from
# level3, called by level2, called by level1, called by main, built with
# frame pointers.  Offsets depend on the compiler: replaced; the frame
# below main is the C library's (stripped: an address, placed in
# libc.so.6 when its mapping was seen before the program exited).
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ustack/nest.c || exit 1
norm() {
	sed -e 's/+0x[0-9a-f]*$/+0xOFF/' -e 's/^\( *\)\(libc\.so\.6`\)\{0,1\}0x[0-9a-f]*$/\1LIBC/'
}
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	printf("ustack:");
	ustack();
	printf("ustack(2):");
	ustack(2);
	printf("ustack(3, 100):");
	ustack(3, 100);
	printf("jstack(1):");
	jstack(1);
}' -c "$T/nest" | norm
echo "status $?"
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	ustack(1);
}' -x stackindent=4 -c "$T/nest" | norm
"$D" -q -n 'BEGIN { ustack(0); }' 2>&1
echo "status $?"
"$D" -q -n 'BEGIN { ustack(1, -1); }' 2>&1
echo "status $?"
rm -rf "$T"
