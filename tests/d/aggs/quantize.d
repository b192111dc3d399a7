/*
 * quantize(): power-of-two buckets printed as DTrace prints them (the
 * FORMATS.md example first), one empty bucket either side, all-zero
 * histograms around 0, negative values, the extremes of int64 (bucket
 * 2^62 and -2^62), increments (also negative: the bar splits into two
 * halves), keyed histograms sorted by weighted value.
 */
#pragma D option quiet

BEGIN
{
	@ = quantize(0); @ = quantize(1); @ = quantize(1); @ = quantize(4);
	@q["neg"] = quantize(-5); @q["neg"] = quantize(-1); @q["neg"] = quantize(1000);
	@q["ext"] = quantize(0x7fffffffffffffff); @q["ext"] = quantize(-0x7fffffffffffffff - 1);
	@zero = quantize(3, 0);
	@split = quantize(2, 5); @split = quantize(-2, -3);
	@inc = quantize(7, 3); @inc = quantize(8);
	exit(0);
}
