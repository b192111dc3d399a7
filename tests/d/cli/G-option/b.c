/* G-option.sh: a second file including the header, for one shared semaphore */
#include "myapp.h"

void
b_work(int n)
{
	MYAPP_QUERY_START((char *)"b", n);
	if (MYAPP_TICK_ENABLED())
		n++;
	MYAPP_TICK();
	MYAPP_SMALL('x', (short)-n, 200);
}
