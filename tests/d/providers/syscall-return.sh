# return probes: arg0 and arg1 hold the return value (getpid() returns the
# caller's pid, getppid() its parent's)
D=$1
perl -e '
	require "syscall.ph";
	while (1) {
		syscall(&SYS_getpid);
		getppid();
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!
out=$("$D" -q -n '
BEGIN
{
	a = b = 0;
}

syscall::getpid:return
/pid == $1 && !a/
{
	a = 1;
	printf("getpid: %d %d %d\n", arg0 == pid, arg1 == pid, arg0 == $1);
}

syscall::getppid:return
/pid == $1 && !b/
{
	b = 1;
	printf("getppid: %d %d %d\n", arg0 == $2, arg1 == $2, arg0 == ppid);
}

syscall::getpid:return, syscall::getppid:return
/a && b/
{
	exit(0);
}' $tpid $$)
st=$?
echo "$out" | sort
echo "status $st"
kill $tpid
