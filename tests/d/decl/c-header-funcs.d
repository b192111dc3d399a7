/*
 * -C with a system header that defines static inline functions (glibc's
 * <endian.h> brings __bswap_16() and the like): their definitions are
 * accepted and skipped, its macros and typedefs work.  A C function
 * defined in the program is skipped the same way; static on a variable is
 * still an error (errtags/decl-badclass).
 */
#include <endian.h>

static inline int
twice(int x)
{
	if (x > 0) { return x * 2; }
	return 0;
}

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", __BYTE_ORDER == __LITTLE_ENDIAN, sizeof (__uint32_t),
	    htons(0x1234) == (__BYTE_ORDER == __LITTLE_ENDIAN ? 0x3412 : 0x1234));
	exit(0);
}
