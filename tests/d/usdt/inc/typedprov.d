/*
 * The typed test's provider (dtrace -h for typed.c; -G for typed-hG):
 * argument types D knows (char *, int, string), a struct of its D
 * library (typedlib/typed.d) translated to another (info), a mapping
 * that reorders the arguments (remap) and a struct that a tracing
 * script does not know (hidden).
 */
struct secret;

provider typed {
	probe query__start(char *, int);
	probe remap(int n, char *s) : (char *s, int n);
	probe info(struct tinfo *t) : (tinfo_t *t);
	probe hidden(struct secret *, int);
	probe str(string);
};
