/*
 * Function prototypes and extern declarations are accepted, as DTrace
 * accepts them; they declare nothing a clause can call or read.
 */
#pragma D option quiet

int getint(void);
extern int *getptr(void);
extern int *(*funcptr)(void);
int noparms();
int twoparms(int, char *name);
int varargs(const char *fmt, ...);
int onlyvarargs(...);
extern unsigned long jiffies_like;
extern int table[];
extern int grid[100000][100000];
extern counter;

BEGIN
{
	printf("compiled\n");
	exit(0);
}
