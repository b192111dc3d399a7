#!/usr/bin/env -S dtrace -s
/*
 * offcpu.d: time spent off the CPU (blocked or waiting to run), by stack,
 * as folded stacks for a flame graph.
 *
 * USAGE:	./offcpu.d			every process, until Control-C
 *		./offcpu.d -c 'cmd args'	(or -p PID) that process and its
 *						descendants, until it ends
 *		./offcpu.d > off.folded
 *		flamegraph.pl --countname=us --title="Off-CPU Time" off.folded > off.svg
 *
 * Each time a thread leaves its CPU (sched:::off-cpu) the time is noted;
 * when it runs again (sched:::on-cpu) the microseconds in between are
 * added to the stack it resumes at: the place where it blocked (a read,
 * a sleep, a lock, a page fault) or was preempted.  When tracing ends, one
 * line per distinct stack, as flamegraph.pl and speedscope read them:
 *	COMM;USER FRAMES;KERNEL FRAMES MICROSECONDS
 * root first, each frame as module`function.  The idle task is left out,
 * and so is time still running when tracing ends.  The on-cpu and off-cpu
 * probes run at every context switch of every CPU: the cost grows with the
 * switch rate.
 */
#pragma D option quiet
#pragma D option stackfmt=folded

sched:::off-cpu
/pid != 0 && ($target == 0 || progenyof($target))/
{
	self->off = timestamp;
}

sched:::on-cpu
/self->off/
{
	@[execname, ustack(), stack()] = sum((timestamp - self->off) / 1000);
	self->off = 0;
}
