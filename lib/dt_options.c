/*
 * dt_options.c: DTrace's options (dtrace_setopt, dtrace_getopt).
 *
 * One function sets any option, from -x, from "#pragma D option" (the
 * checker marks the handle's in_program while it sets one) and from
 * setopt() records (dt_consume.c decides which may change at run time).
 * Values are parsed as DTrace parses them:
 *   - sizes: a number with an optional k, m, g or t suffix (a suffix is the
 *     last character: "1b" and "4kb" are not sizes), any value from 0 up;
 *     sizes too small to be of use fail when the program is enabled, with
 *     DTrace's message, not here;
 *   - times: a number with ns, nsec, us, usec, ms, msec, s, sec, m, min,
 *     h, hour, d, day (any case) or hz;
 *   - flags take no value, or a boolean (1/0, yes/no, on/off, true/false,
 *     enable(d)/disable(d), set/unset); numbers are non-negative integers.
 * A bad value is "Invalid value for specified option", an unknown name
 * "Invalid option name", an option that only the command line may set
 * (cpp's, cpppath, stdc, ldpath, modpath, metrics) "Option cannot be used
 * from within a D program", and an option other than the run-time ones (below)
 * once tracing is active "Operation illegal when tracing is active":
 * DTrace's messages, all tagged D_PRAGMA_OPTSET.
 *
 * Options that DTrace has for a mechanism Linux or this implementation has
 * not (iregs, tregs: DIF registers; linkmode, linktype: DOF linking;
 * ldpath, modpath; lazyload, pgmax, jstackstrsize) are checked and
 * accepted, so that scripts written for DTrace run; the man page lists them.
 * metrics is dtrace(1)'s (it serves the aggregations over HTTP): the
 * library does nothing with it but keep it to the command line.
 * tree (DTrace's parse-tree dumps) sets which passes dt_treedump.c dumps.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "dt_impl.h"
#include "dt_front.h"

#define BADVAL(dtp)	dt_set_err(dtp, D_PRAGMA_OPTSET, "Invalid value for specified option")

/* sizes: a number, and k, m, g or t as the last character */
static int
dt_parse_size(const char *s, long *vp)
{
	size_t len = strlen(s);
	int shift = 0;
	char *end;
	unsigned long long v;

	if (len == 0)
		return -1;
	switch (s[len - 1]) {
	case 't': case 'T': shift = 40; break;
	case 'g': case 'G': shift = 30; break;
	case 'm': case 'M': shift = 20; break;
	case 'k': case 'K': shift = 10; break;
	default: break;
	}
	if (!isdigit((unsigned char)s[0]))
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno != 0 || end != s + len - (shift != 0) || v > (unsigned long long)(LONG_MAX >> shift))
		return -1;
	*vp = (long)(v << shift);
	return 0;
}

/* times: 10ms, 1s, 100hz, or plain ns */
static int
dt_parse_time(const char *s, long *vp)
{
	static const struct { const char *name; long mult; } sfx[] = {
		{ "", 1 }, { "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
		{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000L },
		{ "sec", 1000000000L }, { "m", 60000000000L }, { "min", 60000000000L },
		{ "h", 3600000000000L }, { "hour", 3600000000000L }, { "d", 86400000000000L },
		{ "day", 86400000000000L }, { "hz", 0 },
	};
	char *end;
	long v;

	if (!isdigit((unsigned char)s[0]))
		return -1;
	errno = 0;
	v = strtol(s, &end, 0);
	if (errno != 0 || v <= 0)
		return -1;
	for (size_t i = 0; i < sizeof(sfx) / sizeof(sfx[0]); i++) {
		if (strcasecmp(end, sfx[i].name) != 0)
			continue;
		if (sfx[i].mult == 0) {
			*vp = 1000000000L / v;
			return *vp > 0 ? 0 : -1;
		}
		if (v > LONG_MAX / sfx[i].mult)
			return -1;
		*vp = v * sfx[i].mult;
		return 0;
	}
	return -1;
}

/* a flag's value: none (on), or a boolean word or number; -1 if neither */
static int
dt_parse_bool(const char *s)
{
	static const char *const words[][2] = { { "yes", "no" }, { "enable", "disable" },
	    { "enabled", "disabled" }, { "true", "false" }, { "on", "off" }, { "set", "unset" } };
	char *end;
	unsigned long long v;

	if (s == NULL)
		return 1;
	for (size_t i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (strcasecmp(s, words[i][0]) == 0)
			return 1;
		if (strcasecmp(s, words[i][1]) == 0)
			return 0;
	}
	if (!isdigit((unsigned char)s[0]))
		return -1;
	errno = 0;
	v = strtoull(s, &end, 0);
	if (errno != 0 || *end != '\0')
		return -1;
	return v != 0;
}

/* a non-negative integer from lo to hi; -1 if it is not */
static long
dt_parse_num(const char *s, long lo, long hi)
{
	char *end;
	long v;

	if (s == NULL || !isdigit((unsigned char)s[0]))
		return -1;
	errno = 0;
	v = strtol(s, &end, 0);
	if (errno != 0 || *end != '\0' || v < lo || v > hi)
		return -1;
	return v;
}

/* one of words[] (NULL-terminated): its index, or -1 */
static int
dt_parse_word(const char *s, const char *const *words)
{
	for (int i = 0; s != NULL && words[i] != NULL; i++)
		if (strcmp(s, words[i]) == 0)
			return i;
	return -1;
}

/*
 * The options that take a value, by name, and whether setopt() may change
 * one while tracing: DTrace's run-time options (quiet, the aggregation
 * sorting and printing options, the rates and the stack layout).  Every
 * other option is fixed once tracing is active ("Operation illegal when
 * tracing is active").  The flags are in dt_flag_option()'s table below;
 * dt_setopt() knows no name that is in neither (unit test test_options).
 * The bash completion takes the names -x completes from these two tables
 * (dt_option_name(), printed by tools/optnames at build time).
 */
static const struct { const char *name; int runtime; } dt_valopts[] = {
	{ "aggrate", 1 }, { "aggsize", 0 }, { "aggsortkeypos", 1 }, { "aggsortpos", 1 },
	{ "amin", 0 }, { "bufpolicy", 0 }, { "bufresize", 0 }, { "bufsize", 0 },
	{ "cleanrate", 0 }, { "cpp", 0 }, { "cpphdrs", 0 }, { "cpppath", 0 }, { "cpu", 0 },
	{ "define", 0 }, { "dynvarsize", 0 }, { "encoding", 0 }, { "evaltime", 0 },
	{ "incdir", 0 }, { "iregs", 0 }, { "jstackframes", 0 }, { "jstackstrsize", 0 },
	{ "ldpath", 0 }, { "libdir", 0 }, { "linkmode", 0 }, { "linktype", 0 },
	{ "maxframes", 0 }, { "metrics", 0 }, { "modpath", 0 }, { "nspec", 0 }, { "pgmax", 0 },
	{ "printsize", 1 }, { "scratchsize", 0 }, { "specsize", 0 }, { "stackfmt", 0 },
	{ "stackframes", 1 }, { "stackindent", 1 }, { "statusrate", 0 }, { "stdc", 0 },
	{ "strsize", 0 }, { "switchrate", 1 }, { "tree", 0 }, { "tregs", 0 }, { "undef", 0 },
	{ "ustackframes", 0 }, { "version", 0 },
};

/* the flags: options that take no value but may be given a boolean */
static const struct { const char *name; size_t off; int runtime; } dt_flagopts[] = {
	{ "quiet", offsetof(dtrace_hdl_t, quiet), 1 },
	{ "json", offsetof(dtrace_hdl_t, json), 0 },
	{ "rawbytes", offsetof(dtrace_hdl_t, rawbytes), 0 },
	{ "errtags", offsetof(dtrace_hdl_t, errtags), 0 },
	{ "verbose", offsetof(dtrace_hdl_t, verbose), 0 },
	{ "zdefs", offsetof(dtrace_hdl_t, zdefs), 0 },
	{ "empty", offsetof(dtrace_hdl_t, empty), 0 },
	{ "defaultargs", offsetof(dtrace_hdl_t, defaultargs), 0 },
	{ "argref", offsetof(dtrace_hdl_t, argref), 0 },
	{ "destructive", offsetof(dtrace_hdl_t, destructive), 0 },
	{ "aggsortkey", offsetof(dtrace_hdl_t, aggsortkey), 1 },
	{ "aggsortrev", offsetof(dtrace_hdl_t, aggsortrev), 1 },
	{ "aggzoom", offsetof(dtrace_hdl_t, aggzoom), 1 },
	{ "aggpercpu", offsetof(dtrace_hdl_t, aggpercpu), 0 },
	{ "aggpack", offsetof(dtrace_hdl_t, aggpack), 1 },
	{ "flowindent", offsetof(dtrace_hdl_t, flowindent), 0 },
	{ "droptags", offsetof(dtrace_hdl_t, droptags), 0 },
	{ "knodefs", offsetof(dtrace_hdl_t, knodefs), 0 },
	{ "kdefs", offsetof(dtrace_hdl_t, knodefs), 0 },
	{ "unodefs", offsetof(dtrace_hdl_t, unodefs), 0 },
	{ "udefs", offsetof(dtrace_hdl_t, unodefs), 0 },
	{ "lazyload", offsetof(dtrace_hdl_t, lazyload), 0 },
	{ "strip", offsetof(dtrace_hdl_t, strip), 0 },
	{ "nolibs", offsetof(dtrace_hdl_t, nolibs), 0 },
};

#define NELEM(a)	(sizeof(a) / sizeof((a)[0]))

int
dt_option_runtime(const char *opt)
{
	for (size_t i = 0; i < NELEM(dt_flagopts); i++)
		if (strcmp(opt, dt_flagopts[i].name) == 0)
			return dt_flagopts[i].runtime;
	for (size_t i = 0; i < NELEM(dt_valopts); i++)
		if (strcmp(opt, dt_valopts[i].name) == 0)
			return dt_valopts[i].runtime;
	return -1;
}

const char *
dt_option_name(size_t i)
{
	if (i < NELEM(dt_flagopts))
		return dt_flagopts[i].name;
	i -= NELEM(dt_flagopts);
	return i < NELEM(dt_valopts) ? dt_valopts[i].name : NULL;
}

/* a flag's place in the handle, NULL if opt is not a flag */
static int *
dt_flag_option(dtrace_hdl_t *dtp, const char *opt)
{
	for (size_t i = 0; i < NELEM(dt_flagopts); i++)
		if (strcmp(opt, dt_flagopts[i].name) == 0)
			return (int *)((char *)dtp + dt_flagopts[i].off);
	return NULL;
}

/* cpp's arguments and the options only the command line may set */
static int
dt_setopt_cpp(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	static const char *const stdc[] = { "a", "c", "s", "t", NULL };

	if (strcmp(opt, "cpphdrs") == 0) {
		if (val != NULL)
			return BADVAL(dtp);
		if (dtp->in_program)
			goto ctx;
		dtp->cpphdrs = 1;
	} else if (strcmp(opt, "define") == 0 || strcmp(opt, "undef") == 0 ||
	    strcmp(opt, "incdir") == 0) {
		char *a;

		if (val == NULL || *val == '\0')
			return BADVAL(dtp);
		if (dtp->in_program)
			goto ctx;
		dtp->cppargv = dt_realloc(dtp->cppargv, (dtp->cppargc + 1) * sizeof(char *));
		a = dt_zalloc(strlen(val) + 3);
		sprintf(a, "-%c%s", opt[0] == 'd' ? 'D' : opt[0] == 'u' ? 'U' : 'I', val);
		dtp->cppargv[dtp->cppargc++] = a;
	} else if (strcmp(opt, "cpppath") == 0) {
		if (val == NULL || *val == '\0')
			return BADVAL(dtp);
		if (dtp->in_program)
			goto ctx;
		free(dtp->cpppath);
		dtp->cpppath = dt_zalloc(strlen(val) + 1);
		strcpy(dtp->cpppath, val);
	} else if (strcmp(opt, "stdc") == 0) {
		int k = dt_parse_word(val, stdc);

		if (k < 0)
			return BADVAL(dtp);
		if (dtp->in_program)
			goto ctx;
		dtp->stdc = k;
	} else if (strcmp(opt, "ldpath") == 0 || strcmp(opt, "modpath") == 0 ||
	    strcmp(opt, "metrics") == 0) {
		if (val == NULL || *val == '\0')
			return BADVAL(dtp);
		if (dtp->in_program)
			goto ctx;
	} else {
		return 1;
	}
	return 0;
ctx:
	return dt_set_err(dtp, D_PRAGMA_OPTSET, "Option cannot be used from within a D program");
}

static int
dt_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	static const char *const evaltime[] = { "exec", "preinit", "postinit", "main", NULL };
	static const char *const bufpolicy[] = { "ring", "fill", "switch", NULL };
	static const char *const bufresize[] = { "auto", "manual", NULL };
	static const char *const linkmode[] = { "kernel", "primary", "dynamic", "static", NULL };
	int *flag, r;
	long v;

	if ((r = dt_option_runtime(opt)) < 0)
		return dt_set_err(dtp, D_PRAGMA_OPTSET, "Invalid option name");
	if (r == 0 && dtp->active)
		return dt_set_err(dtp, D_PRAGMA_OPTSET, "Operation illegal when tracing is active");
	if ((flag = dt_flag_option(dtp, opt)) != NULL) {
		if ((r = dt_parse_bool(val)) < 0)
			return BADVAL(dtp);
		*flag = r;
		return 0;
	}
	if ((r = dt_setopt_cpp(dtp, opt, val)) <= 0)
		return r;
	if (strcmp(opt, "cpp") == 0) {
		if (val != NULL)
			return BADVAL(dtp);
		dtp->cpp = 1;
	} else if (strcmp(opt, "version") == 0) {
		/* the D version the program is written for (#pragma D binding) */
		uint32_t vers;

		if (val == NULL)
			return BADVAL(dtp);
		if (dt_version_parse(val, &vers) != 0)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "Invalid version string");
		if (vers > DT_VERSION_LATEST)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "Requested version not defined");
		dtp->vmax = vers;
	} else if (strcmp(opt, "strsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 1 || v > 4096)
			return BADVAL(dtp);
		if (dtp->prog != NULL && dtp->prog->nclauses > 0 && v != DT_STROPT(dtp))
			return dt_set_err(dtp, D_PRAGMA_OPTSET,
			    "strsize cannot change once clauses have been compiled");
		/* v characters and the NUL (dt_impl.h) */
		dtp->strlim = (int)v + 1;
		dtp->strsize = (int)(v + 1 + 7) & ~7;
	} else if (strcmp(opt, "printsize") == 0) {
		/* print() of a pointer shows at most this many bytes (0: all recorded) */
		if (val == NULL || dt_parse_size(val, &v) != 0)
			return BADVAL(dtp);
		dtp->printsize = v;
	} else if (strcmp(opt, "scratchsize") == 0) {
		/* alloca()/copyin() space per clause; the map holds twice that */
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 8 || v > 16384)
			return BADVAL(dtp);
		dtp->scratchsize = (int)(v + 7) & ~7;
	} else if (strcmp(opt, "bufsize") == 0 || strcmp(opt, "dynvarsize") == 0 ||
	    strcmp(opt, "aggsize") == 0 || strcmp(opt, "specsize") == 0 ||
	    strcmp(opt, "jstackstrsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0)
			return BADVAL(dtp);
		if (opt[0] == 'b')
			dtp->bufsize = v;
		else if (opt[0] == 'd')
			dtp->dynvarsize = v;
		else if (opt[0] == 'a')
			dtp->aggsize = v;
		else if (opt[0] == 's')
			dtp->specsize = v;
	} else if (strcmp(opt, "stackframes") == 0 || strcmp(opt, "stackindent") == 0 ||
	    strcmp(opt, "ustackframes") == 0 || strcmp(opt, "jstackframes") == 0) {
		int isframes = strstr(opt, "frames") != NULL;

		if ((v = dt_parse_num(val, isframes, 127)) < 0)
			return BADVAL(dtp);
		if (opt[0] == 'u')
			dtp->ustackframes = (int)v;
		else if (opt[0] == 'j')
			dtp->jstackframes = (int)v;
		else if (isframes)
			dtp->stackframes = (int)v;
		else
			dtp->stackindent = (int)v;
	} else if (strcmp(opt, "maxframes") == 0) {
		if ((v = dt_parse_num(val, 1, 127)) < 0)
			return BADVAL(dtp);
		dtp->maxframes = (int)v;
	} else if (strcmp(opt, "stackfmt") == 0) {
		if (val == NULL || (strcmp(val, "folded") != 0 && strcmp(val, "default") != 0))
			return BADVAL(dtp);
		dtp->stackfmt_folded = strcmp(val, "folded") == 0;
	} else if (strcmp(opt, "amin") == 0) {
		if (val == NULL || dt_attr_parse(val, &dtp->amin) != 0)
			return BADVAL(dtp);
		dtp->amin_set = 1;
	} else if (strcmp(opt, "aggsortpos") == 0 || strcmp(opt, "aggsortkeypos") == 0) {
		if ((v = dt_parse_num(val, 0, 1000)) < 0)
			return BADVAL(dtp);
		if (opt[7] == 'p')
			dtp->aggsortpos = (int)v;
		else
			dtp->aggsortkeypos = (int)v;
	} else if (strcmp(opt, "encoding") == 0) {
		/* the characters of packed histograms (aggpack) */
		if (val == NULL || (strcmp(val, "ascii") != 0 && strcmp(val, "utf8") != 0))
			return BADVAL(dtp);
		dtp->encoding = val[0] == 'a' ? 1 : 2;
	} else if (strcmp(opt, "nspec") == 0) {
		if ((v = dt_parse_num(val, 1, DT_SPEC_MAXNSPEC)) < 0)
			return BADVAL(dtp);
		if (dtp->prog != NULL && dtp->prog->generated && v != dtp->nspec)
			return dt_set_err(dtp, D_PRAGMA_OPTSET,
			    "nspec cannot change once the program has been generated");
		dtp->nspec = (int)v;
	} else if (strcmp(opt, "cleanrate") == 0 || strcmp(opt, "statusrate") == 0) {
		/* speculations are cleaned as the consumer reads their commit (dt_spec.c) */
		if (val == NULL || dt_parse_time(val, &v) != 0)
			return BADVAL(dtp);
	} else if (strcmp(opt, "switchrate") == 0 || strcmp(opt, "aggrate") == 0) {
		if (val == NULL || dt_parse_time(val, &v) != 0)
			return BADVAL(dtp);
		if (strcmp(opt, "switchrate") == 0)
			dtp->switchrate_ns = v;
		else
			dtp->aggrate_ns = v;
	} else if (strcmp(opt, "cpu") == 0) {
		if ((v = dt_parse_num(val, 0, dtp->ncpus - 1)) < 0)
			return BADVAL(dtp);
		dtp->cpu = (int)v;
	} else if (strcmp(opt, "evaltime") == 0) {
		if ((r = dt_parse_word(val, evaltime)) < 0)
			return BADVAL(dtp);
		dtp->evaltime = r;
	} else if (strcmp(opt, "bufpolicy") == 0 || strcmp(opt, "bufresize") == 0 ||
	    strcmp(opt, "linkmode") == 0 || strcmp(opt, "linktype") == 0) {
		const char *const *words = opt[3] == 'p' ? bufpolicy : opt[3] == 'r' ? bufresize :
		    opt[4] == 'm' ? linkmode : (const char *const[]){ "elf", "dof", NULL };

		if ((r = dt_parse_word(val, words)) < 0)
			return BADVAL(dtp);
		if (words == bufresize)
			dtp->bufresize_manual = r == 1;
	} else if (strcmp(opt, "iregs") == 0 || strcmp(opt, "tregs") == 0) {
		/* DIF's register counts: DTrace's machine has 8 of each */
		if (dt_parse_num(val, 1, 8) < 0)
			return BADVAL(dtp);
	} else if (strcmp(opt, "pgmax") == 0 || strcmp(opt, "tree") == 0) {
		if ((v = dt_parse_num(val, 0, INT_MAX)) < 0)
			return BADVAL(dtp);
		if (opt[0] == 't')
			dtp->treedump = (int)v;
	} else if (strcmp(opt, "libdir") == 0) {
		if (val == NULL || *val == '\0')
			return BADVAL(dtp);
		dt_libdir_add(dtp, val);
	} else {
		return dt_set_err(dtp, D_PRAGMA_OPTSET, "Invalid option name");
	}
	return 0;
}

int
dtrace_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	DT_PROTECTED(dtp, int, -1, dt_setopt(dtp, opt, val));
}

int
dtrace_getopt(dtrace_hdl_t *dtp, const char *opt, int64_t *valp)
{
	int *flag = dt_flag_option(dtp, opt);

	if (flag != NULL)
		*valp = *flag;
	else if (strcmp(opt, "strsize") == 0)
		*valp = DT_STROPT(dtp);
	else if (strcmp(opt, "bufsize") == 0)
		*valp = dtp->bufsize;
	else if (strcmp(opt, "dynvarsize") == 0)
		*valp = dtp->dynvarsize;
	else if (strcmp(opt, "scratchsize") == 0)
		*valp = dtp->scratchsize;
	else if (strcmp(opt, "printsize") == 0)
		*valp = dtp->printsize;
	else if (strcmp(opt, "tree") == 0)
		*valp = dtp->treedump;
	else if (strcmp(opt, "aggsortpos") == 0)
		*valp = dtp->aggsortpos;
	else if (strcmp(opt, "aggsortkeypos") == 0)
		*valp = dtp->aggsortkeypos;
	else if (strcmp(opt, "aggsize") == 0)
		*valp = dtp->aggsize;
	else if (strcmp(opt, "cpu") == 0)
		*valp = dtp->cpu;
	else if (strcmp(opt, "evaltime") == 0)
		*valp = dtp->evaltime;
	else
		return dt_set_err(dtp, D_UNKNOWN, "Invalid option name");
	return 0;
}
