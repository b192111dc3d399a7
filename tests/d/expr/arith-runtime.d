/* the same arithmetic as arith-const.d, computed at run time from globals */
#pragma D option quiet

BEGIN
{
	a = 7; b = 3; c = 10; d = 6; e = -7; two = 2; mtwo = -2; mthree = -3;
	four = 4; big = 1099511627776; seven = 7;
}

BEGIN
{
	printf("%d %d %d\n", a + b, a - c, d * e);
	printf("%d %d %d %d\n", a / two, e / two, a / mtwo, e / mtwo);
	printf("%d %d %d %d\n", a % b, e % b, a % mthree, e % mthree);
	printf("%d %d\n", two + b * four - c / b, (two + b) * (four - c) / b);
	printf("%d %d\n", big * b, -big / seven);
	exit(0);
}
