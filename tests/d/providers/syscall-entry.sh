# syscall::getppid:entry fires for a process that calls getppid(); the
# probe variables name the probe; dtrace exits after five firings
D=$1
perl -e 'while (1) { getppid(); select(undef, undef, undef, 0.005); }' &
tpid=$!
"$D" -q -n '
BEGIN
{
	n = 0;
}

syscall::getppid:entry
/pid == $1/
{
	n++;
}

syscall::getppid:entry
/pid == $1 && n == 5/
{
	printf("%s:%s:%s:%s %s %d\n", probeprov, probemod, probefunc,
	    probename, execname, tid == pid);
	exit(0);
}' $tpid
echo "status $?"
kill $tpid
