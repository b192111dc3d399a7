/*
 * trunc(), clear(), normalize() and denormalize() in sequence: trunc(@, n)
 * keeps the n largest rows, trunc(@, -n) the n smallest, trunc(@) empties
 * it; clear() zeroes the values and keeps the keys, later updates count
 * from zero (END runs after BEGIN's record was consumed, so its updates
 * come after the clear); normalize() divides what is printed (avg and
 * stddev as DTrace normalizes them, histogram counts but not their bars),
 * denormalize() undoes it.
 */
#pragma D option quiet

BEGIN
{
	@a["w"] = sum(-50); @a["x"] = sum(100); @a["y"] = sum(200); @a["z"] = sum(300);
	@a["v"] = sum(250);
	printa(@a);
	trunc(@a, 3);
	printa(@a);
	trunc(@a, -2);
	printa(@a);
	@n["avg"] = avg(1000); @n["avg"] = avg(3000);
	@sd = stddev(100); @sd = stddev(300);
	@mm = max(999); @q = quantize(64); @q = quantize(64);
	normalize(@n, 10); normalize(@sd, 10); normalize(@mm, 2); normalize(@q, 2);
	printa(@n); printa(@sd); printa(@mm); printa(@q);
	denormalize(@n);
	printa(@n);
	clear(@a);
	printa(@a);
	@e = count();
	trunc(@e);
	printa(@e);
	exit(0);
}

END
{
	@a["x"] = sum(7);
	@a["u"] = sum(1);
	printa(@a);
	@e = count();
	trunc(@a, 0);
}
