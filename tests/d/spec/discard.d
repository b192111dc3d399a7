/*
 * discard() drops a speculation's data; commit() after discard() and
 * discard() after commit() do nothing; a committed or discarded id is free
 * again; speculate(0) drops the clause's data silently.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	a = speculation();
	b = speculation();
}

BEGIN
{
	speculate(a);
	printf("a: discarded, never shown\n");
}

BEGIN
{
	speculate(b);
	printf("b: committed\n");
}

BEGIN
{
	discard(a);
}

BEGIN
{
	commit(a);
}

BEGIN
{
	commit(b);
	discard(b);
}

BEGIN
{
	c = speculation();
	printf("a reused id: %d\n", c);
}

BEGIN
{
	speculate(c);
	printf("c: speculated on the reused id\n");
}

BEGIN
{
	speculate(0);
	printf("speculate(0): dropped\n");
}

BEGIN
{
	commit(c);
}

BEGIN
{
	printf("end\n");
	exit(0);
}
