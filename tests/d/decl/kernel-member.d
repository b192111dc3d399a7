/* a kernel struct inside a D struct is aligned as C aligns it; (bool) gives 0 or 1 */
#pragma D option quiet
struct s {
	char c;
	struct list_head l;
};

BEGIN
{
	x = 5;
	printf("%d %d %d %d\n", offsetof(struct s, l), sizeof(struct s), (bool)5, (bool)x);
	exit(0);
}
