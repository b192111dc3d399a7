#!/usr/bin/env -S dtrace -s
/*
 * opensnoop.d: print each file that a process opens, with the result.
 *
 * USAGE:	./opensnoop.d			every process, until Control-C
 *		./opensnoop.d -c 'cmd args'	(or -p PID) only that process
 *
 * One line per open(2), openat(2), openat2(2) or creat(2) call, written
 * when the call returns:
 *	UID	the real user ID
 *	PID	the process ID
 *	COMM	the process's name
 *	FD	the file descriptor returned, or -1 if the call failed
 *	ERR	the errno of a failed call, else 0
 *	PATH	the path as the process gave it (relative paths stay relative)
 * With -c or -p, only that process and its descendants are shown.
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("%6s %7s %-16s %4s %3s %s\n", "UID", "PID", "COMM", "FD", "ERR", "PATH");
}

/* the path argument is read at entry, while it is the caller's */
syscall::open:entry, syscall::creat:entry
/$target == 0 || progenyof($target)/
{
	self->path = copyinstr(arg0);
	self->inopen = 1;
}

syscall::openat:entry, syscall::openat2:entry
/$target == 0 || progenyof($target)/
{
	self->path = copyinstr(arg1);
	self->inopen = 1;
}

syscall::open:return, syscall::creat:return,
syscall::openat:return, syscall::openat2:return
/self->inopen/
{
	printf("%6d %7d %-16s %4d %3d %s\n", uid, pid, execname,
	    errno != 0 ? -1 : (int)arg0, errno, self->path);
	self->path = 0;
	self->inopen = 0;
}
