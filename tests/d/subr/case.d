/* toupper() and tolower(): ASCII letters only; a result of strsize - 1 bytes */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	printf("[%s] [%s]\n", toupper("abcXYZ09_-"), tolower("ABCxyz09@[`{"));
	printf("[%s] [%s]\n", toupper(""), tolower(""));
	printf("[%s]\n", toupper("abcdefghijklmno"));
	printf("[%s]\n", tolower(toupper("MiXeD cAsE")));
	exit(0);
}
