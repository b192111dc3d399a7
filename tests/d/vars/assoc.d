/*
 * Associative arrays: tuples of integers and strings, strings as values,
 * missing elements read as 0 or "", assigning 0 deletes, ++ and compound
 * assignment on elements, integer keys of different types that compare equal.
 */
#pragma D option quiet

BEGIN
{
	a[1, "one"] = 10;
	a[2, "two"] = a[1, "one"] * 2;
	printf("a[1,one]=%d a[2,two]=%d a[3,three]=%d\n", a[1, "one"], a[2, "two"],
	    a[3, "three"]);

	/* the same key through other integer types */
	printf("a[(char)1,one]=%d a[1L,one]=%d\n", a[(char)1, "one"], a[1L, "one"]);

	/* string values */
	name["x"] = "ex";
	name["y"] = strval = "why";
	printf("name[x]=%s name[y]=%s name[z]=[%s]\n", name["x"], name["y"], name["z"]);
	name["x"] = "changed";
	printf("name[x]=%s\n", name["x"]);

	/* ++, --, compound assignment */
	n["c"]++;
	n["c"]++;
	++n["c"];
	n["d"]--;
	n["c"] += 10;
	n["c"] *= 2;
	printf("n[c]=%d n[d]=%d post=%d now=%d pre=%d\n", n["c"], n["d"], n["c"]++, n["c"],
	    ++n["c"]);

	/* 0 deletes; reading it again gives 0 */
	a[1, "one"] = 0;
	printf("deleted: %d kept: %d\n", a[1, "one"], a[2, "two"]);

	/*
	 * negative and large keys, a key that is an expression; a key takes
	 * the type of the array's first use, as DTrace converts a tuple's
	 * members: b's keys are ints, so the 64-bit key is -1 as an int and
	 * names b[-1]; d's are 64-bit
	 */
	b[-1] = 1;
	b[0x7fffffffffffffff] = 2;
	b[1 + 1] = 3;
	printf("b[-1]=%d b[max]=%d b[2]=%d b[1]=%d\n", b[-1], b[0x7fffffffffffffff], b[2], b[1]);
	d[-1L] = 1;
	d[0x7fffffffffffffff] = 2;
	printf("d[-1]=%d d[max]=%d\n", d[-1], d[0x7fffffffffffffff]);

	/* an element used as a key */
	c[b[2]] = 33;
	printf("c[3]=%d\n", c[3]);
	exit(0);
}
