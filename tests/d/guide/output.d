/* output: printf conversions, trace, tracemem, print */
#pragma D option quiet

BEGIN
{
	printf("%d %i %u %x %X %o %c %s %%\n", -1, 2, 3, 255, 255, 8, 65, "s");
	printf("%5d|%-5d|%05d|%+d|% d|%#x|%#o\n", 1, 2, 3, 4, 5, 6, 7);
	printf("%*d %.*s\n", 4, 1, 2, "abcdef");
	printf("%a %p %Y\n", &`vfs_read, curthread, walltimestamp);
	printf("%lld %llu %hd %ld\n", 1LL, 2ULL, (short)3, 5L);
	trace(curthread->comm);
	tracemem(&curthread->comm[0], 16);
	print(*curthread->fs);
	exit(0);
}
