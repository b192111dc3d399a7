#!/usr/bin/env -S dtrace -s
/*
 * execsnoop.d: print each program that a process executes, as it starts.
 *
 * USAGE:	./execsnoop.d			every process, until Control-C
 *		./execsnoop.d -c 'cmd args'	(or -p PID) that process and its
 *						descendants, until it ends
 *
 * One line per successful execve(2)/execveat(2), written when the new
 * program is about to run (proc:::exec-success):
 *	UID	the real user ID
 *	PID	the process ID (unchanged by exec)
 *	PPID	its parent's process ID
 *	COMM	the new program's name (the kernel's comm: at most 15 chars)
 *	ARGS	its arguments, from the process's memory (execargs)
 * Failed execs are not shown (errinfo.d shows them with their errno).
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%6s %7s %7s %-16s %s\n", "UID", "PID", "PPID", "COMM", "ARGS");
}

proc:::exec-success
/$target == 0 || progenyof($target)/
{
	printf("%6d %7d %7d %-16s %s\n", uid, pid, ppid, execname, execargs);
}
