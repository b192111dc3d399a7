/*
 * A member of a D struct may be a pointer to a function, or an array of
 * them, declared as C declares them: pointers of 8 bytes, laid out as C
 * lays them out; a struct with them is traced as bytes and printed.
 */
#pragma D option quiet

struct ops {
	char tag;
	int (*open)();
	long (*rw[2])(int, char *);
	void (*close)(void);
} ops;

BEGIN
{
	printf("size %d open @%d rw @%d close @%d\n", sizeof(struct ops),
	    offsetof(struct ops, open), offsetof(struct ops, rw),
	    offsetof(struct ops, close));
	printf("sizes %d %d %d\n", sizeof(ops.open), sizeof(ops.rw), sizeof(ops.rw[1]));
	printf("zero %p %p\n", ops.open, ops.rw[1]);
	exit(0);
}
