/*
 * A string is char data for * and []: *s is its first char, s[i] its
 * i-th, whatever holds the string (a literal, a global, this->, self->, an
 * associative array element, a built-in such as execname).  The chars are
 * chars: they print as numbers with trace() and compare as integers.
 */
#pragma D option quiet

BEGIN
{
	g = "global";
	this->t = "clause";
	self->u = "thread";
	a["k"] = "assoc";
	printf("%c %c %c %c %c\n", *g, this->t[1], self->u[2], a["k"][3], execname[0]);
	trace(g[5]);
	printf("\n%d %d\n", *"A" == 'A', sizeof (g[0]));
	i = 4;
	printf("%c%c\n", g[i - 1], g[i]);
	exit(0);
}
