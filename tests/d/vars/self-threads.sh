# self-> variables belong to a thread: two processes each count their own
# getpid() calls in self->n; each reaches 5 once (a shared variable would
# reach it once in all)
D=$1
loop='require "syscall.ph"; while (1) { syscall(&SYS_getpid); select(undef, undef, undef, 0.002); }'
perl -e "$loop" &
p1=$!
perl -e "$loop" &
p2=$!
"$D" -q -n '
syscall::getpid:entry
/pid == $1 || pid == $2/
{
	self->n++;
}

syscall::getpid:entry
/(pid == $1 || pid == $2) && self->n == 5/
{
	@[pid == $1 ? "first" : "second"] = count();
	done[pid] = 1;
}

syscall::getpid:entry
/done[$1] && done[$2]/
{
	exit(0);
}' $p1 $p2
echo "status $?"
kill $p1 $p2
