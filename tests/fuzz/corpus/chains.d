/* chains that count a nesting level a link, enumerators and sizes from constants */
enum e { A = 1, B = A << 3, C = B + A * 2 - 1, D = sizeof (int) * C };
inline int i0 = 3;
inline int i1 = i0 + i0;
inline int i2 = i1 * i1 - i0;
struct s0 { char c; int a; };
struct s1 { char c; struct s0 a; };
int arr[C];

BEGIN
{
	x = y = z = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10;
	w = (x, y, z, x + y, y ? z : x ? y : 0);
	v = curthread->real_parent->real_parent->pid;
	u = self->q = this->r = i2;
	printf("%d %d %d %d %d\n", x, w, D, sizeof (struct s1), offsetof(struct s1, a));
	exit(0);
}
