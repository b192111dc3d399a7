/*
 * Translators whose input is a struct, not a pointer: the parameter is the
 * translated object itself (its members read with '.'), a translator may
 * go each way between two structs, and a struct may be cast to its own
 * type (the same object).
 */
#pragma D option quiet

struct point { int x; char tag; };
struct pair { long first; char label; };

translator struct pair < struct point p >
{
	first = ((struct point)p).x * 2;
	label = p.tag;
};

translator struct point < struct pair q >
{
	x = q.first + 1;
	tag = ((struct pair)q).label;
};

struct point pt;
struct pair pr;

BEGIN
{
	pt.x = 21;
	pt.tag = 'a';
	pr.first = 99;
	pr.label = 'z';
	printf("%d %c\n", xlate<struct pair>(pt).first, xlate<struct pair>(pt).label);
	printf("%d %c\n", xlate<struct point>(pr).x, xlate<struct point>(pr).tag);
	printf("%d\n", ((struct point)pt).x);
	exit(0);
}
