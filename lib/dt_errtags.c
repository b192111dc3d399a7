/*
 * dt_errtags.c: names of the D compiler's error tags (see dt_errtags.h).
 */
#include "dt_errtags.h"

static const char *const dt_errtag_names[] = {
#define DT_ERRTAG_NAME(t) #t,
	DT_ERRTAGS(DT_ERRTAG_NAME)
#undef DT_ERRTAG_NAME
};

const char *
dt_errtag_name(dt_errtag_t tag)
{
	if ((unsigned)tag >= D_NTAGS)
		return "D_UNKNOWN";
	return dt_errtag_names[tag];
}
