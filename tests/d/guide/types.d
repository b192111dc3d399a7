/* declarations of every kind of type and the operators on them */
typedef unsigned long long uint64;
typedef struct point {
	int x, y;
} point_t;
enum colour { RED, GREEN = 4, BLUE };
union u {
	int i;
	char c[4];
};
struct flags {
	unsigned int a : 1;
	unsigned int b : 3;
	int c : 4;
};

point_t pt;
union u uu;
struct flags fl;
int arr[4];
string names[int];
self uint64 start;
this int tmp;
inline int LIMIT = 3 * 4;
inline string GREETING = "hello";

BEGIN
{
	pt.x = 1;
	pt.y = pt.x << 2 | 1;
	uu.i = 0x41424344;
	fl.b = 5;
	fl.c = -2;
	arr[LIMIT - 10] = BLUE;
	names[0] = GREETING;
	this->tmp = pt.y % 3 ? pt.y / 2 : -pt.y;
	self->start = timestamp;
	x = (char)uu.i + sizeof (point_t) + offsetof(point_t, y);
	y = ~x ^ (x & 0xff) || !x && x != 0;
	z = x > 0 ? "positive" : "negative";
	w = (uint64)-1 >> 60;
	x += 2; x -= 1; x *= 3; x /= 2; x %= 5; x <<= 1; x >>= 1; x &= 7; x |= 8; x ^= 1;
	v = x++ + ++x - x-- - --x;
	s = stringof(names[0]);
	exit(0);
}
