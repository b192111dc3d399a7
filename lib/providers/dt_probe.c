/*
 * dt_probe.c: the probe table, matching, and the kernel attachment helpers
 * providers share (tracefs, tracepoint perf events with BPF cookies).
 *
 * Probes are created lazily: a description is first offered to every
 * provider whose name matches it, which creates the probes that match (and
 * gives them ids in creation order), then the table is searched.  Nothing
 * enumerates all of the kernel until dtrace -l asks for everything.
 */
#include <errno.h>
#include <pthread.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include "dt_impl.h"

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

void
dt_probes_init(dtrace_hdl_t *dtp)
{
	dtp->provs[dtp->nprovs++] = &dt_prov_dtrace;
	dtp->provs[dtp->nprovs++] = &dt_prov_syscall;
	dtp->provs[dtp->nprovs++] = &dt_prov_profile;
	dtp->provs[dtp->nprovs++] = &dt_prov_fbt;
	dtp->provs[dtp->nprovs++] = &dt_prov_sdt;
	dtp->nprobes = 1;	/* ids start at 1 */
	dt_prov_dtrace.provide(dtp, NULL);
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
dt_probe_create(dtrace_hdl_t *dtp, const dt_provider_t *prov, const char *mod,
    const char *func, const char *name, dt_pkind_t kind, uint64_t pdata)
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
	p->kind = kind;
	p->pdata = pdata;
	p->nr = -1;
	p->nargtypes = -1;
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

int
dt_probe_match(dtrace_hdl_t *dtp, const dt_pdesc_t *pd,
    int (*cb)(dtrace_hdl_t *, dt_probe_t *, void *), void *arg)
{
	int n = 0;

	for (int i = 0; i < dtp->nprovs; i++) {
		if (!dt_gmatch(dtp->provs[i]->name, pd->prv))
			continue;
		if (dtp->provs[i]->provide(dtp, pd) < 0)
			return -1;
	}
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (!dt_gmatch(p->prov->name, pd->prv) || !dt_gmatch(p->mod, pd->mod) ||
		    !dt_gmatch(p->func, pd->fun) || !dt_gmatch(p->name, pd->prb))
			continue;
		n++;
		if (cb != NULL && cb(dtp, p, arg) != 0)
			return -1;
	}
	return n;
}

int
dt_add_attach_fd(dtrace_hdl_t *dtp, int fd)
{
	if (dtp->nattach == dtp->attachcap) {
		dtp->attachcap = dtp->attachcap ? dtp->attachcap * 2 : 64;
		dtp->attach_fds = dt_realloc(dtp->attach_fds, dtp->attachcap * sizeof(int));
	}
	dtp->attach_fds[dtp->nattach++] = fd;
	return 0;
}

/*
 * Close the attachments.  Closing a tracepoint perf event waits for an RCU
 * grace period (DESIGN.md §7), under a kernel mutex, so the waits do not
 * overlap fully; closing from several threads still halves the time
 * (sdt::sched:, 27 tracepoints: 0.75 s instead of 1.4 s).
 */
#define DT_CLOSE_THREADS	16

typedef struct {
	const int *fds;
	int n, first, step;
} dt_closer_t;

static void *
close_stripe(void *arg)
{
	dt_closer_t *c = arg;

	for (int i = c->first; i < c->n; i += c->step)
		close(c->fds[i]);
	return NULL;
}

void
dt_close_attached(dtrace_hdl_t *dtp)
{
	pthread_t tid[DT_CLOSE_THREADS];
	dt_closer_t c[DT_CLOSE_THREADS];
	int started[DT_CLOSE_THREADS], nt = dtp->nattach / 4;

	nt = nt < 1 ? 1 : nt > DT_CLOSE_THREADS ? DT_CLOSE_THREADS : nt;
	for (int t = 0; t < nt; t++) {
		c[t] = (dt_closer_t){ dtp->attach_fds, dtp->nattach, t, nt };
		started[t] = nt > 1 && pthread_create(&tid[t], NULL, close_stripe, &c[t]) == 0;
		if (!started[t])
			close_stripe(&c[t]);	/* in this thread */
	}
	for (int t = 0; t < nt; t++)
		if (started[t])
			pthread_join(tid[t], NULL);
	dtp->nattach = 0;
}

const char *
dt_tracefs(void)
{
	return "/sys/kernel/tracing";
}

/* Make sure tracefs is mounted at /sys/kernel/tracing. */
int
dt_tracefs_mount(dtrace_hdl_t *dtp)
{
	struct stat st;

	if (dtp->tracefs_ok)
		return 0;
	if (stat("/sys/kernel/tracing/events", &st) != 0 &&
	    mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) != 0 &&
	    stat("/sys/kernel/tracing/events", &st) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "cannot mount tracefs at /sys/kernel/tracing: %s%s",
		    strerror(errno), geteuid() != 0 ? " (DTrace requires additional privileges)" : "");
	dtp->tracefs_ok = 1;
	return 0;
}

long
dt_tracepoint_id(const char *group, const char *event)
{
	char path[512], buf[32];
	FILE *f;
	long id = -1;

	snprintf(path, sizeof(path), "%s/events/%s/%s/id", dt_tracefs(), group, event);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	if (fgets(buf, sizeof(buf), f) != NULL)
		id = strtol(buf, NULL, 10);
	fclose(f);
	return id;
}

/* Attach prog_fd to tracepoint tpid through a perf event, with a cookie. */
int
dt_tracepoint_attach(dtrace_hdl_t *dtp, long tpid, int prog_fd, uint64_t cookie)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_TRACEPOINT,
		.size = sizeof(attr),
		.config = tpid,
		.sample_period = 1,
		.wakeup_events = 1,
	};
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = cookie);
	int pfd, lfd;

	if (!dtp->nofile_raised) {
		/* two descriptors per tracepoint (sdt::xfs: has 600): allow as
		 * many as the hard limit, not the usual soft 1024 */
		struct rlimit rl;

		if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max) {
			rl.rlim_cur = rl.rlim_max;
			(void)setrlimit(RLIMIT_NOFILE, &rl);
		}
		dtp->nofile_raised = 1;
	}
	pfd = syscall(__NR_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0)
		return dt_set_err(dtp, D_UNKNOWN, "perf_event_open of tracepoint %ld: %s",
		    tpid, strerror(errno));
	lfd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &opts);
	if (lfd < 0) {
		int err = errno;

		close(pfd);
		return dt_set_err(dtp, D_UNKNOWN, "attaching to tracepoint %ld: %s", tpid, strerror(err));
	}
	dt_add_attach_fd(dtp, lfd);
	dt_add_attach_fd(dtp, pfd);
	return 0;
}

/*
 * The C types of probe p's args[] (at most DT_PROBE_MAXARGS), from its provider the
 * first time (a tracepoint's format file), then from the probe.  Returns
 * how many (0 on error or for none).
 */
int
dt_probe_argtypes(dtrace_hdl_t *dtp, dt_probe_t *p, char (**typesp)[64])
{
	if (p->nargtypes < 0) {
		p->argtypes = dt_zalloc(DT_PROBE_MAXARGS * sizeof(*p->argtypes));
		p->nargtypes = p->prov->argtypes == NULL ? 0 :
		    p->prov->argtypes(dtp, p, p->argtypes, DT_PROBE_MAXARGS);
		if (p->nargtypes < 0)
			p->nargtypes = 0;
		/* keep only what the probe has (dtrace -lv describes them all) */
		if (p->nargtypes > 0) {
			void *q = realloc(p->argtypes, p->nargtypes * sizeof(*p->argtypes));

			if (q != NULL)
				p->argtypes = q;
		}
	}
	*typesp = p->argtypes;
	return p->nargtypes;
}

typedef struct {
	FILE *fp;
	int verbose;
} dt_listarg_t;

/*
 * The stability of a probe's description, or (args) of its arguments, as
 * DTrace rates them: BEGIN/END/ERROR are stable, fbt's private (the
 * kernel's own functions), the others evolving.
 */
dt_attr_t
dt_probe_attr(const dt_probe_t *p, int args)
{
	dt_attr_t a;

	dt_attr_parse(p->prov == &dt_prov_dtrace ? "Stable/Stable/Common" :
	    p->prov == &dt_prov_fbt ? (args ? "Private/Private/ISA" : "Private/Private/Unknown") :
	    "Evolving/Evolving/Common", &a);
	return a;
}

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

static int
list_one(dtrace_hdl_t *dtp, dt_probe_t *p, void *arg)
{
	dt_listarg_t *la = arg;
	FILE *fp = la->fp;

	fprintf(fp, "%5u %10s %17s %33s %s\n", p->id, p->prov->name, p->mod, p->func, p->name);
	if (la->verbose)
		dt_probe_print_info(dtp, p, fp);
	return 0;
}

/* a probe's stabilities and argument types, as dtrace -lv and -ev show them */
void
dt_probe_print_info(dtrace_hdl_t *dtp, dt_probe_t *p, FILE *fp)
{
	char (*types)[64];
	int n;

	dt_attr_print(fp, "Probe Description Attributes", dt_probe_attr(p, 0));
	dt_attr_print(fp, "Argument Attributes", dt_probe_attr(p, 1));
	fprintf(fp, "\n\tArgument Types\n");
	n = dt_probe_argtypes(dtp, p, &types);
	for (int i = 0; i < n; i++)
		fprintf(fp, "\t\targs[%d]: %s\n", i, types[i]);
	if (n == 0)
		fprintf(fp, "\t\tNone\n");
	fprintf(fp, "\n");
}

static int
dt_list_probes(dtrace_hdl_t *dtp, const char *desc, FILE *fp, int verbose)
{
	char buf[1024];
	dt_pdesc_t pd;
	dt_listarg_t la = { fp, verbose };
	int n;

	if (desc == NULL || *desc == '\0') {
		for (int i = 0; i < dtp->nprovs; i++)
			if (dtp->provs[i]->provide_all(dtp) != 0)
				return -1;
		desc = ":::";
	}
	if (dt_pdesc_parse(desc, buf, sizeof(buf), &pd) != 0)
		return dt_set_err(dtp, D_PDESC_INVAL, "invalid probe description \"%s\"", desc);
	if (!dtp->header_done) {
		fprintf(fp, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE", "FUNCTION", "NAME");
		dtp->header_done = 1;
	}
	n = dt_probe_match(dtp, &pd, list_one, &la);
	if (n < 0)
		return -1;
	if (n == 0)
		return dt_set_err(dtp, D_PDESC_ZERO, "invalid probe specifier %s: probe description %s "
		    "does not match any probes", desc, desc);
	return 0;
}

int
dtrace_list_probes(dtrace_hdl_t *dtp, const char *desc, FILE *fp, int verbose)
{
	DT_PROTECTED(dtp, int, -1, dt_list_probes(dtp, desc, fp, verbose));
}

/* The description of probe id as dtrace -l numbers them (all probes listed). */
static int
dt_probe_desc(dtrace_hdl_t *dtp, uint32_t id, char *buf, size_t len)
{
	dt_probe_t *p;

	for (int i = 0; i < dtp->nprovs; i++)
		if (dtp->provs[i]->provide_all(dtp) != 0)
			return -1;
	if (id == 0 || id >= dtp->nprobes || (p = dtp->probes[id]) == NULL)
		return dt_set_err(dtp, D_PDESC_INVAL, "probe %u does not exist", id);
	snprintf(buf, len, "%s:%s:%s:%s", p->prov->name, p->mod, p->func, p->name);
	return 0;
}

int
dtrace_probe_desc(dtrace_hdl_t *dtp, uint32_t id, char *buf, size_t len)
{
	DT_PROTECTED(dtp, int, -1, dt_probe_desc(dtp, id, buf, len));
}

/*
 * The fields of a tracepoint's record other than the common ones, from its
 * format file, in order:
 *	field:const char * filename;	offset:24;	size:8;	signed:0;
 *	field:char prev_comm[16];	offset:8;	size:16;	signed:0;
 *	field:__data_loc char[] name;	offset:8;	size:4;	signed:0;
 * An array's bound moves to the type ("char [16]").  Returns how many (at
 * most max), or -1 if the format cannot be read.
 */
int
dt_tracepoint_format(const char *group, const char *event, dt_tpfield_t *f, int max)
{
	char path[512], line[512];
	FILE *fp;
	int n = 0;

	snprintf(path, sizeof(path), "%s/events/%s/%s/format", dt_tracefs(), group, event);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL && n < max) {
		char *d = strstr(line, "field:"), *semi, *name, *bound = NULL, *o, *z, *sg;
		int tlen;

		if (d == NULL)
			continue;
		d += 6;
		if ((semi = strchr(d, ';')) == NULL)
			continue;
		o = strstr(semi + 1, "offset:");
		z = strstr(semi + 1, "size:");
		sg = strstr(semi + 1, "signed:");
		*semi = '\0';
		if (semi > d && semi[-1] == ']' && (bound = strrchr(d, '[')) != NULL &&
		    bound > d && bound[-1] != ' ' && bound[-1] != '*' && bound[-1] != ']') {
			semi = bound;	/* "name[16]": the bound belongs to the type */
		}
		/* the declaration's last word is the field's name */
		for (name = semi; name > d && name[-1] != ' ' && name[-1] != '*'; name--)
			;
		if (strncmp(name, "common_", 7) == 0 || o == NULL || z == NULL)
			continue;
		snprintf(f[n].name, sizeof(f[n].name), "%.*s", (int)(semi - name), name);
		for (tlen = (int)(name - d); tlen > 0 && d[tlen - 1] == ' '; tlen--)
			;
		if (bound != NULL) {
			char *end = strchr(bound, ']');

			snprintf(f[n].type, sizeof(f[n].type), "%.*s %.*s", tlen, d,
			    end ? (int)(end - bound + 1) : 0, bound);
		} else {
			snprintf(f[n].type, sizeof(f[n].type), "%.*s", tlen, d);
		}
		f[n].off = atoi(o + 7);
		f[n].size = atoi(z + 5);
		f[n].issigned = sg != NULL && atoi(sg + 7) != 0;
		n++;
	}
	fclose(fp);
	return n;
}

/*
 * The C types of the fields of a tracepoint's record that follow field
 * "after" (all but the common ones if after is NULL).  Returns how many (at
 * most max), or -1 if the format cannot be read.
 */
int
dt_tracepoint_fields(const char *group, const char *event, const char *after,
    char (*types)[64], int max)
{
	dt_tpfield_t f[64];
	int nf = dt_tracepoint_format(group, event, f, 64), n = 0, on = after == NULL;

	for (int i = 0; i < nf && n < max; i++) {
		if (!on) {
			on = strcmp(f[i].name, after) == 0;
			continue;
		}
		snprintf(types[n++], 64, "%s", f[i].type);
	}
	return nf < 0 ? -1 : n;
}
