/*
 * A folded integer constant keeps its 64-bit value, as DTrace folds it:
 * (1 << 63) - 1 is INT64_MAX where a 64-bit value is taken (an
 * aggregation's argument or increment, an int64_t variable), while what
 * records the int by its type (printf's %d of the int, a cast) still
 * narrows it.  A negated unsigned constant keeps its width; ~ does not.
 */
#pragma D option quiet

int64_t big;

BEGIN
{
	big = (1 << 63) - 1;
	printf("%d %d\n", big, (1 << 63) - 1);
	big = 1 << 40;
	printf("%d %d %d\n", big, 1 << 40, (long)(int)(1 << 40));
	big = (1 << 40) / 4 + (3 << 35) % 5;
	printf("%d\n", big);
	big = -1U;
	printf("%d\n", big);
	big = ~0U;
	printf("%d\n", big);
	@inc = lquantize(2, 0, 4, 1, (1 << 63) - 1);
	@inc = lquantize(3, 0, 4, 1, 1 << 62);
	@sum = sum(3 << 40);
	exit(0);
}
