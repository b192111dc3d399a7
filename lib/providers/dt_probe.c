/*
 * dt_probe.c: the probe table: creating, finding and matching probes, their
 * argument types and stability, listing them (dtrace -l), firing one from
 * the consumer.
 *
 * Probes are created lazily: a description is first offered to every
 * provider whose name matches it, which creates the probes that match (and
 * gives them ids in creation order), then the table is searched (a
 * probe's module matches by its name or by its modalias: a pid probe of
 * the executable also as a.out).  Nothing
 * enumerates all of the kernel until dtrace -l asks for everything, or a
 * probe is named by its id (dt_probe_byid: ids are those of dtrace -l).
 *
 * dtrace -l with descriptions parses them as D text (with the field that
 * -P/-m/-f give) and lists each one's probes, going on past one that
 * matches nothing, as dtrace(1) does; the first such is the call's error.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_providers.h"

static unsigned
pr_hash(const char *prov, const char *mod, const char *func, const char *name)
{
	unsigned h = 5381;
	const char *parts[4] = { prov, mod, func, name };

	for (int i = 0; i < 4; i++) {
		for (const char *s = parts[i]; *s; s++)
			h = h * 33 + (unsigned char)*s;
		h = h * 33 + ':';
	}
	return h % DT_PHASH_SIZE;
}

/* the providers, and the dtrace provider's probes (ids 1, 2, 3) */
void
dt_probes_init(dtrace_hdl_t *dtp)
{
	static const dt_pdesc_t dtrace = { "dtrace", "", "", "" };

	dt_provs_init(dtp);
	dtp->nprobes = 1;	/* ids start at 1 */
	(void)dt_probe_match(dtp, &dtrace, NULL, NULL);
}

dt_probe_t *
dt_probe_lookup(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *func, const char *name)
{
	for (dt_probe_t *p = dtp->phash[pr_hash(prov, mod, func, name)]; p; p = p->hnext)
		if (strcmp(p->prov->name, prov) == 0 && strcmp(p->mod, mod) == 0 &&
		    strcmp(p->func, func) == 0 && strcmp(p->name, name) == 0)
			return p;
	return NULL;
}

dt_probe_t *
dt_probe_create(dtrace_hdl_t *dtp, dt_provider_t *prov, const char *mod,
    const char *func, const char *name, const dt_progkind_t *kind, uint64_t pdata)
{
	dt_probe_t *p = dt_probe_lookup(dtp, prov->name, mod, func, name);
	unsigned h;

	if (p != NULL)
		return p;
	if (dtp->nprobes >= dtp->probecap) {
		dtp->probecap = dtp->probecap ? dtp->probecap * 2 : 1024;
		dtp->probes = dt_realloc(dtp->probes, dtp->probecap * sizeof(dt_probe_t *));
		dtp->probes[0] = NULL;
	}
	p = dt_zalloc(sizeof(*p));
	p->id = dtp->nprobes;
	p->prov = prov;
	p->mod = dt_strdup(mod);
	p->func = dt_strdup(func);
	p->name = dt_strdup(name);
	p->kind = dt_pkind_index(kind);
	p->pdata = pdata;
	p->nr = -1;
	p->nargs = -1;
	dtp->probes[dtp->nprobes++] = p;
	h = pr_hash(prov->name, mod, func, name);
	p->hnext = dtp->phash[h];
	dtp->phash[h] = p;
	return p;
}

/* shell-style glob match; an empty pattern matches anything */
int
dt_gmatch(const char *str, const char *pattern)
{
	if (pattern == NULL || *pattern == '\0')
		return 1;
	return fnmatch(pattern, str, 0) == 0;
}

static int
pr_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, void *pd)
{
	return pv->ops->provide(dtp, pv, pd) < 0 ? -1 : 0;
}

int
dt_probe_match(dtrace_hdl_t *dtp, const dt_pdesc_t *pd,
    int (*cb)(dtrace_hdl_t *, dt_probe_t *, void *), void *arg)
{
	int n = 0;

	if (dt_provider_match(dtp, pd->prv, pr_provide, (void *)pd) < 0)
		return -1;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (!dt_gmatch(p->prov->name, pd->prv) ||
		    (!dt_gmatch(p->mod, pd->mod) &&
		    (p->modalias == NULL || !dt_gmatch(p->modalias, pd->mod))) ||
		    !dt_gmatch(p->func, pd->fun) || !dt_gmatch(p->name, pd->prb))
			continue;
		n++;
		if (cb != NULL && cb(dtp, p, arg) != 0)
			return -1;
	}
	return n;
}

/*
 * Probe p's args[] (at most DT_PROBE_MAXARGS): each one's native type, the
 * type it has after translation, and the native argument it comes from;
 * from its provider the first time (a tracepoint's format file, BTF), then
 * from the probe.  Returns how many (0 on error or for none).
 */
int
dt_probe_args(dtrace_hdl_t *dtp, dt_probe_t *p, const dt_argdesc_t **argsp)
{
	if (p->nargs < 0) {
		p->args = dt_zalloc(DT_PROBE_MAXARGS * sizeof(*p->args));
		p->nargs = p->prov->ops->args == NULL ? 0 :
		    p->prov->ops->args(dtp, p, p->args, DT_PROBE_MAXARGS);
		if (p->nargs < 0)
			p->nargs = 0;
		/* keep only what the probe has (dtrace -lv describes them all) */
		if (p->nargs > 0) {
			void *q = realloc(p->args, p->nargs * sizeof(*p->args));

			if (q != NULL)
				p->args = q;
		}
	}
	*argsp = p->args;
	return p->nargs;
}

typedef struct {
	FILE *fp;		/* dtrace -l's list, or */
	int verbose;
	dtrace_probe_f *fn;	/* each probe to the caller (dtrace_probe_iter) */
	void *arg;
	int stopped;		/* fn asked to stop */
} dt_listarg_t;

/* stability attributes "names/data/class" under a title, as dtrace -lv and -v show them */
void
dt_attr_print(FILE *fp, const char *title, dt_attr_t attr)
{
	char buf[64], a[3][32] = { "Unknown", "Unknown", "Unknown" };

	sscanf(dt_attr_str(attr, buf, sizeof(buf)), "%31[^/]/%31[^/]/%31s", a[0], a[1], a[2]);
	fprintf(fp, "\n\t%s\n", title);
	fprintf(fp, "\t\tIdentifier Names: %s\n", a[0]);
	fprintf(fp, "\t\tData Semantics:   %s\n", a[1]);
	fprintf(fp, "\t\tDependency Class: %s\n", a[2]);
}

/* every provider's every probe (not the instances': they are per process) */
static int
pr_provide_all(dtrace_hdl_t *dtp)
{
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->pid == 0 && pv->ops->provide_all != NULL &&
		    pv->ops->provide_all(dtp, pv) != 0)
			return -1;
	return 0;
}

static int
list_one(dtrace_hdl_t *dtp, dt_probe_t *p, void *arg)
{
	dt_listarg_t *la = arg;
	FILE *fp = la->fp;

	if (la->fn != NULL) {
		dtrace_probeinfo_t pi = { p->id, p->prov->name, p->mod, p->func, p->name, 0, NULL };
		const char *types[64];
		const dt_argdesc_t *a;

		if (la->stopped)
			return 0;
		if (la->verbose) {
			int n = dt_probe_args(dtp, p, &a);

			for (int i = 0; i < n && i < 64; i++)
				types[i] = a[i].xlate[0] != '\0' ? a[i].xlate : a[i].native;
			pi.nargs = n < 64 ? n : 64;
			pi.argtypes = types;
		}
		la->stopped = la->fn(dtp, &pi, la->arg) != DTRACE_CONSUME_NEXT;
		return 0;
	}
	fprintf(fp, "%5u %10s %17s %33s %s\n", p->id, p->prov->name, p->mod, p->func, p->name);
	if (la->verbose)
		dt_probe_print_info(dtp, p, fp);
	return 0;
}

/* a probe's stabilities and argument types, as dtrace -lv and -ev show them */
void
dt_probe_print_info(dtrace_hdl_t *dtp, dt_probe_t *p, FILE *fp)
{
	const dt_argdesc_t *a;
	int n;

	dt_attr_print(fp, "Probe Description Attributes", dt_probe_attr(p, 0));
	dt_attr_print(fp, "Argument Attributes", dt_probe_attr(p, 1));
	fprintf(fp, "\n\tArgument Types\n");
	n = dt_probe_args(dtp, p, &a);
	for (int i = 0; i < n; i++)
		fprintf(fp, "\t\targs[%d]: %s\n", i, a[i].xlate[0] != '\0' ? a[i].xlate : a[i].native);
	if (n == 0)
		fprintf(fp, "\t\tNone\n");
	fprintf(fp, "\n");
}

static void
list_header(dtrace_hdl_t *dtp, FILE *fp)
{
	if (fp != NULL && !dtp->header_done) {
		fprintf(fp, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
		dtp->header_done = 1;
	}
}

/* the probes of one description, listed; 1 (and the error) if it matched none */
static int
list_desc(dtrace_hdl_t *dtp, const dt_node_t *pd, dt_listarg_t *la)
{
	char buf[1024];
	dt_pdesc_t desc;
	int n = dt_pdesc_match(dtp, pd, &desc, buf, sizeof(buf), list_one, la);

	if (n < 0)
		longjmp(*dtp->errjmp, 1);	/* a provider failed: its error is set */
	if (n > 0)
		return 0;
	dt_set_err(dtp, D_PDESC_ZERO, "failed to match %s:%s:%s:%s: No probe matches description",
	    desc.prv, desc.mod, desc.fun, desc.prb);
	return 1;
}

static int
dt_list_probes(dtrace_hdl_t *dtp, const char *src, unsigned flags, dt_listarg_t *lap)
{
	dt_listarg_t la = *lap;
	FILE *fp = la.fp;
	dt_node_t *volatile root = NULL;
	jmp_buf jb, *saved = dtp->errjmp;
	char first[sizeof(dtp->errmsg)] = "";
	volatile dt_errtag_t tag = D_PDESC_ZERO;

	if (src == NULL || *src == '\0') {
		static const dt_pdesc_t all = { "", "", "", "" };

		list_header(dtp, fp);
		if (pr_provide_all(dtp) != 0)
			return -1;
		return dt_probe_match(dtp, &all, list_one, &la) < 0 ? -1 : 0;
	}
	dtp->srcname = NULL;
	dtp->srcfile = NULL;
	dtp->cflags = flags | DTRACE_C_PSPEC;
	if ((root = dt_parse(dtp, src, strlen(src), 0)) == NULL)
		return -1;
	dtp->errjmp = &jb;
	if (setjmp(jb) != 0) {
		dtp->errjmp = saved;
		dt_node_free(root);
		if (dtp->fatal)
			longjmp(*saved, 1);
		return -1;
	}
	/* as a compile does: bad descriptions and unused operands first */
	for (dt_node_t *c = root->body; c != NULL; c = c->next) {
		for (dt_node_t *pd = c->args; c->kind == DT_NODE_CLAUSE && pd != NULL; pd = pd->next) {
			char buf[1024];
			dt_pdesc_t desc;

			if (dt_pdesc_match(dtp, pd, &desc, buf, sizeof(buf), NULL, NULL) < 0)
				longjmp(*dtp->errjmp, 1);
		}
	}
	if (dt_macro_unused(dtp) != 0)
		longjmp(*dtp->errjmp, 1);
	list_header(dtp, fp);
	for (dt_node_t *c = root->body; c != NULL; c = c->next) {
		if (c->kind != DT_NODE_CLAUSE)
			continue;
		for (dt_node_t *pd = c->args; pd != NULL; pd = pd->next)
			if (list_desc(dtp, pd, &la) != 0 && first[0] == '\0') {
				snprintf(first, sizeof(first), "%s", dtp->errmsg);
				tag = dtp->errtag;
			}
	}
	dtp->errjmp = saved;
	dt_node_free(root);
	if (first[0] == '\0')
		return 0;
	dt_set_err(dtp, tag, "%s", first);
	return 1;
}

/*
 * dtrace_list_probes and dtrace_probe_iter (dt_open.c, after the user's D
 * libraries are loaded): the list to fp, or each probe to fn
 */
int
dt_probe_list(dtrace_hdl_t *dtp, const char *src, unsigned flags, FILE *fp, int verbose,
    dtrace_probe_f *fn, void *arg)
{
	dt_listarg_t la = { fp, verbose, fn, arg, 0 };
	int r;

	dtp->listing = 1;
	r = dt_list_probes(dtp, src, flags, &la);
	dtp->listing = 0;
	return r;
}

/* probe id as dtrace -l numbers them: every provider's probes are made first */
dt_probe_t *
dt_probe_byid(dtrace_hdl_t *dtp, int64_t id)
{
	if (id <= 0 || pr_provide_all(dtp) != 0 || id >= dtp->nprobes)
		return NULL;
	return dtp->probes[id];
}

/* args[i]: a native argument of type type, untranslated */
void
dt_argdesc_native(dt_argdesc_t *a, int i, const char *type)
{
	snprintf(a->native, sizeof(a->native), "%s", type);
	a->xlate[0] = '\0';
	a->mapping = i;
}

/* Fire probe id from the consumer (dtrace:::BEGIN, END), if it is enabled. */
int
dt_probe_fire(dtrace_hdl_t *dtp, uint32_t id)
{
	dt_probe_t *p;

	if (id == 0 || id >= dtp->nprobes || (p = dtp->probes[id]) == NULL || !p->enabled ||
	    p->prov->ops->fire == NULL)
		return 0;
	return p->prov->ops->fire(dtp, p->prov, p);
}

