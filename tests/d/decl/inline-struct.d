/* struct inlines: bound to a struct variable (that object) or to a translation */
#pragma D option quiet
struct s { int a; int b; };
struct s gs;
inline struct s alias = gs;
translator struct s < int T > { a = T; b = T * 2; };
inline struct s tr = xlate <struct s> (21);
BEGIN
{
	gs.a = 3; gs.b = 4;
	printf("%d %d %d %d %d\n", alias.a, alias.b, tr.a, tr.b, sizeof(alias));
	exit(0);
}
