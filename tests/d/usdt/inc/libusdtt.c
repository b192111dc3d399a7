/* the usdt tests' shared library: a probe of provider usdtt (built with -G) */
#include <string.h>
#include "usdtt.h"

char libmsg[32];	/* written before the probe: paged in (a probe cannot fault a page in) */

void
libcall(int i)
{
	strcpy(libmsg, "from the library");
	USDTT_LIB_CALL(i * 10, libmsg);
}
