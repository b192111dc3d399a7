/*
 * A tag scoped to a module: D`name is D's own type, module`name a kernel
 * type whatever its module (one never defined is an incomplete type,
 * which a pointer may still point to).
 */
#pragma D option quiet

union rec {
	int x;
	char c;
};

BEGIN
{
	p = (struct somemodule`never_defined_here *)NULL;
	printf("%d %d %d\n", offsetof(union D`rec, x), offsetof(union D`rec, c),
	    sizeof(union D`rec));
	exit(0);
}
