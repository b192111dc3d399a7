/* ?: picks one operand and evaluates only that one */
#pragma D option quiet

BEGIN
{
	x = 5;
	printf("%s\n", x > 3 ? "gt" : "le");
	printf("%d %d\n", x < 3 ? 1 : x < 6 ? 2 : 3, x ? 10 : 20);
	printf("%d\n", 0 ? 1 : 2);
	a = 0;
	b = 0;
	r = x > 0 ? a++ : b++;
	r = x < 0 ? a++ : b++;
	r = x > 0 ? a++ : b++;
	printf("a=%d b=%d r=%d\n", a, b, r);
	s = x == 5 ? "five" : "other";
	printf("%s\n", s);
	exit(0);
}
