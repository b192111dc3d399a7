struct in { short v; char c; };
struct foo { int x; struct in inner; int arr[4]; string name; };
struct foo a[int, string];
self struct foo s;
self int arr[3];
BEGIN
{
	self->s.x++;
	a[1, "k"].inner.v = -3;
	a[2, "k"] = a[1, "k"];
	self->s = a[2, "k"];
	self->arr[2] = self->s.arr[1] + a[1, "k"].arr[3];
	printf("%d %s %s %s %d\n", self->s.inner.c, cwd, root, execargs, curcpu->cpu_info.pi_clock);
	trace(d_path(&curthread->fs->pwd));
	this->c = (cpuinfo_t *)curcpu;
}
