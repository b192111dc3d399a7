/* G-dtrace-calls.sh: a program calling DTrace-convention probe functions */
#include <stdio.h>
#include "calls.h"

int
main(void)
{
	printf("enabled %d\n", MYAPP_QUERY_START_ENABLED());
	MYAPP_QUERY_START("hello", 42);
	MYAPP_SMALL(-5, -300, 250);
	MYAPP_MANY(1, 2, 3, 4, 5, 6, -7, 8000000000L);
#ifdef UNDEFINED_PROBE
	__dtrace_myapp___nosuch();
#endif
	printf("ran\n");
	return 0;
}
