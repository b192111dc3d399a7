/*
 * NULL is D's built-in alias for address 0: an int constant (sizeof 4),
 * printable as an integer, and a null pointer constant wherever a pointer
 * or a string is expected; the constant 0 does the same.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)NULL;
	printf("sizeof %d, as %%u %u, as %%d %d\n", sizeof (NULL), NULL, NULL);
	printf("pointer: %d %d %d\n", p == NULL, curthread != NULL, p == 0);
	printf("string: %d %d %d\n", strtok("a,b", ",") != NULL,
	    strchr("abc", 'x') == NULL, strchr("abc", 'x') == 0);
	s = strchr("abc", 'x');
	printf("assigned: [%s] %d\n", s, s == NULL);
	exit(0);
}
