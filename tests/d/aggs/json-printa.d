/*
 * -x json (run by json-printa.sh): printa() writes one row a line, under
 * the snapshot number its record's printa action shows; with a format the
 * rows are the same (the format only shapes text); several aggregations
 * joined by key give each one's row, key by key in the order text prints
 * them (a key an aggregation lacks: no row); trunc() and normalize() apply
 * as in text; aggregations printa'd are not printed again at the end, the
 * others are, in the last snapshot.
 */
BEGIN
{
	@a["x"] = count(); @a["y"] = count(); @a["y"] = count(); @a["y"] = count();
	@a["z"] = count(); @a["z"] = count();
	@b["x"] = sum(10); @b["y"] = sum(20); @b["z"] = sum(5);
	@c["y"] = max(3);
	@t[1] = sum(1); @t[2] = sum(2); @t[3] = sum(3); @t[4] = sum(-4);
	@n["k"] = sum(1000); @n["j"] = sum(250);
	@e = count();
	@left = count();
	@lq["w"] = lquantize(3, 0, 10, 1);
	printa(@a);
	printa("%s %@d %@d\n", @a, @b);
	printa("%s %@d %@d %@d\n", @a, @b, @c);
	trunc(@t, 2);
	printa(@t);
	normalize(@n, 100);
	printa("%s %@d\n", @n);
	clear(@e);
	printa(@e);
	trunc(@left);
	exit(0);
}

END
{
	printa(@left);
}
