/*
 * func(), sym() and mod() keys merge per symbol, as DTrace prints them:
 * two addresses inside vfs_read are one row, named by the function (%a prints
 * its start), their values combined (count,
 * sum, min, avg, quantize); trunc() keeps or removes the merged row whole.
 */
#pragma D option quiet

BEGIN
{
	this->a = (uint64_t)&`vfs_read;
	this->b = (uint64_t)&`vfs_write;
	@c[func(this->a)] = count();
	@c[func(this->a + 4)] = count();
	@c[func(this->b)] = count();
	@s[sym(this->a)] = sum(10);
	@s[sym(this->a + 8)] = sum(5);
	@m[mod(this->a)] = min(7);
	@m[mod(this->b)] = min(3);
	@v[func(this->a), 1] = avg(10);
	@v[func(this->a + 2), 1] = avg(20);
	@v[func(this->a + 2), 2] = avg(40);
	@q[func(this->a)] = quantize(1);
	@q[func(this->a + 1)] = quantize(4);
	printa("count %a %@d\n", @c);
	printa(@s);
	printa(@m);
	printa(@v);
	printa(@q);
	trunc(@c, 1);
	printa("kept %a %@d\n", @c);
	exit(0);
}

END
{
	/* cleared keys show as zero, merged per function too */
	@z[func((uint64_t)&`vfs_read)] = count();
	@z[func((uint64_t)&`vfs_read + 4)] = count();
	clear(@z);
	printa("cleared %a %@d\n", @z);
}
