/* string comparison (== != < <= > >=, strcmp order) and string globals */
#pragma D option quiet

BEGIN
{
	a = "apple";
	b = "banana";
	c = "apple";
	printf("%d %d %d %d\n", a == c, a == b, a != b, a != c);
	printf("%d %d %d %d %d %d\n", a < b, a > b, a <= c, b >= a, b <= a,
	    a >= c);
	printf("%d %d %d %d\n", "abc" < "abd", "ab" < "abc", "B" < "a",
	    "" < "a");
	printf("%d %d\n", a == "apple", "apple" != c);
	printf("%s\n", a < b ? a : b);
	exit(0);
}
