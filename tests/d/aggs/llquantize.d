/*
 * llquantize(): log-linear buckets as DTrace prints them: the zero bucket
 * ("0", or "< factor^low"), the linear steps of each power (one per value
 * while the power is below nsteps), ">= factor^(high+1)" above, negative
 * values in mirrored buckets; values across several powers, factor 2, all
 * zero, increments, and a high magnitude whose next power is past INT64_MAX
 * (the top bucket then is out of reach, its label unsigned).
 */
#pragma D option quiet

BEGIN
{
	@dec = llquantize(5, 10, 0, 3, 10); @dec = llquantize(55, 10, 0, 3, 10);
	@dec = llquantize(5555, 10, 0, 3, 10); @dec = llquantize(123456, 10, 0, 3, 10);
	@dec = llquantize(-4, 10, 0, 3, 10);
	@steps = llquantize(130, 10, 1, 3, 20); @steps = llquantize(149, 10, 1, 3, 20);
	@steps = llquantize(150, 10, 1, 3, 20, 2);
	@two = llquantize(1000, 2, 0, 10, 4); @two = llquantize(3, 2, 0, 10, 4);
	@low = llquantize(7, 10, 2, 4, 10);
	@zero = llquantize(50, 10, 0, 3, 10, 0);
	@top = llquantize(0x7fffffffffffffff, 10, 0, 18, 10);
	exit(0);
}
