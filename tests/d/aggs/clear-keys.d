/*
 * clear() takes every key out of the kernel's map and the consumer keeps
 * showing the keys with a zero value until an update puts one back (it
 * then counts from zero) or trunc() removes it; min() and max() start
 * again from the next value, avg() and stddev() from nothing.  A second
 * clear() keeps the keys of the first; trunc(@, n) ranks the cleared keys
 * (value 0) with the others; trunc(@) forgets them all.  END's updates
 * come after BEGIN's records were consumed, so after its clear()s.
 */
#pragma D option quiet

BEGIN
{
	@c["a"] = count(); @c["b"] = count(); @c["b"] = count();
	@mn["k"] = min(5); @mx["k"] = max(5); @av["k"] = avg(100); @sd["k"] = stddev(7);
	clear(@c); clear(@mn); clear(@mx); clear(@av); clear(@sd);
	printa(@c);
	printa(@mn);
	exit(0);
}

END
{
	@c["b"] = count();
	@c["c"] = count(); @c["c"] = count();
	@mn["k"] = min(9); @mx["k"] = max(2); @av["k"] = avg(10); @sd["k"] = stddev(4);
	printa(@c);
	clear(@c);
	printa(@c);
	trunc(@c, 2);
	printa(@c);
	trunc(@c);
	printa(@c);
	printa(@mn); printa(@mx); printa(@av); printa(@sd);
}
