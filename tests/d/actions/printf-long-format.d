/* a printf format longer than strsize is fine: it is used at compile time */
#pragma D option strsize=16

BEGIN
{
	printf("a format longer than sixteen bytes: %d\n", 42);
	exit(0);
}
