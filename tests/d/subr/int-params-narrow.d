/*
 * A subroutine's int parameter takes its argument converted to int, as
 * DTrace converts arguments to a subroutine's prototype: a 64-bit index of
 * 0x100000001 is 1, and an int expression computed past 32 bits in the
 * register (big * 4 + 2, big = 1 << 30) is 2.
 */
#pragma D option quiet

int big;
int64_t w;

BEGIN
{
	big = 0x40000000;
	w = 0x100000001;
	printf("[%s] [%s] [%s]\n", substr("abcdef", 0x100000001), substr("abcdef", w),
	    substr("abcdef", big * 4 + 2, big * 4 + 3));
	printf("%d %d\n", index("abcabc", "c", w + 1), rindex("abcabc", "a", big * 4 + 5));
	exit(0);
}
