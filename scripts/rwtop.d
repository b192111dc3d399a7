#!/usr/bin/env -S dtrace -s
/*
 * rwtop.d: the processes that read and write the most, every few seconds.
 *
 * USAGE:	./rwtop.d [SECONDS]		every process, a report every
 *						SECONDS (default 5), until Control-C
 *		./rwtop.d -c 'cmd args' [SECONDS]	(or -p PID) that process
 *						and its descendants, until it ends
 *
 * Each report starts with the wall-clock time, then the 20 busiest
 * (process, direction) pairs of the interval, the busiest first:
 *	PID	the process ID
 *	COMM	the process's name
 *	D	R (read) or W (written)
 *	BYTES	the bytes the calls returned as transferred
 * Counted are read(2), readv(2), pread64(2), preadv(2), preadv2(2) and their
 * write counterparts, on any kind of file (regular files, pipes, sockets,
 * terminals).  A last report covers the time since the previous one when
 * tracing ends.
 */
#pragma D option quiet
#pragma D option defaultargs
#pragma D option aggsortrev

inline int TOP = 20;

dtrace:::BEGIN
{
	interval = $1 > 0 ? $1 : 5;
	left = interval;
	printf("Tracing... a report every %d s; Hit Ctrl-C to end.\n", interval);
}

syscall::read:return, syscall::readv:return, syscall::pread64:return,
syscall::preadv:return, syscall::preadv2:return
/(int64_t)arg0 > 0 && ($target == 0 || progenyof($target))/
{
	@bytes[pid, execname, "R"] = sum(arg0);
}

syscall::write:return, syscall::writev:return, syscall::pwrite64:return,
syscall::pwritev:return, syscall::pwritev2:return
/(int64_t)arg0 > 0 && ($target == 0 || progenyof($target))/
{
	@bytes[pid, execname, "W"] = sum(arg0);
}

profile:::tick-1s
{
	left--;
}

profile:::tick-1s, dtrace:::END
/left <= 0 || probename == "END"/
{
	trunc(@bytes, TOP);
	printf("\n%Y\n%7s %-16s %1s %12s\n", walltimestamp, "PID", "COMM", "D", "BYTES");
	printa("%7d %-16s %1s %@12d\n", @bytes);
	trunc(@bytes);
	left = interval;
}
