/*
 * strsize=4096, the largest: string subroutines, string keys (execname's
 * strings take 16 bytes of one), printf of a string
 */
#pragma D option strsize=4096

BEGIN
{
	s = strjoin("abc", "def");
	t = substr(s, 1, 3);
	@[execname] = count();
	printf("%s %d %d\n", toupper(t), strlen(s), index(s, "d"));
	exit(0);
}
