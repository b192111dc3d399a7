# func(), sym(), mod() of kernel addresses and ufunc(), usym(), umod(),
# uaddr() of user addresses, as actions and through trace(): each prints
# "  %-50s" of its text, as DTrace does: module`symbol (func, sym, and
# ufunc, usym at the start of the symbol), module`symbol+0xoff (uaddr),
# the module (mod, umod), or a bare address when nothing holds it.  The
# program (ustack/nest.c) calls getppid from level3, which level2 calls:
# ucaller is in level2, the user PC in level3; caller, the first frame of
# stack(), is in do_syscall_64.  Offsets depend on the compiler: replaced.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ustack/nest.c || exit 1
"$D" -q -n '
syscall::getppid:entry
/pid == $target/
{
	printf("[");
	func(caller);
	printf("]\n[");
	sym(caller);
	printf("]\n[");
	mod(caller);
	printf("]\n[");
	trace(func(caller));
	printf("]\n[");
	ufunc(ucaller);
	printf("]\n[");
	usym(ucaller);
	printf("]\n[");
	umod(ucaller);
	printf("]\n[");
	uaddr(ucaller);
	printf("]\n[");
	uaddr(uregs[R_PC]);
	printf("]\n[");
	trace(ufunc(uregs[R_PC]));
	printf("]\n[");
	func(0);
	printf("]\n[");
	mod(0);
	printf("]\n[");
	ufunc(0);
	printf("]\n[");
	umod(16);
	printf("]\n");
}' -c "$T/nest" | sed 's/+0x[0-9a-f]* *]/+0xOFF]/'
echo "status $?"
"$D" -q -n 'BEGIN { func("x"); }' 2>&1
echo "status $?"
"$D" -q -n 'BEGIN { ufunc(); }' 2>&1
echo "status $?"
rm -rf "$T"
