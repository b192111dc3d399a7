/* a type name before "*" at top level starts a declaration, not a glob */
#pragma D option quiet
int*p;
unsigned long*q;

BEGIN
{
	printf("%d %d\n", sizeof(p), sizeof(*q));
	exit(0);
}
