/*
 * A struct or union value is a key of an associative array by its bytes:
 * equal bytes find the same element, a changed member another one; the
 * key may be a global, a this-> copy, a kernel struct read by value, and
 * it may be declared in the array's prototype or set by its first use.
 */
#pragma D option quiet

struct point { int x; char tag; };
union word { int i; char b[4]; };
int bypoint[struct point];
struct point p, q;
union word w;

BEGIN
{
	p.x = 3; p.tag = 'p';
	q.x = 4; q.tag = 'q';
	bypoint[p] = 30;
	bypoint[q] = 40;
	this->c = p;
	printf("%d %d %d\n", bypoint[p], bypoint[q], bypoint[this->c]);
	this->c.tag = 'z';
	printf("changed: %d\n", bypoint[this->c]);
	w.i = 0x64636261;
	names[w, 1] = "w1";
	self->t[q] = "q";
	printf("%s %s\n", names[w, 1], self->t[q]);
	load[curthread->se.load] = 7;
	printf("%d\n", load[curthread->se.load]);
	bypoint[p] = 0;
	printf("deleted: %d %d\n", bypoint[p], bypoint[q]);
	exit(0);
}
