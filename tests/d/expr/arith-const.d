/* integer + - * / % on constants (folded at compile time): C results,
   division truncates toward zero and % takes the sign of the dividend */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", 7 + 3, 7 - 10, 6 * -7);
	printf("%d %d %d %d\n", 7 / 2, -7 / 2, 7 / -2, -7 / -2);
	printf("%d %d %d %d\n", 7 % 3, -7 % 3, 7 % -3, -7 % -3);
	printf("%d %d\n", 2 + 3 * 4 - 10 / 3, (2 + 3) * (4 - 10) / 3);
	printf("%d %d\n", 1099511627776 * 3, -1099511627776 / 7);
	exit(0);
}
