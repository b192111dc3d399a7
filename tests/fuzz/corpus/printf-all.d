#pragma D option quiet
BEGIN
{
	printf("%d %i %u %x %X %o %c %s %%\n", -1, 2, 3, 4, 5, 6, 'c', "s");
	printf("[%-8d][%08x][%+d][% d][%#o][%.3s][%*d][%-*.*s]\n",
	    1, 2, 3, 4, 5, "abcdef", 4, 6, 7, 2, "xyz");
	printf("%lld %hd %hhu %lu\n", 1LL, (short)2, (unsigned char)3, 4UL);
}
