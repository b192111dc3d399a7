/*
 * strchr() and strrchr(): the rest of the string from the first or last
 * occurrence; NULL (an empty string here, equal to NULL) when there is
 * none; '\0' finds the end of the string.
 */
#pragma D option quiet

BEGIN
{
	s = "foo/bar/baz";
	printf("[%s] [%s] [%s] [%s]\n", strchr(s, '/'), strrchr(s, '/'), strchr(s, 'f'),
	    strrchr(s, 'z'));
	printf("[%s] [%s] %d %d\n", strchr(s, 'q'), strrchr(s, 'q'), strchr(s, 'q') == NULL,
	    strchr(s, 'o') == NULL);
	printf("[%s] [%s] [%s]\n", strchr(s, '\0'), strchr("", 'a'), strrchr("", '\0'));
	printf("[%s]\n", strchr(s, 0x12f));
	exit(0);
}
