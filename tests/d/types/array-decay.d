/*
 * A char array member decays to a pointer to its first element, as in C
 * (and in DTrace, where operators * + - take arrays as pointers): unary *,
 * array + integer, and the difference of two such pointers.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", *curthread->comm == curthread->comm[0]);
	printf("%d\n", *(curthread->comm + 1) == curthread->comm[1]);
	printf("%d\n", (curthread->comm + 4) - curthread->comm);
	exit(0);
}
