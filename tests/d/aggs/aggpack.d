/*
 * -x aggpack: quantize() and lquantize() rows each on one line, as illumos
 * prints them: a heading (a "key" column as wide as the keys, " min .",
 * a '-' per bucket, ". max | count"), then per row the keys (strings
 * " %16s"), the first bucket's label, one character per bucket (its share
 * of the row's total in 8 levels, "__xxxxXX"; negative counts "vvvvVV"),
 * the last bucket's label and the count.  quantize() rows share the
 * buckets from one below the lowest non-zero bucket of any row to one
 * above the highest; lquantize() rows show every bucket.  llquantize()
 * and the other functions print as usual.
 */
#pragma D option quiet
#pragma D option aggpack
#pragma D option encoding=ascii

BEGIN
{
	@q["alpha"] = quantize(1);
	@q["alpha"] = quantize(1);
	@q["alpha"] = quantize(5);
	@q["beta"] = quantize(100);
	@q["beta"] = quantize(3);
	@l[1] = lquantize(3, 0, 50, 10);
	@l[1] = lquantize(42, 0, 50, 10);
	@l[2] = lquantize(-5, 0, 50, 10);
	@w[(int64_t)7, "k"] = quantize(-3, 4);
	@w[(int64_t)7, "k"] = quantize(1, 2);
	@w[(int64_t)8, "k"] = quantize(0);
	@w[(int64_t)9, "n"] = quantize(2, -3);
	@w[(int64_t)9, "n"] = quantize(1);
	@s = quantize(0);
	@ll = llquantize(50, 10, 0, 3, 10);
	@c["x"] = count();
	printa(@q);
	exit(0);
}
