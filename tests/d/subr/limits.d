/*
 * Strings of strsize - 1 bytes (strsize=16) through the string
 * subroutines: whole results, cleanpath()'s too (illumos' stopped 5 bytes
 * short of strsize).
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	s = "/abcdefghijklmn";
	t = "abcdefghijklmno";
	printf("[%s] [%s]\n", basename(s), dirname(s));
	printf("[%s] [%s]\n", cleanpath(s), cleanpath(t));
	printf("[%s] [%s]\n", strtok(s, "/"), strtok(t, "x"));
	printf("[%s] [%s]\n", strchr(s, 'n'), strrchr(s, '/'));
	printf("%d %d %d\n", index(s, "n"), rindex(s, "a"), index(t, "o"));
	printf("[%s] [%s]\n", strstr(s, "mn"), substr(s, 1));
	printf("[%s] [%s]\n", toupper(t), substr(t, -1));
	exit(0);
}
