/*
 * A string variable given NULL (or (string)0) holds no string, as in
 * DTrace: a global or this-> variable is marked, a self-> or associative
 * array element is deleted.  Reading its chars (s[i], *s) faults at
 * address i, each clause on its own; a NULL string compares equal to
 * NULL and to "", prints as "" here, and a later store gives it a string
 * again.
 */
#pragma D option quiet

string g;

BEGIN
{
	g = "abc";
	this->t = "xyz";
	self->s = "def";
	a[1] = "ghi";
	printf("%c %c %c %c\n", g[1], this->t[1], self->s[1], a[1][1]);
	g = NULL;
	this->t = NULL;
	self->s = NULL;
	a[1] = (string)0;
	printf("[%s] [%s] [%s] [%s] %d %d %d\n", g, this->t, self->s, a[1],
	    g == NULL, self->s == NULL, a[1] == "");
	g = "again";
	self->s = "again";
	printf("%c %c\n", g[0], *self->s);
}

BEGIN
{
	g = NULL;
	printf("%c\n", g[2]);
}

BEGIN
{
	this->t = NULL;
	printf("%c\n", this->t[3]);
}

BEGIN
{
	self->s = NULL;
	printf("%c\n", *self->s);
}

BEGIN
{
	a[2] = "x";
	a[2] = NULL;
	printf("%c\n", a[2][1]);
}

BEGIN
{
	exit(0);
}
