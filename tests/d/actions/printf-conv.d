/* printf conversions %d %i %u %x %X %o %c %s %% on constants and variables */
#pragma D option quiet

BEGIN
{
	printf("%d|%i|%u|%x|%X|%o|%c|%s|%%\n", -42, 42, 42, 255, 255, 8, 65,
	    "str");
	n = -42; p = 42; h = 0xbeef; o = 8; c = 'z'; s = "var";
	printf("%d|%i|%u|%x|%X|%o|%c|%s|%%\n", n, p, p, h, h, o, c, s);
	printf("%u %x %X\n", -1, -1, 3054);
	printf("%d %x %o\n", -1L, -1L, 0777);
	printf("100%% done, %s%s\n", "a", "b");
	printf("no conversions\n");
	exit(0);
}
