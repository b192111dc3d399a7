/* every aggregating function, keyed and not */
syscall:::entry
{
	@calls[execname, probefunc] = count();
	@total = sum(arg0);
	@mean[execname] = avg(arg2);
	@lo = min(arg0);
	@hi = max(arg0);
	@sd = stddev(arg2);
	@pow2[execname] = quantize(arg2);
	@lin = lquantize(arg0, 0, 100, 10);
	@log = llquantize(arg2, 10, 0, 6, 20);
}

tick-10sec
{
	printa(@calls);
	printa("%-20s %-20s %@8d\n", @calls);
	trunc(@calls, 10);
	normalize(@total, 10);
	clear(@mean);
	denormalize(@total);
	exit(0);
}
