/* G-option.sh: built with other.d's header: a probe myapp.d lacks, and one
 * with more arguments than myapp.d gives it (one of them, by -DEXTRA) */
#include "myapp.h"

void
c_work(int n)
{
#ifdef EXTRA
	MYAPP_EXTRA();
#else
	MYAPP_QUERY_START("c", n, n);
#endif
}
