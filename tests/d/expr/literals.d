/* character, hex, octal and decimal literals */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d\n", 'A', '0', '\n', '\\', '\0');
	printf("%d %d %d %d\n", '\101', '\x42', '\t', '\'');
	printf("%d %d %d %d %d\n", 0x1F, 0XfF, 017, 0, 0x7fffffff);
	printf("%c%c%c%c%c%c\n", 'D', 0x54, 0122, 97, 'c', 101);
	printf("%d %d\n", 100000000000, 0x10000000000);
	exit(0);
}
