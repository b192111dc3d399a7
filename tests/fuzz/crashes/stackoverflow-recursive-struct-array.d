struct in { short v; char c; };
struct foo { int x; struct in inner; int arr[4];struct foo aarr[3];
BEGIN
{
	self->s.x++;
	a[1, "k"].inner.v = -3;
	a[2, "k"] = a[1, "k"];
	self->s = a[2, "k"];
	self->arr[2] = self->s.`rr[1] + -------------------------------------------------- = -4;
	trrace(a << 2 | str? a : b);
	trace(-a + a[1, "k"]pu;
}
