/* shifts (arithmetic right shift of negative ints) and bitwise & | ^ ~ */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", 1 << 10, 1024 >> 3, -16 >> 2, 1L << 40);
	printf("%x %x %x %x\n", 0xf0 | 0x0f, 0xff & 0x3c, 0xff ^ 0x0f,
	    ~0 & 0xffff);
	printf("%d %d %x\n", ~5, ~-1, 0x80000000 >> 4);

	one = 1L; k = 1024; m16 = -16; ff = 0xff; f0 = 0xf0; f = 0x0f;
	c = 0x3c; five = 5; hi = 0x80000000; n3 = 3; n4 = 4; n10 = 10;
	n40 = 40;
	printf("%d %d %d %d\n", one << n10, k >> n3, m16 >> 2, one << n40);
	printf("%x %x %x %x\n", f0 | f, ff & c, ff ^ f, ~0 & (ff << 8 | ff));
	printf("%d %d %x\n", ~five, ~(one - 2), hi >> n4);
	exit(0);
}
