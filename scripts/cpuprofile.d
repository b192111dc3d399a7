#!/usr/bin/env -S dtrace -s
/*
 * cpuprofile.d: sample what the CPUs run, as folded stacks for a flame graph.
 *
 * USAGE:	./cpuprofile.d			every process, until Control-C
 *		./cpuprofile.d -c 'cmd args'	(or -p PID) that process and its
 *						descendants, until it ends
 *		./cpuprofile.d > out.folded; flamegraph.pl out.folded > cpu.svg
 *
 * Each CPU is sampled 99 times a second (profile-99).  When tracing ends,
 * one line per distinct stack, as flamegraph.pl and speedscope read them:
 *	COMM;USER FRAMES;KERNEL FRAMES COUNT
 * the process name, then its user stack from the root (main's callers) to
 * the sampled function, then the kernel stack if it was in the kernel, each
 * frame as module`function, and the number of samples that saw it.  Idle
 * CPUs are not sampled (the idle task is left out).  User stacks are walked
 * by frame pointers: code built without them shows short stacks.
 */
#pragma D option quiet
#pragma D option stackfmt=folded

profile:::profile-99
/pid != 0 && ($target == 0 || progenyof($target))/
{
	@[execname, ustack(), stack()] = count();
}
