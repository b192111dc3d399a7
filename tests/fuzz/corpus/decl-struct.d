typedef long mylong_t;
struct pair { int a; char b; mylong_t c; unsigned int f1 : 4, f2 : 12; };
union mix { char c[5]; short s; long l; };
enum level { LOW, MID = 10, HIGH };
BEGIN
{
	trace(sizeof (struct pair) + sizeof (union mix));
	trace(offsetof(struct pair, c));
	trace(HIGH - MID + LOW);
}
