/*
 * -x json (run by json-funcs.sh): every aggregating function as JSON rows
 * at the end of tracing, keyed and not, with keys of every integer size
 * and sign, a string and a pointer; values as text prints them (avg and
 * stddev as the same integers); histograms as their non-zero buckets with
 * bounds, including negative buckets, lquantize's "< base" and ">= limit"
 * buckets and llquantize's "< factor^low" and last ones; normalize()
 * applied to the printed values.
 */
BEGIN
{
	@c = count(); @c = count(); @c = count();
	@s["neg"] = sum(-5); @s["pos"] = sum(7); @s["pos"] = sum(8);
	@mn = min(3); @mn = min(-2);
	@mx = max(3); @mx = max(9);
	@av = avg(2); @av = avg(4); @av = avg(11);
	@sd = stddev(2); @sd = stddev(4); @sd = stddev(9); @sd = stddev(-3);
	@k[(char)-1, (short)-2, (int)-3, (long long)-4, (unsigned char)255,
	    (unsigned int)4294967295, "tab\there \"q\""] = count();
	@p[(void *)4096] = sum(1);
	@q = quantize(-3); @q = quantize(-1); @q = quantize(0); @q = quantize(1);
	@q = quantize(5); @q = quantize(6);
	@l = lquantize(-1, 0, 20, 5); @l = lquantize(0, 0, 20, 5); @l = lquantize(19, 0, 20, 5);
	@l = lquantize(20, 0, 20, 5); @l = lquantize(1000, 0, 20, 5, 3);
	@ll = llquantize(0, 10, 1, 2, 10); @ll = llquantize(15, 10, 1, 2, 10);
	@ll = llquantize(150, 10, 1, 2, 10); @ll = llquantize(999, 10, 1, 2, 10);
	@ll = llquantize(5000, 10, 1, 2, 10);
	@n["x"] = sum(1000); @n["y"] = sum(250);
	@nq = lquantize(5, 0, 10, 5, 300); @nq = lquantize(7, 0, 10, 5, 100);
	normalize(@n, 100);
	normalize(@nq, 100);
	exit(0);
}
