# stackdepth, ustackdepth, caller, ucaller.  stackdepth is the number of
# frames stack() prints (the tracer's own frames left out) and caller the
# first of them; ustackdepth the number of frames of ustack(), ucaller its
# second: the caller of the function the thread is in, as in DTrace.  The
# probes are system call entries and returns, BEGIN and a tick; the
# program (../actions/ustack/nest.c) calls getppid from level3 once through
# main -> level1 -> level2 and twice through main -> level2.  Checked
# without depending on addresses: the counts are compared with the frames
# printed, caller with stack()'s first frame.  (A tick that interrupts a
# BPF program, in the module area, is not compared: stack() leaves BPF
# frames out, stackdepth counts them.)
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ../actions/ustack/nest.c || exit 1
# frames "depth N" announces must follow; "first F" must name the first one
check() {
	awk '
	/^depth / { want = $2; n = 0; counting = 1; next }
	/^first / { first = $2; next }
	/^end/ { print (n == want ? "depth matches" : "depth " want " but " n " frames"),
		    (first == "" ? "" : (firstframe == first ? "caller matches" : "caller " first " but " firstframe));
		counting = 0; first = ""; firstframe = ""; next }
	counting && NF == 1 { f = $1; sub(/\+0x[0-9a-f]*$/, "", f); if (n == 0) firstframe = f; n++; next }
	{ print }'
}
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	printf("depth %d\nfirst ", stackdepth);
	printf("%s", "");
	trace(func(caller));
	stack();
	printf("end\ndepth %d", ustackdepth);
	ustack();
	printf("end\n");
	ufunc(ucaller);
	printf("\n");
}' -c "$T/nest x x" | sed 's/^first  */first /' | check
echo "status $?"
# at return probes, and through raw_syscalls (every system call enabled)
"$D" -q -n '
syscall::getppid:return,
syscall:::entry
/pid == $target && probefunc == "getppid"/
{
	printf("%s\ndepth %d\nfirst ", probename, stackdepth);
	trace(func(caller));
	stack();
	printf("end\n");
}' -c "$T/nest" | sed 's/^first  */first /' | check
echo "status $?"
"$D" -q -n '
BEGIN
{
	printf("depth %d\nfirst ", stackdepth);
	trace(func(caller));
	stack();
	printf("end\n");
}
tick-1ms
/!done && stackdepth > 0 && caller < 0xffffffffa0000000/
{
	done = 1;	/* the next tick may fire before dtrace stops for exit() */
	printf("depth %d\nfirst ", stackdepth);
	trace(func(caller));
	stack();
	printf("end\n");
	exit(0);
}' | sed 's/^first  */first /' | check
echo "status $?"
"$D" -q -n 'BEGIN { stackdepth = 1; }' 2>&1
echo "status $?"
rm -rf "$T"
