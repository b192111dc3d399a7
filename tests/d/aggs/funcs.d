/*
 * avg, min, max and stddev (with count and sum), scalar and keyed: the
 * FORMATS.md example (2, 12, 6, -2, 9, 1), negative values, C's truncating
 * integer average, min/max of one value, and stddev's 128-bit sum of
 * squares (values of 2^40 and 2^63 - 1).
 */
#pragma D option quiet

BEGIN
{
	@c = count(); @s = sum(3); @a = avg(3); @mn = min(3); @mx = max(3); @sd = stddev(3);
}

BEGIN
{
	@c = count(); @s = sum(9); @a = avg(9); @mn = min(-2); @mx = max(9); @sd = stddev(5);
}

BEGIN
{
	@lo["a"] = min(5); @lo["a"] = min(-7); @lo["b"] = min(100);
	@hi["a"] = max(-5); @hi["a"] = max(-7); @hi["b"] = max(0);
	@av["x"] = avg(-3); @av["x"] = avg(-4); @av["y"] = avg(10);
	@sdbig = stddev(1LL << 40); @sdbig = stddev(-(1LL << 40));
	@sdmax = stddev(0x7fffffffffffffff); @sdmax = stddev(-0x7fffffffffffffff);
	@one = stddev(42);
	exit(0);
}
