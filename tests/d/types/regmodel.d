/*
 * DTrace's register model: int arithmetic is done in 64-bit registers and
 * does not wrap at 32 bits; the value is narrowed only where it is stored
 * into sized storage (an int variable, a struct member, a thread-local or
 * an associative array's key), cast, or recorded (printf %d of an int,
 * an int aggregation key).  An aggregating function takes the whole value.
 */
#pragma D option quiet

struct holder { int m; short s; };
struct holder h;
int64_t wide, shift;
int narrow, one, big;
unsigned char uc;

BEGIN
{
	one = 1;
	shift = 31;
	big = 0x40000000;

	/* 1 << 31 on an int: 2147483648 in 64 bits, stored whole into int64_t */
	wide = one << shift;
	printf("int64_t: %d\n", wide);

	/* stored into an int variable, a member, self->: narrowed */
	narrow = one << shift;
	h.m = one << shift;
	h.s = big + big + 7;
	self->t = one << shift;
	wide = narrow;
	printf("int variable: %d  member: %d  short member: %d  self->: %d\n",
	    wide, h.m, h.s, self->t);

	/* cast: (int) narrows; (int64_t) keeps the 64 bits */
	wide = (int)(one << shift);
	printf("(int): %d  (int64_t): %d\n", wide, (int64_t)(one << shift));

	/* recorded as an int by printf %d and trace() */
	printf("%%d of the int: %d  trace: ", one << shift);
	trace(big + big);
	printf("\n");

	/* comparisons, division and >> see the 64-bit value */
	printf("big + big > 0: %d  (big + big) / 2: %d  (big + big) >> 1: %d\n",
	    big + big > 0, (int64_t)((big + big) / 2), (int64_t)((big + big) >> 1));

	/* ?:, compound assignment, ++ */
	wide = one ? big + big : 0;
	printf("?: %d\n", wide);
	narrow = 2147483647;
	narrow += 1;
	printf("+= stored: %d\n", (int64_t)narrow);
	narrow = 2147483647;
	wide = ++narrow;
	printf("++ value: %d stored: %d\n", wide, (int64_t)narrow);

	/* constants fold the same way */
	wide = 1 ? 1 << 31 : 0;
	printf("folded ?: %d  (int): %d  (int64_t): %d  int: %d\n", wide,
	    (int64_t)(int)(1 << 31), (int64_t)(1 << 31), 1 << 31);

	/* small types: no promotion, no wrap in the register */
	uc = 200;
	wide = uc + uc;
	printf("uchar sum: %d  recorded as uchar: %d\n", wide, uc + uc);

	/* aggregation key (an int: narrowed) and values (whole) */
	@keys[one << shift] = count();
	@sums = sum(one << shift);
	@q = quantize(one << shift);

	/* an associative array's int key is narrowed to int */
	arr[one << shift] = 5;
	printf("arr[-2147483648]: %d\n", arr[-2147483648]);
	exit(0);
}

END
{
	printa("key %d: %@d\n", @keys);
	printa("sum %@d\n", @sums);
	printa(@q);
}
