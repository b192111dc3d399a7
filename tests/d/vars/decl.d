/*
 * Declared variables of every scope: self, this (with an implicit int type),
 * associative arrays with declared key types.
 */
#pragma D option quiet

self int depth;
self string who;
this int tmp;
this untyped;
int counts[string, int];
self uint64_t starts[int];
string names[int];

BEGIN
{
	self->depth = -3;
	self->who = "me";
	this->tmp = 7;
	this->untyped = 1 << 20;
	counts["a", 1] = 11;
	self->starts[4] = 0xffffffffffffffff;
	names[5] = "five";
	printf("%d %s %d %d %d %u %s\n", self->depth, self->who, this->tmp, this->untyped,
	    counts["a", 1], self->starts[4], names[5]);
	printf("sizes %d %d\n", sizeof (self->depth), sizeof (self->starts[4]));
	exit(0);
}
