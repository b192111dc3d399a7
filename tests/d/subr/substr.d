/*
 * substr(): positions and lengths as illumos has them: a negative position
 * counts from the end (and shortens the length when it is still before
 * the start), a position at or past the end gives "", a negative length
 * leaves that many characters off the end, no length means the rest.
 * (Formats are short: with strsize=16 a format is held to 15 bytes.)
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	s = "foobarbazbop";
	printf("1 [%s] [%s]\n", substr(s, 0), substr(s, 3));
	printf("2 [%s] [%s]\n", substr(s, 11), substr(s, 12));
	printf("3 [%s] [%s]\n", substr(s, 100), substr(s, -1));
	printf("4 [%s] [%s]\n", substr(s, -3), substr(s, -12));
	printf("5 [%s] [%s]\n", substr(s, -13), substr(s, 3, 3));
	printf("6 [%s] [%s]\n", substr(s, 3, 0), substr(s, 3, 100));
	printf("7 [%s] [%s]\n", substr(s, 0, 12), substr(s, 0, 13));
	printf("8 [%s] [%s]\n", substr(s, 3, -3), substr(s, 3, -9));
	printf("9 [%s] [%s]\n", substr(s, 3, -10), substr(s, 0, -1));
	printf("10 [%s] [%s]\n", substr(s, -3, 2), substr(s, -14, 3));
	printf("11 [%s] [%s]\n", substr(s, -14, 2), substr(s, -20, 10));
	printf("12 [%s] [%s]\n", substr("", 0), substr("", 0, 1));
	printf("13 [%s]\n", substr("", -1, 5));
	t = "0123456789abcde";
	printf("14 [%s] [%s]\n", substr(t, 0), substr(t, 14));
	printf("15 [%s]\n", substr(t, 1, 14));
	exit(0);
}
