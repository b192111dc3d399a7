/* printf widths, precision and flags: - 0 + space # and * */
#pragma D option quiet

BEGIN
{
	printf("[%5d][%-5d][%05d][%+d][%+d][% d]\n", 42, 42, 42, 42, -42, 42);
	printf("[%#x][%#X][%#o][%8x][%-8X][%08x]\n", 255, 255, 8, 255, 255, 255);
	printf("[%5s][%-5s][%.2s][%6.3s][%-6.1s]\n", "ab", "ab", "abcdef",
	    "abcdef", "xyz");
	printf("[%3c][%-3c][%c]\n", 'A', 'B', 'C');
	printf("[%*d][%-*d][%.3d][%5.3d]\n", 6, 42, 6, 42, 7, 7);
	printf("[%10u][%-10u][%010d]\n", 3000000000U, 1, -42);
	x = -7;
	w = 4;
	printf("[%*d][%-+5d][%05d]\n", w, x, -x, x);
	exit(0);
}
