/*
 * An array inline whose value is a translation (DTrace's fds[]): each
 * member of a use translates the inline's expression with its arguments
 * in place of the parameters, through uses that nest, a pointer
 * translation and an argument that is itself such a member.
 */
#pragma D option quiet
typedef struct pt {
	int px;
	int twice;
	string name;
} pt_t;
translator pt_t < int V > {
	px = V;
	twice = V * 2;
	name = V > 0 ? "pos" : "nonpos";
};
inline pt_t pts[int i] = xlate <pt_t> (i + 1);
inline pt_t prod[int a, int b] = pts[a * b];
inline pt_t *ptp[int i] = xlate <pt_t *> (i - 1);
BEGIN
{
	printf("%d %d %s %s\n", pts[1].px, pts[2].twice, pts[-1].name, pts[0].name);
	printf("%d %d\n", prod[2, 3].px, prod[pts[1].px, 5].twice);
	this->k = 4;
	printf("%d %s %d\n", pts[this->k].twice, pts[pts[0].px - 3].name, pts[pts[1].px].px);
	printf("%d %s\n", ptp[10]->px, ptp[1]->name);
	exit(0);
}
