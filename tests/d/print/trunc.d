/*
 * print() under printsize: the dump stops at the first member the bytes
 * shown do not hold, with "..." at that member's level.  A struct's "}"
 * waits for the next line, so a cut just after nested structs puts the
 * "..." before their closings; a cut inside a struct puts it inside.
 * Driven by trunc.sh, which hides the alloca() addresses.
 */
#pragma D option quiet

struct t2 {
	int a;
	struct {
		struct {
			int p;
			int q;
		} deep;
	} m;
	long after;
};

BEGIN
{
	t = (struct t2 *)alloca(sizeof (struct t2));
	t->a = 1;
	t->m.deep.p = 2;
	t->m.deep.q = 3;
	t->after = 4;
	print(t);
	setopt("printsize", "16");	/* after (16..24) is cut */
	print(t);
	setopt("printsize", "6");	/* m.deep.p (4..8) is cut */
	print(t);
	exit(0);
}
