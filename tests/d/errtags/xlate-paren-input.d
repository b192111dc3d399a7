/* D_SYNTAX: a translator input in ( ) reads as a function type; the
   missing < is found at the { */
struct in { int a; };
struct out { int b; };
translator struct out (struct in *p)
{
	b = p->a;
};
