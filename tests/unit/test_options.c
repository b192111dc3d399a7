/*
 * test_options.c: the option names and their run-time class (dt_options.c).
 *
 * dt_options.c keeps one table of option names, each marked as a run-time
 * option (setopt() may change it while tracing) or not, and dt_setopt()
 * refuses any name not in it.  Checked here, without privileges, on a
 * handle that has not started tracing:
 *   - every name in the table is known to dtrace_setopt(): whatever the
 *     value, the answer is never "Invalid option name" (so the table and
 *     the setter agree);
 *   - DTrace's run-time options are run-time, a few fixed ones are not,
 *     and unknown names are -1;
 *   - once the handle is active, a fixed option is refused with DTrace's
 *     "Operation illegal when tracing is active" and a run-time one is set.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "unit.h"

int
main(void)
{
	static const char *const runtime[] = { "quiet", "aggsortkey", "aggsortrev",
	    "aggsortpos", "aggsortkeypos", "aggzoom", "aggpack", "aggrate", "switchrate",
	    "stackindent", "stackframes" };
	static const char *const fixed[] = { "bufsize", "strsize", "dynvarsize", "nspec",
	    "flowindent", "destructive", "cpu", "libdir", "evaltime", "zdefs" };
	dtrace_hdl_t *dtp = dt_handle_create();
	const char *name;
	int64_t v;
	size_t i, n = 0;

	for (i = 0; (name = dt_option_name(i)) != NULL; i++, n++) {
		/* "1" is a valid value for most; a bad value is fine too */
		if (strcmp(name, "libdir") == 0)
			continue;	/* would add a directory */
		if (dtrace_setopt(dtp, name, "1") != 0)
			UT_CHECK(strcmp(dtrace_errmsg(dtp), "Invalid option name") != 0);
		else
			UT_CHECK(1);
	}
	UT_CHECK(n > 60);
	for (i = 0; i < sizeof(runtime) / sizeof(runtime[0]); i++)
		UT_EQ_INT(dt_option_runtime(runtime[i]), 1);
	for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
		UT_EQ_INT(dt_option_runtime(fixed[i]), 0);
	UT_EQ_INT(dt_option_runtime("nosuchoption"), -1);
	UT_EQ_INT(dtrace_setopt(dtp, "nosuchoption", "1"), -1);
	UT_EQ_STR(dtrace_errmsg(dtp), "Invalid option name");

	dtp->active = 1;
	UT_EQ_INT(dtrace_setopt(dtp, "bufsize", "1m"), -1);
	UT_EQ_STR(dtrace_errmsg(dtp), "Operation illegal when tracing is active");
	UT_EQ_INT(dtrace_setopt(dtp, "quiet", NULL), 0);
	UT_EQ_INT(dtrace_getopt(dtp, "quiet", &v), 0);
	UT_EQ_INT(v, 1);
	UT_EQ_INT(dtrace_setopt(dtp, "aggsortpos", "2"), 0);
	UT_EQ_INT(dtrace_getopt(dtp, "aggsortpos", &v), 0);
	UT_EQ_INT(v, 2);
	UT_EQ_INT(dtrace_setopt(dtp, "nosuchoption", "1"), -1);
	UT_EQ_STR(dtrace_errmsg(dtp), "Invalid option name");
	dtrace_close(dtp);
	return ut_finish("options");
}
