/* sizeof a string constant counts its characters and the NUL, as in C */
#pragma D option quiet

BEGIN
{
	s = "hello";
	printf("%d %d %d %d\n", sizeof("hi"), sizeof "", sizeof("a\tb"), sizeof(s) > 6);
	exit(0);
}
