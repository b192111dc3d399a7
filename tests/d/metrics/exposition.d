/*
 * dtrace -x metrics: the exposition, fetched while tracing (exposition.sh).
 * Rows from BEGIN: the anonymous aggregation, label values to escape (a
 * quote, a backslash, a newline, UTF-8 and a byte that is not), keys of
 * two kinds, a stddev, a quantize of a negative value, and @x_total,
 * whose counter name would be @x's.  Rows from the workload (inc/work.c,
 * -c): k = 1, 2, 3 with 10 * k getppid() calls each.
 */
#pragma D option quiet

BEGIN
{
	@["one"] = count();
	@s["caf\303\251 \377 \"q\" back\\slash\nnew"] = count();
	@x = count();
	@x_total = max(3);
	@n[-5, "a"] = min(-7);
	@sd = stddev(2);
	@sd = stddev(4);
	@sd = stddev(9);
	@neg = quantize(-3);
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
	@least = min(self->k * 7);
	@mean = avg(self->k * 10);
	@dist = quantize(self->k * 10);
	@lin[self->k] = lquantize(self->k, 0, 4, 1);
	@log = llquantize(self->k * 100, 10, 1, 3, 10);
	@stack[ustack(3)] = count();
}
