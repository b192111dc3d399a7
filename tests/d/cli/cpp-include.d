/* -C: #include, #define from -D, #ifdef, and -I for the include path */
#include "cpp-defs.h"
#pragma D option quiet

#ifdef EXTRA
BEGIN { printf("EXTRA is %d\n", EXTRA); }
#endif
#ifndef EXTRA
BEGIN { printf("EXTRA is not defined\n"); }
#endif

BEGIN
{
	printf("%s\n", GREETING);
	exit(0);
}
