# -x json: ustack() as {"action":"ustack","pid":N,"frames":[...]}, and the
# symbol actions func(), mod(), ufunc(), umod(), uaddr() as
# {"action":NAME,"value":TEXT}.  The program (ustack/nest.c) calls getppid
# from level3; pid, CPU, probe id and offsets are replaced.
D=$1
T=$(mktemp -d)
cc -O0 -fno-omit-frame-pointer -o "$T/nest" ustack/nest.c || exit 1
"$D" -x json -q -n '
syscall::getppid:entry
/pid == $target/
{
	ustack(3);
	func(caller);
	mod(caller);
	ufunc(ucaller);
	umod(ucaller);
	uaddr(ucaller);
	trace(usym(uregs[R_PC]));
}' -c "$T/nest" | sed -e 's/"pid":[0-9]*/"pid":PID/' -e 's/"cpu":[0-9]*/"cpu":N/' \
    -e 's/"id":[0-9]*/"id":N/' -e 's/+0x[0-9a-f]*"/+0xOFF"/g' | tr ',' '\n'
echo "status $?"
rm -rf "$T"
