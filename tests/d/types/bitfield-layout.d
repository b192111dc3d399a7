/*
 * How DTrace lays out declared structs: a bit-field takes the fewest bytes
 * (1, 2, 4 or 8) that hold its width, aligned to them, starting after the
 * previous member's last byte; there is no padding after the last member.
 * Values stored into the fields read back.
 */
#pragma D option quiet

struct one { int a : 1; };
struct two { int a : 1; int b : 3; };
struct mixed { int c : 12; int a : 10; int b : 3; };
struct wide { int a : 20; int b : 3; int c : 12; };
struct longs { long c : 32; long long d : 9; int e : 1; };
struct kinds { char a : 2; short b : 12; long c : 32; };
struct plain { int i; char c; };
union un { char c; int a[3]; };
struct un2 { char c; union un u; long l; };

struct wide w;

BEGIN
{
	printf("%d %d %d %d %d %d %d %d\n", sizeof (struct one), sizeof (struct two),
	    sizeof (struct mixed), sizeof (struct wide), sizeof (struct longs),
	    sizeof (struct kinds), sizeof (struct plain), sizeof (union un));
	printf("%d %d\n", offsetof(struct plain, c), offsetof(struct un2, l));
	w.a = 0xfffff;
	w.b = 5;
	w.c = -7;
	printf("%d %d %d\n", w.a, w.b, w.c);
	exit(0);
}
