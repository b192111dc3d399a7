/*
 * the proc provider's thread probes, for lwp.sh's program of 3 threads:
 * lwp-exit fires for every thread, the last one too, and before exit
 */
#pragma D option quiet

proc:::lwp-create
/pid == $target/
{
	@["lwp-create", args[1]->pr_pid == pid && args[0]->pr_lwpid != tid] = count();
}

proc:::lwp-start
/pid == $target/
{
	@["lwp-start", tid != pid] = count();
}

proc:::lwp-exit
/pid == $target/
{
	@["lwp-exit", tid != pid] = count();
	self->lwpexit = 1;
}

proc:::exit
/pid == $target/
{
	@["exit", tid == pid] = count();
	@["exit after its thread's lwp-exit", self->lwpexit] = count();
}

END
{
	printa("%s %d: %@d\n", @);
}
