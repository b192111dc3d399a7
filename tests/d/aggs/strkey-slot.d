/*
 * A string key has the same value whatever the size of its slot in the
 * aggregation's key: the checker sizes the slot by what can reach it in
 * every clause (execname 16 bytes, a literal its length + 1, a char array
 * its length + 1, probefunc the probe string's field, anything else
 * strsize), and the consumer reads it from there.
 */
#pragma D option quiet

BEGIN
{
	@a[execname] = count();
	@b["x"] = count();
	@c[execname, 7] = sum(7);
	@d[probefunc] = count();
	@e[curthread->comm] = count();
	@f[0 ? execname : "else"] = count();
	@f[1 ? execname : "else"] = count();
	@g[execname] = count();
	@h["short"] = count();
}

BEGIN
{
	/* the same aggregations fed from other clauses: their slots grow */
	@b["a literal longer than sixteen bytes"] = count();
	@c["0123456789abcdefghijklmnopqrstuvwxyz", 8] = sum(8);
	@g[strjoin(execname, "-and-a-suffix-longer-than-comm")] = count();
}

BEGIN
{
	printa("a %s %@d\n", @a);
	printa("b %s %@d\n", @b);
	printa("c %s %d %@d\n", @c);
	printa("d %s %@d\n", @d);
	printa("e %s %@d\n", @e);
	printa("f %s %@d\n", @f);
	printa("g %s %@d\n", @g);
	/* joined: rows of a 16-byte slot and of a strsize one, matched by value */
	printa("ag %s %@d %@d\n", @a, @g);
	printa("%-20s|%@d|\n", @h);
	exit(0);
}

END
{
	@b["x"] = count();
}
