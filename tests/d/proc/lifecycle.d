/*
 * The proc provider's process probes, for the processes of the -c command
 * (lifecycle.sh's trigger): each line is printed once per event, and the
 * driver sorts them (probes of different CPUs reach dtrace in any order).
 */
#pragma D option quiet

proc:::create
/progenyof($target)/
{
	printf("create: child of %s, its pid is not ours: %d\n", execname, args[0]->pr_pid != pid);
}

proc:::start
/progenyof($target)/
{
	printf("start: in the child: %d\n", curpsinfo->pr_ppid != 0);
}

proc:::exec
/progenyof($target)/
{
	printf("exec: %s\n", args[0]);
}

proc:::exec-success
/progenyof($target)/
{
	printf("exec-success: %s\n", execname);
}

proc:::exec-failure
/progenyof($target)/
{
	printf("exec-failure: errno %d\n", args[0]);
}

proc:::exit
/progenyof($target)/
{
	printf("exit: %s %s\n", execname, args[0] == CLD_EXITED ? "CLD_EXITED" :
	    args[0] == CLD_KILLED ? "CLD_KILLED" : args[0] == CLD_DUMPED ? "CLD_DUMPED" : "?");
}

proc:::signal-send
/progenyof($target) && args[2] != SIGCHLD/
{
	printf("signal-send: %s sends %d to %s (%s)\n", execname, args[2], args[1]->pr_fname,
	    args[0]->pr_lwpid == args[1]->pr_pid ? "its main thread" : "another thread");
}

proc:::signal-handle
/progenyof($target) && args[0] != SIGCHLD/
{
	printf("signal-handle: %s takes %d (si_signo %d), handler set: %d\n", execname, args[0],
	    args[1] != NULL ? args[1]->si_signo : 0, args[2] > 1);
}
