/*
 * Array inlines: inline T name[type param, ...] = expr; each use name[args]
 * stands for expr with the arguments in place of the parameters (uses nest,
 * and the arguments may be any expressions of the parameters' types).
 */
#pragma D option quiet
inline int add[int x, int y] = x + y;
inline int twice[int x] = add[x, x];
inline string greet[string s, int n] = n > 0 ? strjoin("hi ", s) : "none";
inline int sq[int x] = x * x;
BEGIN
{
	printf("%d %d %d\n", add[add[1, 2], 3], twice[21], twice[add[2, 3]]);
	printf("%s|%s\n", greet["there", 1], greet[execname, 0]);
	this->v = 7;
	printf("%d %d\n", sq[this->v], sq[this->v + 1] - sq[this->v]);
	exit(0);
}
