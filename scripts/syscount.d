#!/usr/bin/env -S dtrace -s
/*
 * syscount.d: count system calls by process and by call.
 *
 * USAGE:	./syscount.d			every process, until Control-C
 *		./syscount.d -c 'cmd args'	(or -p PID) that process and its
 *						descendants, until it ends
 *
 * When tracing ends, two tables, each sorted by count:
 *	by process:	PID, COMM (the process's name) and CALLS, its
 *			system calls
 *	by call:	SYSCALL (the call's name) and CALLS, over all the
 *			processes traced
 * Counted at each call's entry, so calls that do not return (exit_group,
 * execve) count too.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing... Hit Ctrl-C to end.\n");
}

syscall:::entry
/$target == 0 || progenyof($target)/
{
	@byproc[pid, execname] = count();
	@bycall[probefunc] = count();
}

dtrace:::END
{
	printf("\n%7s %-16s %10s\n", "PID", "COMM", "CALLS");
	printa("%7d %-16s %@10d\n", @byproc);
	printf("\n%-24s %10s\n", "SYSCALL", "CALLS");
	printa("%-24s %@10d\n", @bycall);
}
