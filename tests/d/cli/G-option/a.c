/* G-option.sh: the main program's file; b.c is the other */
#include <stdio.h>
#include "myapp.h"

void b_work(int);

int
main(void)
{
	const char *q = "select 1";

	MYAPP_QUERY_START((char *)q, 8);
	if (MYAPP_QUERY_START_ENABLED())
		printf("enabled without a tracer?\n");
	MYAPP_QUERY_DONE((char *)q, 42);
	b_work(3);
	printf("ran\n");
	return 0;
}
