#include <stdio.h>
#include "myapp.h"
int main(void) {
	const char *q = "select 1";
	int n = 8;
	uint64_t t = 123456789012ULL;
	MYAPP_QUERY_START((char *)q, n);
	if (MYAPP_QUERY_DONE_ENABLED())
		printf("enabled?!\n");
	MYAPP_QUERY_DONE((char *)q, t);
	MYAPP_TICK();
	MYAPP_SMALL('x', (short)-3, 200);
	printf("ran\n");
	return 0;
}
