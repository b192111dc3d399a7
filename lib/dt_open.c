/*
 * dt_open.c: the libdtrace handle, options, errors and the top of the
 * compile / execute / trace sequence (dtrace.h).
 *
 * Errors, and the guards that the public entry points here run their
 * implementation under: dt_error.c.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_printf.h"
#include "dt_dis.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"
#include "dt_runtime.h"

/*
 * Tracing needs BPF and perf events: find out at open, as DTrace does,
 * so that an unprivileged user gets one clear message.
 */
static int
dt_check_privileges(void)
{
	int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_probe", 4, 4, 1, NULL);

	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

/*
 * A handle with its defaults, no kernel object yet and no privilege check:
 * dtrace_open() below, and the fuzzer and unit tests that only compile.
 */
static int
dt_handle_init(dtrace_hdl_t *dtp)
{
	dt_types_init(dtp);
	dt_probes_init(dtp);
	return 0;
}

static int
dt_handle_guarded_init(dtrace_hdl_t *dtp)
{
	DT_PROTECTED(dtp, int, -1, dt_handle_init(dtp));
}

dtrace_hdl_t *
dt_handle_create(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));
	int n = libbpf_num_possible_cpus();

	if (dtp == NULL)
		return NULL;

	dtp->strsize = 256;
	dtp->vmax = DT_VERSION_LATEST;
	dtp->bufsize = 4 << 20;
	dtp->dynvarsize = 1 << 20;
	dtp->stackframes = 20;
	dtp->stackindent = 14;
	dtp->ustackframes = 100;
	dtp->jstackframes = 50;
	dtp->switchrate_ns = 100000000;
	dtp->aggrate_ns = 1000000000;
	dtp->ncpus = n > 0 ? n : 1;
	dtp->exit_status = -1;
	dtp->scratchsize = 4096;
	dtp->nspec = 1;
	dtp->specsize = 4 << 20;
	dtp->stdout_fd = -1;
	dtp->out = stdout;	/* dtrace_stop() without dtrace_work(): documented in dtrace.h */
	if (dt_handle_guarded_init(dtp) != 0) {
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

dtrace_hdl_t *
dtrace_open(int *errp)
{
	dtrace_hdl_t *dtp;
	int err;

	if ((err = dt_check_privileges()) != 0) {
		if (errp != NULL)
			*errp = err;
		return NULL;
	}
	if ((dtp = dt_handle_create()) == NULL)
		err = ENOMEM;
	if (errp != NULL)
		*errp = err;
	return dtp;
}

/* printf formats still owned by AST nodes (programs that failed to compile) */
static void
dt_free_formats(dt_node_t *n)
{
	for (; n != NULL; n = n->next) {
		if (n->aux != NULL) {
			dt_printf_free(n->aux);
			n->aux = NULL;
		}
		dt_free_formats(n->l);
		dt_free_formats(n->r);
		dt_free_formats(n->x);
		dt_free_formats(n->args);
		dt_free_formats(n->body);
	}
}

/* a list of action descriptions (their printf formats belong to the parse tree's nodes) */
void
dt_actions_free(dt_action_t *a)
{
	for (dt_action_t *nx; a != NULL; a = nx) {
		nx = a->next;
		free(a->recs);
		free(a->aggv);
		free(a);
	}
}

/* the program's variables and their index (the map table's mirrors may point into them) */
static void
dt_program_vars_free(struct dt_program *pgp)
{
	dt_var_t *lists[] = { pgp->globals, pgp->aggs, pgp->tlsvars, pgp->locals };

	free(pgp->varhash);
	for (size_t i = 0; i < sizeof(lists) / sizeof(lists[0]); i++) {
		for (dt_var_t *v = lists[i], *nx; v != NULL; v = nx) {
			nx = v->next;
			free(v->name);
			free(v->cleared);
			free(v);
		}
	}
}

/* freed after dt_bpf_close(), which closes the maps and resets their mirrors */
static void
dt_program_free(struct dt_program *pgp)
{
	if (pgp == NULL)
		return;
	for (int i = 0; i < pgp->nclauses; i++) {
		dt_clause_t *cl = pgp->clauses[i];

		for (dt_action_t *a = cl->acts; a != NULL; a = a->next)
			if (a->pf != NULL)
				dt_printf_free(a->pf);
		dt_actions_free(cl->acts);
		free(cl->probes);
		dt_ir_free(cl->ir);
		dt_ir_free(cl->errir);
		free(cl);
	}
	for (int k = 0; k < DT_MAXPKINDS; k++) {
		for (int i = 0; i < pgp->progs[k].ninsns; i++)
			free(pgp->progs[k].comments[i]);
		free(pgp->progs[k].insns);
		free(pgp->progs[k].comments);
		free(pgp->progs[k].rtoff);
		free(pgp->progs[k].rtsym);
	}
	free(pgp->clauses);
	free(pgp->maps);
	for (int i = 0; i < pgp->nroots; i++) {
		dt_free_formats(pgp->roots[i]);
		dt_node_free(pgp->roots[i]);
	}
	free(pgp->roots);
	dt_program_vars_free(pgp);
	free(pgp);
}

void
dtrace_close(dtrace_hdl_t *dtp)
{
	if (dtp == NULL)
		return;
	dt_consume_close(dtp);
	dt_spec_fini(dtp);
	dt_close_attached(dtp);		/* the attachments, then what they ran */
	dt_bpf_close(dtp);
	dt_program_free(dtp->prog);
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		free(p->mod);
		free(p->func);
		free(p->name);
		free(p->fds);
		free(p->args);
		free(p);
	}
	free(dtp->probes);
	dt_provs_fini(dtp);
	free(dtp->attach_fds);
	free(dtp->btfoffs);
	free(dtp->drops_seen);
	free(dtp->bufdrops_seen);
	free(dtp->aggdrops_seen);
	free(dtp->errors_seen);
	free(dtp->reenter_seen);
	free(dtp->margref);
	dt_inlines_fini(dtp);
	dt_dlib_fini(dtp);
	dt_bindings_fini(dtp);
	dt_ksyms_fini(dtp);
	dt_usyms_fini(dtp);
	dt_proc_fini(dtp);	/* a -c process still running is killed */
	dt_types_fini(dtp);
	for (int i = 0; i < dtp->cppargc; i++)
		free(dtp->cppargv[i]);
	free(dtp->cppargv);
	free(dtp);
}

static int
dt_set_macroargs(dtrace_hdl_t *dtp, int argc, char *const argv[])
{
	dtp->margc = argc;
	dtp->margv = (char **)argv;
	free(dtp->margref);
	dtp->margref = NULL;
	dtp->margref = argc > 0 ? dt_zalloc(argc) : NULL;
	return 0;
}

int
dtrace_set_macroargs(dtrace_hdl_t *dtp, int argc, char *const argv[])
{
	DT_PROTECTED(dtp, int, -1, dt_set_macroargs(dtp, argc, argv));
}

/* sizes: 4k, 4m, 1g (as DTrace's options take them) */
static int
dt_parse_size(const char *s, long *vp)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 0);
	if (errno != 0 || end == s || v < 0)
		return -1;
	{
		int shift = 0;

		switch (*end) {
		case 'k': case 'K': shift = 10; end++; break;
		case 'm': case 'M': shift = 20; end++; break;
		case 'g': case 'G': shift = 30; end++; break;
		case 't': case 'T': shift = 40; end++; break;
		default: break;
		}
		if (*end != '\0' || v > (LONG_MAX >> shift))
			return -1;
		v <<= shift;
	}
	*vp = v;
	return 0;
}

/* times: 10ms, 1s, 100hz, or plain ns */
static int
dt_parse_time(const char *s, long *vp)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 0);
	if (errno != 0 || end == s || v <= 0)
		return -1;
	{
		long mult;

		if (*end == '\0' || strcmp(end, "ns") == 0 || strcmp(end, "nsec") == 0)
			mult = 1;
		else if (strcmp(end, "us") == 0 || strcmp(end, "usec") == 0)
			mult = 1000;
		else if (strcmp(end, "ms") == 0 || strcmp(end, "msec") == 0)
			mult = 1000000;
		else if (strcmp(end, "s") == 0 || strcmp(end, "sec") == 0)
			mult = 1000000000L;
		else if (strcmp(end, "hz") == 0) {
			*vp = 1000000000L / v;
			return *vp > 0 ? 0 : -1;
		} else
			return -1;
		if (v > LONG_MAX / mult)
			return -1;
		*vp = v * mult;
	}
	return 0;
}

static int
dt_setopt(dtrace_hdl_t *dtp, const char *opt, const char *val)
{
	long v;

	if (strcmp(opt, "quiet") == 0) {
		dtp->quiet = 1;
	} else if (strcmp(opt, "json") == 0) {
		dtp->json = 1;
	} else if (strcmp(opt, "rawbytes") == 0) {
		dtp->rawbytes = 1;
	} else if (strcmp(opt, "errtags") == 0) {
		dtp->errtags = 1;
	} else if (strcmp(opt, "verbose") == 0) {
		dtp->verbose = 1;
	} else if (strcmp(opt, "zdefs") == 0) {
		dtp->zdefs = 1;
	} else if (strcmp(opt, "cpp") == 0) {
		dtp->cpp = 1;
	} else if (strcmp(opt, "cpphdrs") == 0) {
		dtp->cpphdrs = 1;
	} else if (strcmp(opt, "define") == 0 || strcmp(opt, "undef") == 0 ||
	    strcmp(opt, "incdir") == 0) {
		char *a;

		if (val == NULL || *val == '\0')
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "option %s requires a value", opt);
		dtp->cppargv = dt_realloc(dtp->cppargv, (dtp->cppargc + 1) * sizeof(char *));
		a = dt_zalloc(strlen(val) + 3);
		sprintf(a, "-%c%s", opt[0] == 'd' ? 'D' : opt[0] == 'u' ? 'U' : 'I', val);
		dtp->cppargv[dtp->cppargc++] = a;
	} else if (strcmp(opt, "version") == 0) {
		/* the D version the program is written for (#pragma D binding) */
		uint32_t vers;

		if (val == NULL || dt_version_parse(val, &vers) != 0)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "Invalid version string");
		if (vers > DT_VERSION_LATEST)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "Requested version not defined");
		dtp->vmax = vers;
	} else if (strcmp(opt, "defaultargs") == 0) {
		dtp->defaultargs = 1;
	} else if (strcmp(opt, "strsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 8 || v > 4096)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "strsize must be a size from 8 to 4096");
		if (dtp->prog != NULL && dtp->prog->nclauses > 0 && ((v + 7) & ~7) != dtp->strsize)
			return dt_set_err(dtp, D_PRAGMA_OPTSET,
			    "strsize cannot change once clauses have been compiled");
		dtp->strsize = (int)(v + 7) & ~7;
	} else if (strcmp(opt, "scratchsize") == 0) {
		/* alloca()/copyin() space per clause; the map holds twice that */
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 8 || v > 16384)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "scratchsize must be a size from 8 to 16384");
		dtp->scratchsize = (int)(v + 7) & ~7;
	} else if (strcmp(opt, "bufsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 4096)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid bufsize");
		dtp->bufsize = v;
	} else if (strcmp(opt, "stackframes") == 0 || strcmp(opt, "stackindent") == 0) {
		char *end;
		long n = val != NULL ? strtol(val, &end, 0) : -1;

		if (val == NULL || *end != '\0' || n < (opt[5] == 'f' ? 1 : 0) || n > 127)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid %s", opt);
		if (opt[5] == 'f')
			dtp->stackframes = (int)n;
		else
			dtp->stackindent = (int)n;
	} else if (strcmp(opt, "ustackframes") == 0 || strcmp(opt, "jstackframes") == 0) {
		char *end;
		long n = val != NULL ? strtol(val, &end, 0) : -1;

		if (val == NULL || *end != '\0' || n < 1 || n > 127)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid %s", opt);
		if (opt[0] == 'u')
			dtp->ustackframes = (int)n;
		else
			dtp->jstackframes = (int)n;
	} else if (strcmp(opt, "jstackstrsize") == 0) {
		/* accepted: jstack() strings come from JVM helpers, which Linux has not */
	} else if (strcmp(opt, "stackfmt") == 0) {
		if (val == NULL || (strcmp(val, "folded") != 0 && strcmp(val, "default") != 0))
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid stackfmt (default or folded)");
		dtp->stackfmt_folded = strcmp(val, "folded") == 0;
	} else if (strcmp(opt, "amin") == 0) {
		if (val == NULL || dt_attr_parse(val, &dtp->amin) != 0)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid amin (Name/Data/Class "
			    "attributes, as Evolving/Evolving/Common)");
		dtp->amin_set = 1;
	} else if (strcmp(opt, "dynvarsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 64)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid dynvarsize");
		dtp->dynvarsize = v;
	} else if (strcmp(opt, "aggsortkey") == 0 || strcmp(opt, "aggsortrev") == 0 ||
	    strcmp(opt, "aggzoom") == 0 || strcmp(opt, "aggpercpu") == 0 ||
	    strcmp(opt, "aggpack") == 0) {
		/* DTrace's words for off (and on), or a number */
		static const char *const off[] = { "no", "disable", "disabled", "false", "off",
		    "unset" }, *const onw[] = { "yes", "enable", "enabled", "true", "on", "set" };
		int on = 1;
		char *end;

		if (val != NULL) {
			unsigned long long n = strtoull(val, &end, 0);

			on = end != val && *end == '\0' ? n != 0 : -1;
			for (size_t i = 0; i < sizeof(off) / sizeof(off[0]) && on < 0; i++)
				on = strcmp(val, off[i]) == 0 ? 0 : strcmp(val, onw[i]) == 0 ? 1 : -1;
			if (on < 0)
				return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid %s value", opt);
		}

		if (opt[3] == 'z')
			dtp->aggzoom = on;
		else if (strcmp(opt, "aggpercpu") == 0)
			dtp->aggpercpu = on;
		else if (strcmp(opt, "aggpack") == 0)
			dtp->aggpack = on;
		else if (opt[7] == 'k')
			dtp->aggsortkey = on;
		else
			dtp->aggsortrev = on;
	} else if (strcmp(opt, "droptags") == 0) {
		dtp->droptags = 1;
	} else if (strcmp(opt, "aggsortpos") == 0 || strcmp(opt, "aggsortkeypos") == 0) {
		char *end;
		long n = val != NULL ? strtol(val, &end, 0) : -1;

		if (val == NULL || *end != '\0' || n < 0 || n > 1000)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid %s", opt);
		if (opt[7] == 'p')
			dtp->aggsortpos = (int)n;
		else
			dtp->aggsortkeypos = (int)n;
	} else if (strcmp(opt, "encoding") == 0) {
		/* the characters of packed histograms (aggpack) */
		if (val == NULL || (strcmp(val, "ascii") != 0 && strcmp(val, "utf8") != 0))
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid encoding (ascii or utf8)");
		dtp->encoding = val[0] == 'a' ? 1 : 2;
	} else if (strcmp(opt, "aggsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 1)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid aggsize");
		dtp->aggsize = v;
	} else if (strcmp(opt, "destructive") == 0) {
		dtp->destructive = 1;
	} else if (strcmp(opt, "nspec") == 0) {
		char *end;
		long n = val != NULL ? strtol(val, &end, 0) : -1;

		if (val == NULL || *end != '\0' || n < 1 || n > DT_SPEC_MAXNSPEC)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "nspec must be from 1 to %d",
			    DT_SPEC_MAXNSPEC);
		if (dtp->prog != NULL && dtp->prog->generated && n != dtp->nspec)
			return dt_set_err(dtp, D_PRAGMA_OPTSET,
			    "nspec cannot change once the program has been generated");
		dtp->nspec = (int)n;
	} else if (strcmp(opt, "specsize") == 0) {
		if (val == NULL || dt_parse_size(val, &v) != 0 || v < 8 || v > (1L << 30))
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid specsize");
		dtp->specsize = v;
	} else if (strcmp(opt, "cleanrate") == 0) {
		/* speculations are cleaned as the consumer reads their commit (dt_spec.c) */
		if (val == NULL || dt_parse_time(val, &v) != 0)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid cleanrate");
	} else if (strcmp(opt, "switchrate") == 0 || strcmp(opt, "aggrate") == 0) {
		if (val == NULL || dt_parse_time(val, &v) != 0)
			return dt_set_err(dtp, D_PRAGMA_OPTSET, "invalid %s", opt);
		if (strcmp(opt, "switchrate") == 0)
			dtp->switchrate_ns = v;
		else
			dtp->aggrate_ns = v;
	} else if (strcmp(opt, "bufpolicy") == 0 || strcmp(opt, "bufresize") == 0 ||
	    strcmp(opt, "flowindent") == 0 ||
	    strcmp(opt, "statusrate") == 0) {
		/* accepted for compatibility; not yet acted upon */
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
	if (strcmp(opt, "quiet") == 0)
		*valp = dtp->quiet;
	else if (strcmp(opt, "json") == 0)
		*valp = dtp->json;
	else if (strcmp(opt, "strsize") == 0)
		*valp = dtp->strsize;
	else if (strcmp(opt, "bufsize") == 0)
		*valp = dtp->bufsize;
	else if (strcmp(opt, "dynvarsize") == 0)
		*valp = dtp->dynvarsize;
	else if (strcmp(opt, "scratchsize") == 0)
		*valp = dtp->scratchsize;
	else if (strcmp(opt, "zdefs") == 0)
		*valp = dtp->zdefs;
	else if (strcmp(opt, "aggsortkey") == 0)
		*valp = dtp->aggsortkey;
	else if (strcmp(opt, "aggsortrev") == 0)
		*valp = dtp->aggsortrev;
	else if (strcmp(opt, "aggsortpos") == 0)
		*valp = dtp->aggsortpos;
	else if (strcmp(opt, "aggsortkeypos") == 0)
		*valp = dtp->aggsortkeypos;
	else if (strcmp(opt, "aggzoom") == 0)
		*valp = dtp->aggzoom;
	else if (strcmp(opt, "aggpercpu") == 0)
		*valp = dtp->aggpercpu;
	else if (strcmp(opt, "aggpack") == 0)
		*valp = dtp->aggpack;
	else if (strcmp(opt, "droptags") == 0)
		*valp = dtp->droptags;
	else if (strcmp(opt, "aggsize") == 0)
		*valp = dtp->aggsize;
	else
		return dt_set_err(dtp, D_UNKNOWN, "Invalid option name");
	return 0;
}

/*
 * Compile one request into the handle's program: every call appends its
 * clauses (in order) to the same program, which is generated and loaded as
 * a whole by dtrace_program_exec().
 */
static dtrace_prog_t *
dt_program_strcompile(dtrace_hdl_t *dtp, const char *src, const char *name, unsigned flags)
{
	struct dt_program *volatile pgp = dtp->prog;
	dt_node_t *volatile root;
	jmp_buf jb, *saved = dtp->errjmp;

	if (pgp == NULL) {
		pgp = dt_zalloc(sizeof(*pgp));
		for (int k = 0; k < DT_MAXPKINDS; k++)
			pgp->progs[k].fd = -1;
		dtp->prog = pgp;
	}
	if (pgp->generated) {
		dt_set_err(dtp, D_UNKNOWN, "the program has already been generated");
		return NULL;
	}
	dtp->srcname = name;
	dtp->srcfile = NULL;
	dtp->cflags = flags;
	if ((root = dt_parse(dtp, src, strlen(src))) == NULL)
		return NULL;
	pgp->roots = dt_realloc(pgp->roots, (pgp->nroots + 1) * sizeof(dt_node_t *));
	pgp->roots[pgp->nroots++] = root;
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		dtp->srcfile = NULL;	/* an error inside the D library skips its reset */
		if (dtp->fatal)
			longjmp(*saved, 1);
		return NULL;
	}
	pgp->lastmatches = dt_check(dtp, pgp, root);
	dtp->errjmp = saved;
	return pgp;
}

dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *src, const char *name,
    unsigned flags)
{
	DT_PROTECTED(dtp, dtrace_prog_t *, NULL, dt_program_strcompile(dtp, src, name, flags));
}

/* generate the code of the whole program (once) */
static int
dt_program_gen(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	jmp_buf jb, *saved = dtp->errjmp;

	if (pgp->generated)
		return 0;
	/* every operand must be used by the program, unless defaultargs */
	for (int i = 1; i < dtp->margc && !dtp->defaultargs; i++) {
		if (dtp->margref == NULL || !dtp->margref[i])
			return dt_set_err(dtp, D_MACRO_UNUSED, "extraneous argument '%s' ($%d is not "
			    "referenced)", dtp->margv[i], i);
	}
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		if (dtp->fatal)
			longjmp(*saved, 1);
		return -1;
	}
	dt_cg_program(dtp, pgp);
	dtp->errjmp = saved;
	pgp->generated = 1;
	return 0;
}

/* generate the BPF code without loading it (dtrace -e) */
int
dtrace_program_link(dtrace_hdl_t *dtp, dtrace_prog_t *pgp)
{
	DT_PROTECTED(dtp, int, -1, dt_program_gen(dtp, pgp));
}

static int
dt_program_report(dtrace_hdl_t *dtp, FILE *fp, int stmts)
{
	struct dt_program *pgp = dtp->prog;
	dt_attr_t d = { 7, 7, 5 }, st = { 7, 7, 5 };

	if (pgp == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "no program has been compiled");
	for (int c = pgp->lastfirst; c < pgp->nclauses; c++) {
		d = dt_attr_min(d, pgp->clauses[c]->descattr);
		st = dt_attr_min(st, pgp->clauses[c]->stmtattr);
	}
	dt_attr_print(fp, "Minimum Probe Description Attributes", d);
	dt_attr_print(fp, "Minimum Statement Attributes", st);
	if (!stmts) {
		fputc('\n', fp);
		return 0;
	}
	for (int c = pgp->lastfirst; c < pgp->nclauses; c++) {
		dt_clause_t *cl = pgp->clauses[c];

		for (dt_node_t *pd = cl->node->args; pd != NULL; pd = pd->next) {
			char buf[1024];
			dt_pdesc_t desc;
			dt_probe_t *p = NULL;

			if (dt_pdesc_parse(pd->str, buf, sizeof(buf), &desc) != 0)
				continue;
			fprintf(fp, "\n%s:%s:%s:%s\n", desc.prv, desc.mod, desc.fun, desc.prb);
			for (int i = 0; i < cl->nprobes && p == NULL; i++) {
				dt_probe_t *q = dtp->probes[cl->probes[i]];

				if (dt_gmatch(q->prov->name, desc.prv) && dt_gmatch(q->mod, desc.mod) &&
				    dt_gmatch(q->func, desc.fun) && dt_gmatch(q->name, desc.prb))
					p = q;
			}
			if (p != NULL)
				dt_probe_print_info(dtp, p, fp);
		}
	}
	return 0;
}

int
dtrace_program_report(dtrace_hdl_t *dtp, FILE *fp, int stmts)
{
	DT_PROTECTED(dtp, int, -1, dt_program_report(dtp, fp, stmts));
}

int
dtrace_program_matches(dtrace_hdl_t *dtp)
{
	return dtp->prog != NULL ? dtp->prog->lastmatches : 0;
}

static dtrace_prog_t *
dt_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, const char *name, unsigned flags)
{
	size_t cap = 8192, n = 0, r;
	char *buf = dt_zalloc(cap + 1);
	dtrace_prog_t *pgp;

	while ((r = fread(buf + n, 1, cap - n, fp)) > 0) {
		n += r;
		if (n == cap)
			buf = dt_realloc(buf, (cap *= 2) + 1);
	}
	buf[n] = '\0';
	if (strlen(buf) != n) {
		free(buf);
		dt_set_err(dtp, D_BADCHAR, "line 1: script contains a NUL character");
		return NULL;
	}
	/* "#!/usr/sbin/dtrace -s": the interpreter line is not D */
	if (n >= 2 && buf[0] == '#' && buf[1] == '!')
		for (size_t i = 0; i < n && buf[i] != '\n'; i++)
			buf[i] = ' ';
	if (dtp->cpp) {
		char *out = dt_cpp(dtp, buf, n, name);

		free(buf);
		if (out == NULL)
			return NULL;
		buf = out;
	}
	pgp = dt_program_strcompile(dtp, buf, name, flags);
	free(buf);
	return pgp;
}

dtrace_prog_t *
dtrace_program_fcompile(dtrace_hdl_t *dtp, FILE *fp, const char *name, unsigned flags)
{
	DT_PROTECTED(dtp, dtrace_prog_t *, NULL, dt_program_fcompile(dtp, fp, name, flags));
}

static int
dt_program_dis(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, FILE *fp)
{
	if (dt_program_gen(dtp, pgp) != 0)
		return -1;
	for (int k = 0; k < dt_npkinds(); k++) {
		dt_bprog_t *bp = &pgp->progs[k];

		if (bp->ninsns == 0)
			continue;
		fprintf(fp, "\nBPF program for %s probes (%d instructions):\n",
		    dt_pkind(k)->heading, bp->ninsns);
		dt_dis_program(fp, bp->insns, bp->ninsns, (const char *const *)bp->comments);
	}
	return 0;
}

int
dtrace_program_dis(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, FILE *fp)
{
	DT_PROTECTED(dtp, int, -1, dt_program_dis(dtp, pgp, fp));
}

static int
dt_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_proginfo_t *pip)
{
	if (dt_program_gen(dtp, pgp) != 0)
		return -1;
	if (pip != NULL) {
		pip->matches = pgp->matches;
		pip->nclauses = pgp->nclauses;
	}
	if (pgp->uses_destructive && !dtp->destructive)
		return dt_set_err(dtp, D_UNKNOWN, "Destructive actions not allowed");
	if (dt_load_program(dtp, pgp) != 0)
		return -1;
	/* the consumer's view of the speculations' states (the spec map, mmapped) */
	return pgp->uses_spec ? dt_spec_map_create(dtp) : 0;
}

int
dtrace_program_exec(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, dtrace_proginfo_t *pip)
{
	DT_PROTECTED(dtp, int, -1, dt_program_exec(dtp, pgp, pip));
}

/* the run state in the globals map (DT_STATE_*) */
static uint64_t
dt_run_state(dtrace_hdl_t *dtp)
{
	uint32_t zero = 0;
	uint64_t st = DT_STATE_ACTIVE;
	int gsize = (DT_GV_FIRST + dtp->prog->nglobals_size + 7) & ~7;
	char *gv = dt_zalloc(gsize);

	if (bpf_map_lookup_elem(dt_map_fd(dtp, DT_MAP_GLOBALS), &zero, gv) == 0)
		memcpy(&st, gv + DT_GV_STATE, sizeof(st));
	free(gv);
	return st;
}

static int
dt_go(dtrace_hdl_t *dtp)
{
	struct dt_program *pgp = dtp->prog;

	/* an aggsize without room for one key of an aggregation fails here, as
	 * DTrace fails to start an enabling that does not fit its buffer (the
	 * maps were made with room for one key) */
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next)
		if (dtp->aggsize > 0 && dtp->aggsize < dt_agg_entrysize(dtp, v))
			return dt_set_err(dtp, D_UNKNOWN, "Enabling exceeds size of buffer");
	if (dt_consume_open(dtp) != 0)
		return -1;
	if (dt_probe_fire(dtp, DT_ID_BEGIN) != 0)
		return -1;
	if (dt_run_state(dtp) != DT_STATE_ACTIVE)
		return 0;	/* exit() in BEGIN: attach nothing; dtrace_work() reports it */
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->ops->attach != NULL && pv->ops->attach(dtp, pv, pgp) != 0)
			return -1;
	return 0;
}

int
dtrace_go(dtrace_hdl_t *dtp)
{
	DT_PROTECTED(dtp, int, -1, dt_go(dtp));
}

static dtrace_workstatus_t
dt_work_consume(dtrace_hdl_t *dtp, FILE *fp)
{
	int ms = (int)(dtp->switchrate_ns / 1000000);

	dtp->out = fp;
	if (dtp->exited || dtp->stopped)
		return DTRACE_WORKSTATUS_DONE;
	/* records already there (BEGIN's) first, without waiting */
	if (dt_consume_poll(dtp, 0) < 0)
		return DTRACE_WORKSTATUS_ERROR;
	if (dtp->exited)
		return DTRACE_WORKSTATUS_DONE;
	if (dt_consume_poll(dtp, ms > 0 ? ms : 1) < 0)
		return DTRACE_WORKSTATUS_ERROR;
	return dtp->exited ? DTRACE_WORKSTATUS_DONE : DTRACE_WORKSTATUS_OKAY;
}

/* the records, then the drops; a fault or drop without a handler fails */
static dtrace_workstatus_t
dt_work(dtrace_hdl_t *dtp, FILE *fp)
{
	dtrace_workstatus_t st = dt_work_consume(dtp, fp);

	return dt_drops_report(dtp) != 0 ? DTRACE_WORKSTATUS_ERROR : st;
}

dtrace_workstatus_t
dtrace_work(dtrace_hdl_t *dtp, FILE *fp)
{
	DT_PROTECTED(dtp, dtrace_workstatus_t, DTRACE_WORKSTATUS_ERROR, dt_work(dtp, fp));
}

static int
dt_stop_drain(dtrace_hdl_t *dtp)
{
	if (dtp->stopped)
		return 0;
	dtp->stopped = 1;
	/* detach everything, drain what they wrote, then END */
	dt_close_attached(dtp);
	if (dt_consume_poll(dtp, 0) < 0)
		return -1;
	if (dt_probe_fire(dtp, DT_ID_END) != 0)
		return -1;
	return dt_consume_poll(dtp, 0) < 0 ? -1 : 0;
}

/* as dt_work(): the drops at the end, even when draining failed */
static int
dt_stop(dtrace_hdl_t *dtp)
{
	int r = dt_stop_drain(dtp);

	return dt_drops_report(dtp) != 0 ? -1 : r;
}

int
dtrace_stop(dtrace_hdl_t *dtp)
{
	DT_PROTECTED(dtp, int, -1, dt_stop(dtp));
}

int
dtrace_exit_status(dtrace_hdl_t *dtp)
{
	return dtp->exited ? (dtp->exit_status & 0xff) : -1;
}

int
dtrace_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	DT_PROTECTED(dtp, int, -1, dt_aggregate_print(dtp, fp));
}
