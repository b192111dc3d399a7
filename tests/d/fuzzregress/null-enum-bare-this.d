/* enumerators are integer constants in expressions and sizes */
#pragma D option quiet
enum sizes { SMALL = 1 << 2, MEDIUM = this string SMALL * 4, LARGE = MEDIUM + SMALL };
int arr_sizes;

BEGIN
{
	printf("%d %d %d %d\n", SMALL, MEDIUM, LARGE, LARGE > MEDIUM);
	exit(0);
}
