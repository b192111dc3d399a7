/*
 * strlen(): the empty string, strings from literals, variables, other
 * subroutines and kernel memory, and one of exactly strsize - 1 bytes.
 */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	s = "0123456789abcde";
	this->t = "xyz";
	printf("%d %d %d %d\n", strlen(""), strlen("a"), strlen(s), strlen(this->t));
	printf("%d %d\n", strlen(strjoin("ab", "cd")), strlen(substr(s, 5)));
	printf("%d\n", strlen(curthread->comm) == strlen(execname));
	exit(0);
}
