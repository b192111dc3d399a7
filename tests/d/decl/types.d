/* typedef, struct/union layout (as DTrace lays out declared types: no padding after the last member, bit-fields in bytes of their own), enums, inlines, declared globals */
#pragma D option quiet
typedef unsigned int myuint_t;
struct point {
	int x;
	char tag;
	long y;
	unsigned int flags : 3, kind : 5;
};
union u { char c; long l; int a[3]; };
enum color { RED, GREEN = 5, BLUE };
inline int LIMIT = 10 * 2;
inline string WHO = "inline string";
myuint_t counter;
string label;
int total;

BEGIN
{
	counter = 4294967295;
	total = LIMIT + BLUE;
	label = WHO;
	printf("%u %d %s %d %d %d\n", counter, total, label, RED, GREEN, sizeof(enum color));
	printf("%d %d %d %d\n", sizeof(struct point), offsetof(struct point, tag),
	    offsetof(struct point, y), sizeof(union u));
	printf("%d %d\n", sizeof(myuint_t), (myuint_t)-1 > 0);
	exit(0);
}
