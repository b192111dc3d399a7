/*
 * printa(): the default form (a newline, then the rows as at exit); a
 * format per row whose %@ conversions take the value (%@d %@u %@x, widths,
 * a whole histogram) and whose other conversions take the keys in order;
 * several aggregations joined on their keys (a key missing from one prints
 * 0 or an empty histogram); an empty aggregation; aggregations printed by
 * printa() are not printed again at exit, the others are.
 */
#pragma D option quiet

BEGIN
{
	@c["a", 1] = count(); @c["b", 2] = count(); @c["b", 2] = count();
	@s["a", 1] = sum(-10); @s["c", 3] = sum(300);
	@h["a", 1] = quantize(4); @h["b", 2] = quantize(1); @h["b", 2] = quantize(1);
	@never[1] = count();
	@left = sum(42);

	printa(@c);
	printa("%s/%d=%@d;", @c);
	printf("\n");
	printa("%@u|%@x|%@8d|%-3s|%d\n", @s);
	printa("[%s %d]%@d\n", @h);
	printa("%-2s %3d %@4d %@6d %@d\n", @c, @s, @h);
	printa(@c, @s);
	clear(@c);
	trunc(@never);
	printa(@never);
	printa("never %@d\n", @never);
	printf("end\n");
	exit(0);
}
