/*
 * llquantize() of negative values: their buckets mirror the positive ones
 * ("<= -factor^(high+1)" at the bottom), around a zero bucket labelled "0"
 * when the low magnitude is 0 and "abs() < factor^low" when negative
 * buckets show; fewer steps than the factor (buckets aligned on multiples
 * of factor^(m+1)/steps, the first starting at factor^m); more steps than
 * the factor with a low magnitude of 0 (one bucket per value in the first
 * power); and the order of keyed histograms with negative increments.
 */
#pragma D option quiet

BEGIN
{
	@mixed = llquantize(-7, 10, 0, 1, 10);
	@mixed = llquantize(0, 10, 0, 1, 10, 2);
	@mixed = llquantize(35, 10, 0, 1, 10, 3);
	@mixed = llquantize(-500, 10, 0, 1, 10);
	@low = llquantize(-150, 10, 2, 3, 10);
	@low = llquantize(42, 10, 2, 3, 10, 4);
	@fewer = llquantize(1, 4, 0, 1, 2);
	@fewer = llquantize(3, 4, 0, 1, 2);
	@fewer = llquantize(-9, 4, 0, 1, 2);
	@fine = llquantize(-3, 2, 0, 2, 4);
	@fine = llquantize(5, 2, 0, 2, 4);
	@k["up"] = llquantize(3, 10, 0, 2, 20, 5);
	@k["down"] = llquantize(3, 10, 0, 2, 20, -5);
	@k["zero"] = llquantize(0, 10, 0, 2, 20, 5);
	exit(0);
}
