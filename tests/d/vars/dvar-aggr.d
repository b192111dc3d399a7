/*
 * Struct, union and array values in dynamic variables (self-> and
 * associative arrays): a missing element reads as zeroes; the first store
 * into a member or element creates it; ++ and compound assignment; string
 * members; whole copies from kernel memory (a checked read) and between
 * variables; nested members; an out-of-range index into an element's
 * array member faults.  Each thread has its own self-> struct.
 */
#pragma D option quiet
struct in { short v; char c; };
struct foo { int x; long y; struct in inner; int arr[4]; string name; };
union u { int i; char b[4]; };
struct foo a[int];
struct foo b[string, int];
self struct foo s;
self int arr[3];
self union u uu;

BEGIN
{
	printf("missing: %d %d %d %d [%s] %d\n", self->s.x, a[3].y, b["k", 1].inner.v,
	    self->arr[2], a[3].name, self->uu.i);
	self->s.x = 1;
	self->s.y = -2;
	self->s.name = "self";
	a[3].x = 42;
	a[3].y = self->s.x + 10;
	a[3].name = "three";
	a[4].x++;
	a[4].x += 5;
	a[4].inner.c = 'z';
	b["k", 1].inner.v = -3;
	b["k", 1].arr[2] = 7;
	self->arr[1] = 5;
	self->arr[2] = self->arr[1] * 2;
	self->uu.i = 0x41424344;
	printf("%d %d %s | %d %d %s | %d %c | %d %d | %d %d | %c%c\n", self->s.x, self->s.y,
	    self->s.name, a[3].x, a[3].y, a[3].name, a[4].x, a[4].inner.c, b["k", 1].inner.v,
	    b["k", 1].arr[2], self->arr[1], self->arr[2], self->uu.b[0], self->uu.b[3]);
	a[5] = a[3];
	self->s = b["k", 1];
	printf("%d %d %s | %d %d %d [%s]\n", a[5].x, a[5].y, a[5].name, self->s.x,
	    self->s.inner.v, self->s.arr[2], self->s.name);
	this->fs = curthread->fs;
	self->p = *this->fs;
	a[6].inner = b["k", 1].inner;
	printf("%d %d\n", self->p.pwd.dentry == curthread->fs->pwd.dentry, a[6].inner.v);
}

syscall::getppid:entry
/pid == $target/
{
	self->s.x++;
	@[self->s.x] = count();
}

syscall::getppid:entry
/pid == $target && self->s.x == 3/
{
	printf("target's own self->s.x: %d (BEGIN's: 1)\n", self->s.x);
	exit(0);
}

ERROR
{
	printf("fault %d at line %d\n", arg4, arg3);
}

BEGIN
{
	i = 4;
	b["k", 1].arr[i] = 1;
}
