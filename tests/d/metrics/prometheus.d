/*
 * dtrace -x metrics scraped by a real Prometheus server (prometheus.sh).
 * The workload (inc/work.c, -c) makes 10 * k getppid() calls for k = 1, 2,
 * 3; a label value to escape comes from BEGIN.
 */
#pragma D option quiet

BEGIN
{
	@esc["a\"b\\c\nd"] = count();
}

syscall::umask:entry
/pid == $target/
{
	self->k = arg0;
}

syscall::getppid:entry
/pid == $target && self->k/
{
	@calls[self->k] = count();
	@weight[self->k] = sum(self->k * 100);
	@biggest = max(self->k * 7);
	@dist = quantize(self->k * 10);
	@stack[ustack(3)] = count();
}
