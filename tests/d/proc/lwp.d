/* the proc provider's thread probes, for lwp.sh's program of 3 threads */
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
}

proc:::exit
/pid == $target/
{
	@["exit", tid == pid] = count();
}

END
{
	printa("%s %d: %@d\n", @);
}
