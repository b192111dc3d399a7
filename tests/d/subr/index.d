/*
 * index(), rindex() and strstr(): found, not found, the empty string, and
 * index/rindex's start position (clamped as illumos and Perl do).
 */
#pragma D option quiet

BEGIN
{
	s = "foobarbazbop";
	printf("%d %d %d %d %d\n", index(s, "o"), index(s, "ba"), index(s, "bop"),
	    index(s, "bopx"), index(s, "z"));
	printf("%d %d %d %d\n", rindex(s, "o"), rindex(s, "ba"), rindex(s, "f"), rindex(s, "q"));
	printf("%d %d %d %d\n", index(s, ""), rindex(s, ""), index("", ""), rindex("", ""));
	printf("%d %d\n", index("", "a"), rindex("", "a"));
	printf("%d %d %d %d %d\n", index(s, "b", 4), index(s, "b", 3), index(s, "b", 10),
	    index(s, "b", -5), index(s, "b", 12));
	printf("%d %d %d %d\n", index(s, "", 5), index(s, "", 50), index(s, "", -5), index("", "", 3));
	printf("%d %d %d %d %d\n", rindex(s, "b", 8), rindex(s, "b", 2), rindex(s, "b", 50),
	    rindex(s, "b", -1), rindex(s, "", -1));
	printf("%d %d\n", rindex(s, "", 5), rindex(s, "", 50));
	printf("[%s] [%s] [%s] [%s]\n", strstr(s, "baz"), strstr(s, "o"), strstr(s, "q"),
	    strstr(s, ""));
	printf("[%s] [%s] %d %d\n", strstr("", ""), strstr("", "a"),
	    strstr(s, "q") == NULL, strstr(s, "f") == NULL);
	exit(0);
}
