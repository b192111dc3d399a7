# bit-field members with values the test sets itself: a perl process makes
# itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER: signal_struct's
# is_child_subreaper:1) and sets SCHED_RESET_ON_FORK (task_struct's
# sched_reset_on_fork:1), then forks; the child's signal_struct has
# is_child_subreaper 0 and has_child_subreaper:1 set (inherited from a
# subreaper parent), and fork cleared its sched_reset_on_fork.  Neither is
# inside execve (in_execve:1 is 0).  Bits next to each other in one word:
# a wrong shift or mask shows.
D=$1
tmp=$(mktemp -d) || exit 1
trap 'kill $tpid 2>/dev/null; wait; rm -rf "$tmp"' EXIT

perl -e '
	require "syscall.ph";
	syscall(&SYS_prctl, 36, 1, 0, 0, 0) == 0 or die "prctl: $!";
	my $param = pack("i", 0);
	syscall(&SYS_sched_setscheduler, 0, 0x40000000, $param) == 0
	    or die "sched_setscheduler: $!";
	my $kid = fork();
	defined $kid or die "fork: $!";
	if ($kid == 0) {
		while (1) {
			syscall(&SYS_getpid);
			select(undef, undef, undef, 0.005);
		}
	}
	$SIG{TERM} = sub { kill 9, $kid; waitpid($kid, 0); exit 0; };
	while (1) {
		syscall(&SYS_getppid);
		select(undef, undef, undef, 0.005);
	}' &
tpid=$!

"$D" -q -n '
BEGIN
{
	p = 0;
	c = 0;
}

syscall::getppid:entry
/pid == $1 && !p/
{
	p = 1;
	printf("parent: is_child_subreaper %d sched_reset_on_fork %d in_execve %d\n",
	    curthread->signal->is_child_subreaper,
	    curthread->sched_reset_on_fork, curthread->in_execve);
}

syscall::getpid:entry
/ppid == $1 && !c/
{
	c = 1;
	printf("child: is_child_subreaper %d has_child_subreaper %d sched_reset_on_fork %d in_execve %d\n",
	    curthread->signal->is_child_subreaper,
	    curthread->signal->has_child_subreaper,
	    curthread->sched_reset_on_fork, curthread->in_execve);
}

syscall::getpid:entry,
syscall::getppid:entry
/p && c/
{
	exit(0);
}' $tpid > "$tmp/out" 2> "$tmp/err"
echo "status $?"
sort "$tmp/out"
cat "$tmp/err"
