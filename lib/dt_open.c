/*
 * dt_open.c: the libdtrace handle, errors and the top of the
 * compile / execute / trace sequence (dtrace.h).
 *
 * Errors, and the guards that the public entry points here run their
 * implementation under: dt_error.c.  Options: dt_options.c.
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
#include <linux/capability.h>
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
 * so that an unprivileged user gets one clear message (the caller names
 * what is missing: dtrace_missing_privileges).  A map is tried (the
 * kernel's answer for BPF); tracing programs need CAP_PERFMON (or
 * CAP_SYS_ADMIN) whatever the sysctls say, so without it, EPERM too.
 */
static int
dt_check_privileges(void)
{
	int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_probe", 4, 4, 1, NULL);

	if (fd < 0)
		return errno;
	close(fd);
	if (!dt_has_cap(CAP_PERFMON) && !dt_has_cap(CAP_SYS_ADMIN))
		return EPERM;
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

	dt_libbpf_quiet();
	dtp->strlim = 256 + 1;		/* strsize 256: dt_impl.h */
	dtp->strsize = 264;
	dtp->vmax = DT_VERSION_LATEST;
	dtp->bufsize = 4 << 20;
	dtp->dynvarsize = 1 << 20;
	dtp->stackframes = 20;
	dtp->stackindent = 14;
	dtp->ustackframes = 100;
	dtp->jstackframes = 50;
	dtp->maxframes = 127;
	dtp->cpu = -1;
	dtp->switchrate_ns = 100000000;
	dtp->aggrate_ns = 1000000000;
	dtp->ncpus = n > 0 ? n : 1;
	dtp->exit_status = -1;
	dtp->scratchsize = 4096;
	dtp->nspec = 1;
	dtp->evaltime = 1;	/* preinit, as illumos DTrace */
	dtp->specsize = 4 << 20;
	dtp->stdout_fd = -1;
	dtp->out = NULL;	/* dtrace_stop() without dtrace_work() prints nothing (dtrace.h) */
	if (dt_handle_guarded_init(dtp) != 0) {
		dtrace_close(dtp);
		return NULL;
	}
	return dtp;
}

dtrace_hdl_t *
dtrace_open(int *errp)
{
	return dtrace_open_flags(0, errp);
}

dtrace_hdl_t *
dtrace_open_flags(int flags, int *errp)
{
	dtrace_hdl_t *dtp;
	int err = 0;

	if ((flags & DTRACE_O_LP64) && (flags & DTRACE_O_ILP32))
		err = EINVAL;		/* one data model */
	else if (!(flags & DTRACE_O_NODEV))
		err = dt_check_privileges();
	if (err != 0) {
		if (errp != NULL)
			*errp = err;
		return NULL;
	}
	if ((dtp = dt_handle_create()) == NULL)
		err = ENOMEM;
	else
		dtp->ilp32 = (flags & DTRACE_O_ILP32) != 0;
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
		/* an inline's use points (l) at the inline's own tree, walked
		 * from its declaration: following it was exponential in a chain
		 * of inlines that each use the one before twice */
		if (!(n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_INLINE))
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
			free(v->kept);
			dt_aggregate_forget(v);
			free(v);
		}
	}
}

void
dt_clauses_drop(struct dt_program *pgp, int first)
{
	for (int i = first; i < pgp->nclauses; i++) {
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
	if (first < pgp->nclauses)
		pgp->nclauses = first;
}

/* freed after dt_bpf_close(), which closes the maps and resets their mirrors */
static void
dt_program_free(struct dt_program *pgp)
{
	if (pgp == NULL)
		return;
	dt_clauses_drop(pgp, 0);
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
	/* formats first, for every root: a root's inline names reach into the
	 * trees of earlier ones (a user library's), which must still be there */
	for (int i = 0; i < pgp->nroots; i++)
		dt_free_formats(pgp->roots[i]);
	for (int i = 0; i < pgp->nroots; i++)
		dt_node_free(pgp->roots[i]);
	free(pgp->roots);
	for (int i = 0; i < pgp->nsrcnames; i++)
		free(pgp->srcnames[i]);
	free(pgp->srcnames);
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
	dt_follow_close(dtp);
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
	dt_recdata_fini(dtp);
	dt_proc_fini(dtp);	/* a -c process still running is killed */
	dt_types_fini(dtp);
	for (int i = 0; i < dtp->cppargc; i++)
		free(dtp->cppargv[i]);
	free(dtp->cppargv);
	free(dtp->cpppath);
	for (int i = 0; i < dtp->nlibdirs; i++)
		free(dtp->libdirs[i]);
	free(dtp->libdirs);
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

/*
 * Compile one request into the handle's program: every call appends its
 * clauses (in order) to the same program, which is generated and loaded as
 * a whole by dtrace_program_exec().
 */
/* the handle's program, made by the first request */
static struct dt_program *
dt_program_get(dtrace_hdl_t *dtp)
{
	if (dtp->prog == NULL) {
		dtp->prog = dt_zalloc(sizeof(*dtp->prog));
		for (int k = 0; k < DT_MAXPKINDS; k++)
			dtp->prog->progs[k].fd = -1;
	}
	return dtp->prog;
}

static dtrace_prog_t *
dt_program_strcompile(dtrace_hdl_t *dtp, const char *src, const char *name, unsigned flags)
{
	struct dt_program *volatile pgp = dt_program_get(dtp);
	dt_node_t *volatile root;
	jmp_buf jb, *saved = dtp->errjmp;

	if (pgp->generated) {
		dt_set_err(dtp, D_UNKNOWN, "the program has already been generated");
		return NULL;
	}
	if (dt_userlibs_load(dtp, pgp) != 0)
		return NULL;
	if (name != NULL) {	/* the caller's string may not outlive the call */
		pgp->srcnames = dt_realloc(pgp->srcnames, (pgp->nsrcnames + 1) * sizeof(char *));
		name = pgp->srcnames[pgp->nsrcnames++] = dt_strdup(name);
	}
	dtp->srcname = name;
	dtp->srcfile = NULL;
	dtp->cflags = flags;
	if ((root = dt_parse(dtp, src, strlen(src), DT_PARSE_PROG)) == NULL)
		return NULL;
	pgp->roots = dt_realloc(pgp->roots, (pgp->nroots + 1) * sizeof(dt_node_t *));
	pgp->roots[pgp->nroots++] = root;
	dt_treedump(dtp, 1, root, NULL);	/* -x tree: the passes' parse trees */
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		dtp->srcfile = NULL;	/* an error inside the D library skips its reset */
		if (dtp->fatal)
			longjmp(*saved, 1);
		dt_treedump(dtp, 3, root, NULL);
		return NULL;
	}
	pgp->lastmatches = dt_check(dtp, pgp, root);
	dtp->errjmp = saved;
	dt_treedump(dtp, 3, root, NULL);
	return pgp;
}

dtrace_prog_t *
dtrace_program_strcompile(dtrace_hdl_t *dtp, const char *src, const char *name,
    unsigned flags)
{
	DT_PROTECTED(dtp, dtrace_prog_t *, NULL, dt_program_strcompile(dtp, src, name, flags));
}

/*
 * List the probes a description matches (all of them for NULL), after
 * the user's D libraries are loaded, as for a compile: their types and
 * translators give probes' arguments their types (a USDT provider's
 * struct and translated types).
 */
static int
dt_list(dtrace_hdl_t *dtp, const char *src, unsigned flags, FILE *fp, int verbose,
    dtrace_probe_f *fn, void *arg)
{
	if (dtp->nlibdirs > 0 && dt_userlibs_load(dtp, dt_program_get(dtp)) != 0)
		return -1;
	return dt_probe_list(dtp, src, flags, fp, verbose, fn, arg);
}

int
dtrace_list_probes(dtrace_hdl_t *dtp, const char *src, unsigned flags, FILE *fp, int verbose)
{
	dtp->listing = 0;	/* after an unwound listing too */
	DT_PROTECTED(dtp, int, -1, dt_list(dtp, src, flags, fp, verbose, NULL, NULL));
}

int
dtrace_probe_iter(dtrace_hdl_t *dtp, const char *src, unsigned flags, int argtypes,
    dtrace_probe_f *fn, void *arg)
{
	dtp->listing = 0;
	DT_PROTECTED(dtp, int, -1, dt_list(dtp, src, flags, NULL, argtypes, fn, arg));
}

/* generate the code of the whole program (once) */
static int
dt_program_gen(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	jmp_buf jb, *saved = dtp->errjmp;

	if (pgp->generated)
		return 0;
	if (dt_macro_unused(dtp) != 0)
		return -1;
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

			if (pd->isconst) {
				dt_probe_t *q = dt_probe_byid(dtp, pd->ival);

				if (q == NULL)
					continue;
				desc = (dt_pdesc_t){ q->prov->name, q->mod, q->func, q->name };
			} else if (dt_pdesc_parse(pd->str, pd->op, buf, sizeof(buf), &desc) != 0)
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
	size_t cap = 8192, n = 0, r, nulat = SIZE_MAX;
	char *buf = dt_zalloc(cap + 1), *nul;
	dtrace_prog_t *pgp;

	/* to the end, a read error or the first NUL (so that a binary file,
	 * or /dev/zero, is not read to its end) */
	while (nulat == SIZE_MAX && (r = fread(buf + n, 1, cap - n, fp)) > 0) {
		if ((nul = memchr(buf + n, '\0', r)) != NULL)
			nulat = (size_t)(nul - buf);
		n += r;
		if (n == cap)
			buf = dt_realloc(buf, (cap *= 2) + 1);
	}
	if (nulat == SIZE_MAX && ferror(fp)) {
		int err = errno;

		free(buf);
		dt_set_err(dtp, D_UNKNOWN, "cannot read the script: %s", strerror(err));
		return NULL;
	}
	buf[n] = '\0';
	if (nulat != SIZE_MAX) {
		int line = 1;

		for (size_t i = 0; i < nulat; i++)
			line += buf[i] == '\n';
		free(buf);
		dt_set_err(dtp, D_BADCHAR, "line %d: script contains a NUL character", line);
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

/* -S names maps as they will be made */
struct dt_dis_names {
	dtrace_hdl_t *dtp;
	char buf[32];
};

static const char *
dt_dis_mapname(void *arg, int id)
{
	struct dt_dis_names *nm = arg;

	return dt_map_name(nm->dtp, id, nm->buf, sizeof(nm->buf));
}

static int
dt_program_dis(dtrace_hdl_t *dtp, dtrace_prog_t *pgp, FILE *fp)
{
	struct dt_dis_names nm = { dtp };

	if (dt_program_gen(dtp, pgp) != 0)
		return -1;
	for (int k = 0; k < dt_npkinds(); k++) {
		dt_bprog_t *bp = &pgp->progs[k];

		if (bp->ninsns == 0)
			continue;
		fprintf(fp, "\nBPF program for %s probes (%d instructions):\n",
		    dt_pkind(k)->heading, bp->ninsns);
		dt_dis_program(fp, bp->insns, bp->ninsns, (const char *const *)bp->comments,
		    dt_dis_mapname, &nm);
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
	/* each CPU's buffer (bufsize) must hold the largest record, with its perf framing */
	for (int i = 0; i < pgp->nclauses; i++) {
		long need = (pgp->clauses[i]->recsize + 12 + 7) & ~7L;

		if (pgp->clauses[i]->recsize > 0 && need > dtp->bufsize)
			return dt_set_err(dtp, D_UNKNOWN, "Enabling exceeds size of buffer");
	}
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

/*
 * After BEGIN: the run state in the globals map goes from WARMUP to ACTIVE,
 * unless BEGIN called exit() (EXITING stays).  Only BEGIN writes the
 * globals while the state is WARMUP, and it has returned: the
 * read-modify-write of the whole value races with nothing.
 */
static void
dt_run_activate(dtrace_hdl_t *dtp)
{
	uint32_t zero = 0;
	uint64_t st, active = DT_STATE_ACTIVE;
	int gsize = (DT_GV_FIRST + dtp->prog->nglobals_size + 7) & ~7;
	char *gv = dt_zalloc(gsize);
	int fd = dt_map_fd(dtp, DT_MAP_GLOBALS);

	if (bpf_map_lookup_elem(fd, &zero, gv) == 0) {
		memcpy(&st, gv + DT_GV_STATE, sizeof(st));
		if (st == DT_STATE_WARMUP) {
			memcpy(gv + DT_GV_STATE, &active, sizeof(active));
			bpf_map_update_elem(fd, &zero, gv, BPF_ANY);
		}
	}
	free(gv);
}

/*
 * As DTrace: every probe is enabled before BEGIN fires, and none fires
 * before BEGIN has run.  The programs are attached while the run state is
 * WARMUP, in which their prologue returns at once (only the dtrace
 * provider's programs run), then BEGIN fires, then the state becomes
 * ACTIVE, unless BEGIN called exit().
 */
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
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->ops->attach != NULL && pv->ops->attach(dtp, pv, pgp) != 0)
			return -1;
	if (dt_follow_start(dtp, pgp, perf_buffer__epoll_fd(dtp->pb), dt_proc_created) != 0)
		return -1;
	dtp->active = 1;
	if (dt_probe_fire(dtp, DT_ID_BEGIN) != 0)
		return -1;
	dt_run_activate(dtp);	/* exit() in BEGIN: dtrace_work() reports it */
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
	long ms = dtp->switchrate_ns / 1000000;
	int live = dt_proc_live(dtp);

	dtp->out = fp;
	if (dtp->exited || dtp->stopped)
		return DTRACE_WORKSTATUS_DONE;
	/* records already there (BEGIN's) first, without waiting */
	if (dt_consume_poll(dtp, 0) < 0)
		return DTRACE_WORKSTATUS_ERROR;
	if (dtp->exited)
		return DTRACE_WORKSTATUS_DONE;
	if (dt_proc_live(dtp) < live)
		return DTRACE_WORKSTATUS_OKAY;	/* an exit told: the caller acts first */
	if (dt_consume_poll(dtp, ms < 1 ? 1 : ms > INT_MAX ? INT_MAX : (int)ms) < 0)
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
	/* detach everything, drain what they wrote, then END; the
	 * aggregations' snapshots are taken again before each (as DTrace's
	 * last dtrace_work takes them whatever aggrate says) */
	dt_close_attached(dtp);
	dtp->lastagg = 0;
	if (dt_consume_poll(dtp, 0) < 0)
		return -1;
	if (dt_probe_fire(dtp, DT_ID_END) != 0)
		return -1;
	dtp->lastagg = 0;
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

int
dtrace_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggwalk_f *f, void *arg)
{
	DT_PROTECTED(dtp, int, -1, dt_aggregate_walk(dtp, f, arg));
}
