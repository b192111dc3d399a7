/*
 * Aggregations without keys (each a one-element array in the kernel, with
 * a word that says it was set): one that never fired prints nothing, one
 * set to 0 prints 0, clear() leaves 0 shown, trunc() removes it, and the
 * functions keep their values.
 */
#pragma D option quiet

tick-1000s
{
	@never = count();
	@nevers = sum(1);
}

BEGIN
{
	@zero = sum(0);
	@c = count();
	@c = count();
	@cl = count();
	clear(@cl);
	@tr = count();
	trunc(@tr);
	@a = avg(3);
	@a = avg(6);
	@mn = min(-4);
	@mx = max(-4);
	@sd = stddev(2);
	@q = quantize(0);
	exit(0);
}

END
{
	printa("zero %@d\n", @zero);
	printa("c %@d\n", @c);
	printa("cl %@d\n", @cl);
	printa("tr %@d\n", @tr);
	printa("never %@d\n", @never);
	printa("a %@d mn %@d mx %@d sd %@d\n", @a, @mn, @mx, @sd);
}
