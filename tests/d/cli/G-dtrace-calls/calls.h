/*
 * G-dtrace-calls.sh: probe macros in DTrace's own convention (illumos's -h
 * headers, Oracle's <sys/sdt.h>): calls to functions that dtrace -G
 * provides.  Written for this test.
 */
extern void __dtrace_myapp___query__start(char *, int);
extern int __dtraceenabled_myapp___query__start(void);
extern void __dtrace_myapp___small(char, short, unsigned char);
extern void __dtrace_myapp___many(int, int, int, int, int, int, int, long);
#ifdef UNDEFINED_PROBE
extern void __dtrace_myapp___nosuch(void);
#endif

#define	MYAPP_QUERY_START(a, b)		__dtrace_myapp___query__start(a, b)
#define	MYAPP_QUERY_START_ENABLED()	__dtraceenabled_myapp___query__start()
#define	MYAPP_SMALL(a, b, c)		__dtrace_myapp___small(a, b, c)
#define	MYAPP_MANY(a, b, c, d, e, f, g, h) \
	__dtrace_myapp___many(a, b, c, d, e, f, g, h)
