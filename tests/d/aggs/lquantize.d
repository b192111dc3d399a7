/*
 * lquantize(): linear buckets printed as DTrace prints them: "< base" and
 * ">= limit" at the ends, one empty bucket either side of the non-zero
 * ones, the buckets around the base when all are zero, a step, negative
 * ranges and increments (split bars), the value's low 32 bits as DTrace's
 * kernel takes them, a range too large for the scratch zero area, keys.
 */
#pragma D option quiet

BEGIN
{
	@basic = lquantize(5, 0, 10); @basic = lquantize(5, 0, 10);
	@basic = lquantize(-3, 0, 10); @basic = lquantize(100, 0, 10);
	@one = lquantize(3, 0, 10);
	@under = lquantize(-7, 0, 10, 2);
	@over = lquantize(0x7fffffff, -100, 100, 10);
	@zero = lquantize(4, 0, 10, 1, 0);
	@step = lquantize(7, 0, 100, 10, 3); @step = lquantize(99, 0, 100, 10);
	@neg = lquantize(-15, -20, 20, 5); @neg = lquantize(-1, -20, 20, 5);
	@split = lquantize(2, 0, 5, 1, 4); @split = lquantize(3, 0, 5, 1, -2);
	@trunc32 = lquantize(0x100000003, 0, 10);
	@wide = lquantize(2999, 0, 3000); @wide = lquantize(2997, 0, 3000);
	@k["b"] = lquantize(1, 0, 4); @k["a"] = lquantize(3, 0, 4); @k["a"] = lquantize(3, 0, 4);
	exit(0);
}
