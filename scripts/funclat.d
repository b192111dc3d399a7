#!/usr/bin/env -S dtrace -s
/*
 * funclat.d: the latency of a process's function calls, as a histogram,
 * through the pid provider.
 *
 * USAGE:	./funclat.d -p PID FUNCTION		a running process
 *		./funclat.d -c 'cmd args' FUNCTION	a command it starts
 *
 * FUNCTION is a function name or a glob ('read*', 'pthread_mutex_*'), in
 * the executable or in any library the process maps (libc.so.6 ...).
 * Until Control-C or the process's exit, each call's time from entry to
 * return is measured; then, for each function, a power-of-two histogram
 * of the nanoseconds its calls took.  Recursive calls are timed each at
 * its own depth.  Calls already running when tracing begins are not
 * counted.  A function named by no symbol of the process makes dtrace
 * fail with "does not match any probes".
 */
#pragma D option quiet

dtrace:::BEGIN
{
	printf("Tracing %s in process %d... Hit Ctrl-C to end.\n", $$1, $target);
}

pid$target::$1:entry
{
	self->depth[probefunc]++;
	self->ts[probefunc, self->depth[probefunc]] = timestamp;
}

pid$target::$1:return
/self->ts[probefunc, self->depth[probefunc]]/
{
	@ns[probefunc] = quantize(timestamp - self->ts[probefunc, self->depth[probefunc]]);
	self->ts[probefunc, self->depth[probefunc]] = 0;
}

pid$target::$1:return
/self->depth[probefunc]/
{
	self->depth[probefunc]--;
}

dtrace:::END
{
	printa("\n%s, nanoseconds\n%@d", @ns);
}
