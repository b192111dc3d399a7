/*
 * Arrays of arrays (int a[2][3] is 2 arrays of 3 ints, as in C) and array
 * types in type names (sizeof (char [5])).
 */
#pragma D option quiet

int a[2][3];
struct s { short m[4][2]; } s;

BEGIN
{
	a[1][2] = 7;
	a[0][1] = 3;
	s.m[3][1] = -2;
	printf("%d %d %d %d %d\n", sizeof (a), sizeof (a[1]), a[1][2], a[0][1], a[1][0]);
	printf("%d %d %d\n", sizeof (char [5]), sizeof (int *[4]), sizeof (long [2][3]));
	printf("%d %d %d\n", sizeof (s), offsetof(struct s, m), s.m[3][1]);
	exit(0);
}
