/*
 * dt_prov_usdt.c: the USDT provider: the statically defined probes that
 * programs and libraries carry as .note.stapsdt notes (SystemTap's
 * <sys/sdt.h>, our dtrace -h headers and -G objects), in one process.
 *
 * Naming: an instance provider whose prefix is not fixed: python1234,
 * myapp$target, any provider name the notes of an object mapped by the
 * process give, followed by its process id.  The registry asks usdt_owns
 * about a name with a process id that no fixed prefix claims (pid1234 is
 * the pid provider's); it says yes when one of the files the process maps
 * executable has a note of that provider.  Each (provider, process) is
 * one instance, named as the description named it.  A glob over provider
 * names that starts with a name's first letters (python*) makes, through
 * usdt_globnames, an instance for every process (pid DT_PID_ANY, named by
 * the provider alone) of each provider that a running process's files
 * have notes of and whose name with that process's id the glob matches:
 * its modules are those files (every running process's), attached with
 * no pid filter, so processes started later fire too.
 *
 * Probes: provider<PID>:<module>:<function>:<name>: module the object's
 * basename (the executable is also a.out, as for pid), function the
 * symbol holding the site (dt_stapsdt.c; "unknown" where the object has
 * none), name with "__" as "-".  The notes of one (module, function,
 * name) are one probe: inlined copies of a probe are several sites of
 * it.  Probes are made lazily, as pid's: from descriptions that name the
 * instance.
 *
 * Sites: every note that has become a site of a probe gets a global index
 * (all instances of the handle count together, at most USDT_MAXSITES),
 * carried in its uprobe's BPF cookie (the flags' high 16 bits,
 * USDT_SITE_SHIFT) beside the probe id.  The program kind "usdt" is a
 * uprobe kind (loaded by dt_uprobe_load, for uprobe_multi links) whose
 * prologue computes the arguments the program reads from a table, the
 * array map dt_usdtsites keyed by the site's index: for each argument up
 * to the highest read, how to get it (usdt_spec_t: a register's pt_regs
 * offset and shift, memory at disp + base + index * scale read with
 * bpf_probe_read_user, or a constant; then truncated to its width and
 * sign- or zero-extended).  Symbol-relative, %rip-relative and absolute
 * addresses are biased by the object's load address in the process,
 * folded into disp when the table is filled at attach (for every process,
 * only in an executable that is not PIE, whose bias is 0: elsewhere such
 * arguments are 0, as the bias differs from one process to the next).  Arguments past
 * a site's specs (or of a site whose specs did not parse) are 0.
 *
 * args[]: argN is the 64-bit extended value.  A program built with our
 * dtrace -h or -G carries its provider's D definition (dt_provnote.c, read
 * with the notes): args[] then have the definition's types (char *, int,
 * struct foo *), translated where it gives a translated prototype
 * (foo_info_t *, from the native argument its mapping names), each as far
 * as the consumer resolves its types.  Without a record, a definition of
 * the provider in the D program itself types them the same way (a record
 * in the object wins, as DTrace takes the types from the object's DOF).
 * Otherwise, and for a type the consumer does not know, int8_t..int64_t
 * or uint8_t..uint64_t by the first site's sign and size (stapsdt notes
 * carry no types).  A record or definition whose probe has another count
 * of arguments than the note is not the probe's: it is not used.  A
 * malformed record is left out (with -xverbose, a diagnostic says why).
 *
 * Attachment: per module, the enabled probes' sites are one uprobe_multi
 * link (dt_uprobe_attach) with the instance's pid as filter and the
 * sites' semaphore file offsets as ref_ctr_offsets: the kernel raises
 * each semaphore while the link exists (PROV_PROBE_ENABLED() is then true
 * in the process) and lowers it when the link is closed, also when dtrace
 * dies.  A semaphore outside the file (.bss) cannot be counted so: its
 * is-enabled test stays false, the probe still fires.
 *
 * State: per instance, the process's modules that have notes of the
 * provider (read when the instance is made and again at each description
 * naming it, new ones appended: libraries loaded with dlopen since), each
 * with its notes and its first executable mapping (for the bias), its
 * links and which of its sites are attached; per handle (the provider's own entry), the count of sites
 * and the site map's id.
 *
 * Following (dt_follow.c, usdt_follow), as the pid provider: an exec or a
 * library load re-reads the modules (stale and dead ones as pid's; a file
 * the new image maps again has its sites' biases redone); then the site
 * map, a hash when the program follows, gets the new sites' entries.  Under
 * -Z, usdt_owns also claims a provider no file of the process has notes of
 * yet (a library loaded later may bring it).
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <gelf.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_back.h"
#include "dt_front.h"
#include "dt_probe_flags.h"
#include "dt_providers.h"
#include "dt_stapsdt.h"
#include "dt_uprobe.h"

extern const dt_provops_t dt_prov_usdt;
static const dt_progkind_t usdt_kind;

#define USDT_SITE_SHIFT	16
#define USDT_MAXSITES	65536
#define USDT_NOREG	0xffff

/* how the prologue gets one argument of a site (the site map's value) */
enum { USDT_NONE, USDT_REG, USDT_MEM, USDT_CONST };
typedef struct usdt_spec {
	uint8_t kind;		/* USDT_* */
	uint8_t width;		/* bytes kept (1..8) */
	uint8_t sign;		/* sign-extended from width */
	uint8_t regshift;	/* REG: bits shifted out (%ah) */
	uint16_t base, index;	/* pt_regs offsets, USDT_NOREG for none */
	uint8_t scale, pad[3];
	int64_t disp;		/* MEM's displacement (biased), CONST's value */
} usdt_spec_t;

typedef struct usdt_mod {
	char *path;		/* as /proc/PID/maps names it */
	char *name;		/* its basename */
	int exe;		/* the executable: also "a.out" */
	uint64_t start, end, off;	/* its first executable mapping */
	dt_sdtfile_t f;		/* its notes */
	int32_t *site;		/* per note: its site index, -1 if not a probe's yet */
	uint32_t *probe;	/* per note: its probe's id */
	uint8_t *linked;	/* per note: its site is attached */
	uint64_t ino;		/* the file's inode number */
	int stale;		/* of the image before the last exec, not (yet) mapped
				 * by the new one: its links stay, it gains no probes */
	int dead;		/* not mapped by the images of two execs: links closed */
	int refill;		/* mapped anew by an exec: its sites' biases are redone */
	dt_ulinks_t links;	/* its links (closed once it is dead) */
} usdt_mod_t;

typedef struct dt_usdt {
	int pid;
	char prov[64];		/* the provider's name in the notes */
	int nmods, cap;
	usdt_mod_t *mods;
	int from;		/* descriptions are matched in modules from here on:
				 * those new since the last attach while following */
} dt_usdt_t;

typedef struct usdt_glob {	/* the handle's */
	int nsites;
	int sitemap;		/* map id, 0 until a program reads arguments */
	int nslots;		/* its values' argument count */
} usdt_glob_t;

static usdt_glob_t *
usdt_glob(dtrace_hdl_t *dtp)
{
	return dt_provider_state(dtp, &dt_prov_usdt, sizeof(usdt_glob_t));
}

/* the provider of an instance's name for process pid (python of python1234) */
static void
usdt_prefix(const char *name, int pid, char *buf, size_t len)
{
	char digits[16];
	size_t n = strlen(name), d = (size_t)snprintf(digits, sizeof(digits), "%d", pid);

	snprintf(buf, len, "%.*s", (int)(n > d ? n - d : 0), name);
}

typedef struct usdt_scan {
	dt_usdt_t *st;		/* modules collected here (NULL: only asking) */
	const char *prov;	/* when only asking: the provider, */
	int pid;		/* the process (whose root the files are read through) */
	int found;		/* and whether a file has its notes */
	int nmaps;		/* the mappings seen (none: the process is exiting) */
} usdt_scan_t;

/* does the file hold notes of provider prov?  (read into *f if so) */
static int
usdt_file(int pid, const char *path, const char *prov, dt_sdtfile_t *f)
{
	char fn[PATH_MAX + 32], err[128];

	snprintf(fn, sizeof(fn), "/proc/%d/root%s", pid, path);
	if (dt_stapsdt_read(fn, f, err, sizeof(err)) != 0 &&
	    dt_stapsdt_read(path, f, err, sizeof(err)) != 0)
		return 0;
	for (int i = 0; i < f->nprobes; i++)
		if (strcmp(f->probes[i].provider, prov) == 0)
			return 1;
	dt_stapsdt_free(f);
	return 0;
}

/* one mapping: a new file with notes of the provider is a module */
static int
usdt_scan_map(void *arg, const dt_umap_t *um)
{
	usdt_scan_t *sc = arg;
	dt_usdt_t *st = sc->st;
	dt_sdtfile_t f;
	usdt_mod_t *m;

	sc->nmaps++;
	if (st == NULL) {
		if (!usdt_file(sc->pid, um->path, sc->prov, &f))
			return 0;
		dt_stapsdt_free(&f);
		sc->found = 1;
		return 1;	/* found: stop */
	}
	for (int i = 0; i < st->nmods; i++) {
		m = &st->mods[i];
		if (m->dead || m->ino != um->ino || strcmp(m->path, um->path) != 0)
			continue;
		if (m->stale) {		/* mapped again by the new image of an exec */
			m->stale = 0;
			m->refill = 1;
			m->start = um->start;
			m->end = um->end;
			m->off = um->off;
		}
		return 0;
	}
	memset(&f, 0, sizeof(f));
	if (!usdt_file(sc->pid, um->path, st->prov, &f))
		return 0;
	if (st->nmods >= st->cap) {
		st->cap = st->cap ? st->cap * 2 : 4;
		st->mods = dt_realloc(st->mods, st->cap * sizeof(usdt_mod_t));
	}
	m = &st->mods[st->nmods++];
	memset(m, 0, sizeof(*m));
	m->path = dt_strdup(um->path);
	m->name = dt_strdup(strrchr(um->path, '/') + 1);
	m->exe = um->exe;
	m->start = um->start;
	m->end = um->end;
	m->off = um->off;
	m->ino = um->ino;
	m->f = f;
	m->site = dt_zalloc(f.nprobes * sizeof(int32_t));
	m->probe = dt_zalloc(f.nprobes * sizeof(uint32_t));
	m->linked = dt_zalloc(f.nprobes + 1);
	for (int i = 0; i < f.nprobes; i++)
		m->site[i] = -1;
	return 0;
}

/* cb for the executable mappings of every process (those that can be read) */
static void
usdt_procs(int (*cb)(void *, const dt_umap_t *), usdt_scan_t *sc)
{
	DIR *d = opendir("/proc");
	struct dirent *de;

	while (d != NULL && (de = readdir(d)) != NULL) {
		char *end;
		long pid = strtol(de->d_name, &end, 10);

		if (*end != '\0' || pid <= 0 || pid == getpid())
			continue;
		sc->pid = (int)pid;
		(void)dt_uprobe_maps((int)pid, cb, sc);
	}
	if (d != NULL)
		closedir(d);
}

typedef struct usdt_gscan {
	usdt_scan_t sc;		/* first: the process (sc.pid) */
	const char *pattern;
	char (*names)[64];
	int n, max;
	char **seen;		/* the files read, each once */
	int nseen;
} usdt_gscan_t;

/* one mapping: the providers of its file's notes that the glob selects in this process */
static int
usdt_gscan_map(void *arg, const dt_umap_t *um)
{
	usdt_gscan_t *g = arg;
	char fn[PATH_MAX + 32], err[128], name[96];
	dt_sdtfile_t f;

	for (int i = 0; i < g->nseen; i++)
		if (strcmp(g->seen[i], um->path) == 0)
			return 0;
	g->seen = dt_realloc(g->seen, (g->nseen + 1) * sizeof(char *));
	g->seen[g->nseen++] = dt_strdup(um->path);
	snprintf(fn, sizeof(fn), "/proc/%d/root%s", g->sc.pid, um->path);
	if (dt_stapsdt_read(fn, &f, err, sizeof(err)) != 0)
		return 0;
	for (int i = 0; i < f.nprobes && g->n < g->max; i++) {
		int dup = 0;

		snprintf(name, sizeof(name), "%s%d", f.probes[i].provider, g->sc.pid);
		if (strlen(f.probes[i].provider) >= 64 || !dt_gmatch(name, g->pattern))
			continue;
		for (int j = 0; j < g->n && !dup; j++)
			dup = strcmp(g->names[j], f.probes[i].provider) == 0;
		if (!dup)
			snprintf(g->names[g->n++], 64, "%s", f.probes[i].provider);
	}
	dt_stapsdt_free(&f);
	return 0;
}

/*
 * A glob over provider names (python*): each provider of the notes of a
 * file that a running process maps whose name with that process's id the
 * glob matches is an instance for every process, named by the provider.
 */
static int
usdt_globnames(dtrace_hdl_t *dtp, const char *pattern, char (*names)[64], int max)
{
	usdt_gscan_t g = { { NULL, NULL, 0, 0 }, pattern, names, 0, max, NULL, 0 };

	(void)dtp;
	usdt_procs(usdt_gscan_map, &g.sc);
	for (int i = 0; i < g.nseen; i++)
		free(g.seen[i]);
	free(g.seen);
	return g.n;
}

/* is prov, a name without its process id, an identifier not ending in a digit? */
static int
usdt_wholepid(const char *prov)
{
	size_t n = strlen(prov);

	return n > 0 && !isdigit((unsigned char)prov[n - 1]) &&
	    (isalpha((unsigned char)prov[0]) || prov[0] == '_') &&
	    strspn(prov, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") == n;
}

/* is name (python1234) a provider of the notes of a file process pid maps? */
static int
usdt_owns(dtrace_hdl_t *dtp, const char *name, int pid)
{
	char prov[64];
	usdt_scan_t sc = { NULL, prov, pid, 0, 0 };
	int r;

	usdt_prefix(name, pid, prov, sizeof(prov));
	r = dt_uprobe_maps(pid, usdt_scan_map, &sc);
	if (sc.found)
		return 1;
	/*
	 * Under -Z also a provider that no file of the process has notes of
	 * yet, if the name's whole number is the process: a library it loads
	 * later may bring it (dt_follow.c)
	 */
	if (r == 0 && sc.nmaps > 0)
		return dtp->zdefs && usdt_wholepid(prov);
	/*
	 * A process that cannot be read or maps nothing has exited (a -p one
	 * may at any time) or is exiting: the name is taken as one of its
	 * providers, so that the instance says so, if the process is $target
	 * (grabbed, so it was one), or a zombie and the name's whole number
	 */
	return pid == dtp->proc.target || (r == 0 && usdt_wholepid(prov));
}

static void
usdt_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_usdt_t *st = pv->state;

	(void)dtp;
	if (st == NULL || pv->pid == 0) {
		free(pv->state);	/* the handle's usdt_glob_t */
		pv->state = NULL;
		return;
	}
	for (int i = 0; i < st->nmods; i++) {
		free(st->mods[i].path);
		free(st->mods[i].name);
		free(st->mods[i].site);
		free(st->mods[i].probe);
		free(st->mods[i].linked);
		free(st->mods[i].links.fds);	/* closed with the library's attachments */
		dt_stapsdt_free(&st->mods[i].f);
	}
	free(st->mods);
	free(st);
	pv->state = NULL;
}

/* the instance: the process's modules with notes of its provider */
static int
usdt_instance(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	dt_usdt_t *st = dt_zalloc(sizeof(*st));
	usdt_scan_t sc = { st, NULL, pv->pid, 0, 0 };
	int err;

	st->pid = pv->pid;
	pv->state = st;
	if (pv->pid == DT_PID_ANY) {
		snprintf(st->prov, sizeof(st->prov), "%s", pv->name);
		usdt_procs(usdt_scan_map, &sc);
		return 0;
	}
	usdt_prefix(pv->name, pv->pid, st->prov, sizeof(st->prov));
	err = dt_uprobe_maps(pv->pid, usdt_scan_map, &sc) != 0 ? errno : 0;
	if (err != 0 || sc.nmaps == 0) {
		/* it cannot be read, or maps nothing: it has exited (usdt_owns) */
		usdt_fini(dtp, pv);
		return dt_uprobe_grab_err(dtp, pv->pid, err);
	}
	return 0;
}

static int
usdt_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	dt_usdt_t *st = pv->state;
	usdt_glob_t *g = usdt_glob(dtp);

	usdt_scan_t sc = { st, NULL, pv->pid, 0, 0 };

	if (st == NULL || pv->pid == 0 || pd->prv[0] == '\0')
		return 0;	/* the provider itself; or not named: only probes made */
	if (pv->pid != DT_PID_ANY)	/* dlopen()ed since; exited: as seen */
		(void)dt_uprobe_maps(st->pid, usdt_scan_map, &sc);
	for (int mi = st->from; mi < st->nmods; mi++) {
		usdt_mod_t *m = &st->mods[mi];

		if (m->dead || m->stale ||
		    (!dt_gmatch(m->name, pd->mod) && !(m->exe && dt_gmatch("a.out", pd->mod))))
			continue;
		for (int i = 0; i < m->f.nprobes; i++) {
			const dt_sdtprobe_t *sp = &m->f.probes[i];
			const char *fn = sp->func != NULL ? sp->func : "unknown";
			dt_probe_t *p;

			if (strcmp(sp->provider, st->prov) != 0 || !dt_gmatch(fn, pd->fun) ||
			    !dt_gmatch(sp->name, pd->prb) || m->site[i] >= 0)
				continue;
			if (sp->pcoff == 0)
				continue;	/* not in the file: no uprobe can be placed */
			if (g->nsites >= USDT_MAXSITES)
				return dt_set_err(dtp, D_PROC_CREATEFAIL, "failed to create probe "
				    "%s:%s:%s:%s: more than %d USDT sites", pv->name, m->name, fn,
				    sp->name, USDT_MAXSITES);
			p = dt_probe_create(dtp, pv, m->name, fn, sp->name, &usdt_kind, 0);
			if (m->exe)
				p->modalias = "a.out";
			m->site[i] = g->nsites++;
			m->probe[i] = p->id;
		}
	}
	return 0;
}

/* the first site of probe p: its note (and module, *mp), or NULL */
static const dt_sdtprobe_t *
usdt_site_of(const dt_probe_t *p, const usdt_mod_t **mp)
{
	dt_usdt_t *st = p->prov->state;

	for (int mi = 0; st != NULL && mi < st->nmods; mi++)
		for (int i = 0; i < st->mods[mi].f.nprobes; i++)
			if (st->mods[mi].site[i] >= 0 && st->mods[mi].probe[i] == p->id) {
				*mp = &st->mods[mi];
				return &st->mods[mi].f.probes[i];
			}
	return NULL;
}

/* argument i of a site by its spec alone: int8_t..uint64_t by its sign and size */
static void
usdt_spectype(const dt_sdtprobe_t *sp, int i, char *buf, size_t len)
{
	if (i < sp->nargs)
		snprintf(buf, len, "%sint%d_t", sp->args[i].sign ? "" : "u", 8 * sp->args[i].size);
	else
		snprintf(buf, len, "uint64_t");
}

/* does a value of type t need a translator to become another (a struct or union, or a pointer to one)? */
static int
usdt_soutype(const dt_type_t *t)
{
	if (t->kind == DT_TK_PTR)
		t = t->ref;
	return t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION;
}

/*
 * args[] from the definition (rec): native argument j is of the type the
 * definition gives it where the consumer resolves that type (D's types,
 * the program's, the D library's, the kernel's) to a scalar (a record
 * from elsewhere may name an array or a float), else of its spec's
 * integer type.  With a translated prototype, args[i] maps from native
 * argument map[i]: a struct or union type (or a pointer to one) is
 * args[i]'s translated type (the checker applies the translator), where
 * it and the native type resolve; another type (an integer, a pointer) is
 * args[i]'s own type, the native argument as that type.
 */
static int
usdt_args_rec(dtrace_hdl_t *dtp, const dt_sdtprobe_t *sp, const dt_pnprobe_t *rec,
    dt_argdesc_t *args, int max)
{
	int n = rec->nxargs > 0 ? rec->nxargs : rec->nargs;

	if (n > max)
		n = max;
	for (int i = 0; i < n; i++) {
		int j = rec->nxargs > 0 ? rec->map[i] : i;
		dt_type_t *nt = dt_type_ctext(dtp, rec->native[j]), *xt;
		char spec[16], b1[DT_PN_NAMELEN], b2[DT_PN_NAMELEN];

		if (!dt_type_is_scalar(nt))
			nt = NULL;	/* what a register holds: as a definition's inputs must be */
		usdt_spectype(sp, j, spec, sizeof(spec));
		dt_argdesc_native(&args[i], j, nt != NULL ? rec->native[j] : spec);
		if (rec->nxargs == 0 || nt == NULL || (xt = dt_type_ctext(dtp, rec->xlate[i])) == NULL)
			continue;
		if (usdt_soutype(xt) && strcmp(dt_type_name(xt, b1, sizeof(b1)),
		    dt_type_name(nt, b2, sizeof(b2))) != 0)
			snprintf(args[i].xlate, sizeof(args[i].xlate), "%s", rec->xlate[i]);
		else
			snprintf(args[i].native, sizeof(args[i].native), "%s", rec->xlate[i]);
	}
	return n;
}

/* the D program's own definition of the provider's probe of note sp, into *rp; 0 if none */
static int
usdt_args_def(dtrace_hdl_t *dtp, const dt_sdtprobe_t *sp, dt_pnprobe_t *rp)
{
	char nn[DT_PN_NAMELEN];

	for (const dt_udprov_t *pv = dtp->udprovs; pv != NULL; pv = pv->next) {
		if (strcmp(pv->name, sp->provider) != 0)
			continue;
		for (const dt_udprobe_t *pr = pv->probes; pr != NULL; pr = pr->next) {
			dt_udprobe_notename(pr->name, nn, sizeof(nn));
			if (strcmp(nn, sp->rawname) == 0) {
				dt_provnote_defprobe(pr, rp);
				return 1;
			}
		}
	}
	return 0;
}

/*
 * A probe's arguments: from its provider's record in the object of its
 * first site (our -h headers and -G objects leave one: dt_provnote.c),
 * else from the provider's definition in the D program (a script may
 * define the provider of a program built without our tools: SystemTap's
 * <sys/sdt.h>), where that has the probe with as many native arguments
 * as the note has specs; else each argument by its spec (usdt_spectype).
 */
static int
usdt_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, int max)
{
	const usdt_mod_t *m = NULL;
	const dt_sdtprobe_t *sp = usdt_site_of(p, &m);
	const dt_pnprobe_t *rec = NULL;
	dt_pnprobe_t def;
	int n = sp != NULL && sp->nargs > 0 ? sp->nargs : 0;

	if (sp != NULL && sp->nargs >= 0) {
		rec = dt_provnote_probe(m->f.provs, m->f.nprovs, sp->provider, sp->rawname);
		if (rec == NULL && m->f.nbadprovs > 0 && dtp->verbose)
			dt_diag(dtp, "%s:%s:%s:%s: %s has %d provider record%s that could not be "
			    "read (%s): its arguments are typed by its notes", p->prov->name, p->mod,
			    p->func, p->name, m->path, m->f.nbadprovs, m->f.nbadprovs == 1 ? "" : "s",
			    m->f.provserr);
		if (rec == NULL && usdt_args_def(dtp, sp, &def))
			rec = &def;
	}
	if (rec != NULL && rec->nargs == sp->nargs)
		return usdt_args_rec(dtp, sp, rec, args, max);
	if (n > max)
		n = max;
	for (int i = 0; i < n; i++) {
		char type[16];

		usdt_spectype(sp, i, type, sizeof(type));
		dt_argdesc_native(&args[i], i, type);
	}
	return n;
}

/* 1 + the highest argument the program reads that a site can have (0: none) */
static int
usdt_nslots(dtrace_hdl_t *dtp)
{
	for (int i = DT_SDT_MAXARGS - 1; i >= 0; i--)
		if (DT_ARGMASK_HAS(dtp, i))
			return i + 1;
	return 0;
}

/* the table entry for argument a of a site of module m */
static void
usdt_spec(const usdt_mod_t *m, int anypid, const dt_sdtprobe_t *sp, const dt_sdtarg_t *a,
    usdt_spec_t *s)
{
	/*
	 * the object's load address in the process, from the site's own
	 * mapping; in every process, 0 for an executable that is not PIE,
	 * unknown for others (their addresses are then not read: 0)
	 */
	uint64_t bias = anypid ? 0 : m->start + (sp->pcoff - m->off) - sp->pc;
	int nobias = anypid && m->f.type != ET_EXEC;

	memset(s, 0, sizeof(*s));
	s->base = s->index = USDT_NOREG;
	s->width = (uint8_t)a->size;
	s->sign = (uint8_t)a->sign;
	s->disp = a->disp;
	switch (a->kind) {
	case DT_SDTA_REG:
		s->kind = USDT_REG;
		s->base = (uint16_t)dt_stapsdt_ptregs_off(a->reg);
		s->regshift = (uint8_t)a->regshift;
		if (a->regsize < a->size)
			s->width = (uint8_t)a->regsize;
		break;
	case DT_SDTA_MEM:
		s->kind = USDT_MEM;
		if (a->reg != DT_SDTR_NONE && a->reg != DT_SDTR_RIP)
			s->base = (uint16_t)dt_stapsdt_ptregs_off(a->reg);
		if (a->index != DT_SDTR_NONE) {
			s->index = (uint16_t)dt_stapsdt_ptregs_off(a->index);
			s->scale = (uint8_t)a->scale;
		}
		if (a->sym[0] != '\0')
			s->disp += (int64_t)(a->symaddr + bias);
		else if (a->reg == DT_SDTR_NONE || a->reg == DT_SDTR_RIP)
			s->disp += (int64_t)bias;
		if (nobias && (a->sym[0] != '\0' || a->reg == DT_SDTR_NONE || a->reg == DT_SDTR_RIP))
			s->kind = USDT_NONE;
		break;
	case DT_SDTA_CONST:
		s->kind = USDT_CONST;
		break;
	}
}

/* the site map's entries of module m's enabled sites */
static int
usdt_fill(dtrace_hdl_t *dtp, const usdt_mod_t *m, int anypid, int fd, int nslots)
{
	usdt_spec_t *v = dt_zalloc((nslots > 0 ? nslots : 1) * sizeof(usdt_spec_t));
	int rc = 0;

	for (int i = 0; i < m->f.nprobes && rc == 0; i++) {
		const dt_sdtprobe_t *sp = &m->f.probes[i];
		uint32_t key = (uint32_t)m->site[i];

		if (m->site[i] < 0 || (m->linked[i] && !m->refill) ||
		    !dtp->probes[m->probe[i]]->enabled)
			continue;
		memset(v, 0, nslots * sizeof(usdt_spec_t));
		for (int j = 0; j < nslots && j < sp->nargs; j++)
			usdt_spec(m, anypid, sp, &sp->args[j], &v[j]);
		if (bpf_map_update_elem(fd, &key, v, BPF_ANY) != 0)
			rc = dt_set_err(dtp, D_UNKNOWN, "usdt site map update failed: %s",
			    strerror(errno));
	}
	free(v);
	return rc;
}

/* module mi's enabled sites as one link, their semaphores counted by the kernel */
static int
usdt_attach_mod(dtrace_hdl_t *dtp, dt_provider_t *pv, int prog_fd, int mi)
{
	dt_usdt_t *st = pv->state;
	usdt_mod_t *m = &st->mods[mi];
	uint64_t *buf = dt_zalloc(3 * (m->f.nprobes + 1) * sizeof(uint64_t));
	uint64_t *offs = buf, *cookies = buf + m->f.nprobes + 1, *refs = cookies + m->f.nprobes + 1;
	char path[PATH_MAX + 32], what[PATH_MAX + 64];
	dt_uprobe_set_t s = { .path = path, .pid = st->pid > 0 ? st->pid : 0, .offsets = offs,
	    .cookies = cookies, .refctr = refs, .what = what, .links = &m->links };
	int anysem = 0, rc;

	for (int i = 0; i < m->f.nprobes; i++) {
		if (m->site[i] < 0 || m->linked[i] || !dtp->probes[m->probe[i]]->enabled)
			continue;
		m->linked[i] = 1;
		offs[s.n] = m->f.probes[i].pcoff;
		refs[s.n] = m->f.probes[i].semoff;
		anysem |= refs[s.n] != 0;
		cookies[s.n++] = DT_COOKIE(m->probe[i], (uint32_t)m->site[i] << USDT_SITE_SHIFT);
	}
	if (!anysem)
		s.refctr = NULL;	/* also where the kernel has only the uprobe PMU */
	if (st->pid > 0)
		snprintf(path, sizeof(path), "/proc/%d/root%s", st->pid, m->path);
	else
		snprintf(path, sizeof(path), "%s", m->path);	/* the file, in every process */
	snprintf(what, sizeof(what), "%s:%s", pv->name, m->name);
	rc = dt_uprobe_attach(dtp, prog_fd, &s);
	free(buf);
	return rc;
}

static int
usdt_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	dt_usdt_t *st = pv->state;
	usdt_glob_t *g = usdt_glob(dtp);
	int kind = dt_pkind_index(&usdt_kind);
	int mapfd = g->sitemap ? dt_map_fd(dtp, g->sitemap) : -1;

	if (st == NULL || pv->pid == 0)
		return 0;
	st->from = 0;
	if (pgp->progs[kind].ninsns == 0)
		return 0;
	for (int mi = 0; mi < st->nmods; mi++) {
		if (st->mods[mi].dead || st->mods[mi].stale)
			continue;
		if (mapfd >= 0 &&
		    usdt_fill(dtp, &st->mods[mi], pv->pid == DT_PID_ANY, mapfd, g->nslots) != 0)
			return -1;
		st->mods[mi].refill = 0;
		if (usdt_attach_mod(dtp, pv, pgp->progs[kind].fd, mi) != 0)
			return -1;
	}
	for (int mi = 0; mi < st->nmods; mi++)	/* the old image's, once the new one's are on */
		if (st->mods[mi].dead && st->mods[mi].links.n > 0)
			dt_ulinks_close(dtp, &st->mods[mi].links);
	return 0;
}

/*
 * r1 = the register whose pt_regs offset is the 16-bit field at r9 + off,
 * read from the context (r6); to label skip if the field is USDT_NOREG
 */
static void
usdt_pro_reg(dt_irbuf_t *ir, int off, int skip, const char *what)
{
	emit_c(ir, BPF_LDX_MEM(BPF_H, BPF_REG_2, BPF_REG_9, off), what);
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, USDT_NOREG, 0), skip);
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, -40, 0));
	emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_6));
	emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -40));
	emit(ir, BPF_MOV64_IMM(BPF_REG_2, 8));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -40));
}

/* one argument: its value into mstate's slot, by the site's spec at r9 + d */
static void
usdt_pro_arg(dt_irbuf_t *ir, int i, int d, int slot)
{
	int next = ir_label(ir), fin = ir_label(ir), idx = ir_label(ir), user = ir_label(ir);
	int addbase = ir_label(ir), zx = ir_label(ir), st = ir_label(ir);
	char cbuf[64];

#define SPEC(f)	(d + (int)offsetof(usdt_spec_t, f))
	snprintf(cbuf, sizeof(cbuf), "usdt: arg%d by its spec, built at fp-32 (slot already 0)", i);
	emit_c(ir, BPF_LDX_MEM(BPF_B, BPF_REG_1, BPF_REG_9, SPEC(kind)), cbuf);
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, USDT_NONE, 0), next);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_9, SPEC(disp)));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_2, -32));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, USDT_CONST, 0), fin);
	usdt_pro_reg(ir, SPEC(base), idx, "the base register (REG's register)");
	emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_9, SPEC(kind)));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, USDT_REG, 0), addbase);
	emit_c(ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_9, SPEC(regshift)), "REG: >> shift");
	emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 63));
	emit(ir, BPF_ALU64_REG(BPF_RSH, BPF_REG_1, BPF_REG_2));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -32));
	emit_jmp(ir, BPF_JMP_A(0), fin);
	ir_place(ir, addbase);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -32));
	emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_1));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_2, -32));
	ir_place(ir, idx);
	usdt_pro_reg(ir, SPEC(index), user, "+ the index register * scale");
	emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_9, SPEC(scale)));
	emit(ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_1, BPF_REG_2));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -32));
	emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_1));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_2, -32));
	/* MEM: width bytes of user memory there */
	ir_place(ir, user);
	emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, -40, 0), "MEM: read the user's memory");
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -40));
	emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_9, SPEC(width)));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, 8, 0), next);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, -32));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -40));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -32));
	/* truncate to width, then extend */
	ir_place(ir, fin);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -32),
	    "keep width bytes: shift left and back by 64 - 8 * width");
	emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_3, BPF_REG_9, SPEC(width)));
	emit(ir, BPF_MOV64_IMM(BPF_REG_1, 8));
	emit(ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_3));
	emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 3));
	emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 63));
	emit(ir, BPF_ALU64_REG(BPF_LSH, BPF_REG_2, BPF_REG_1));
	emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_3, BPF_REG_9, SPEC(sign)));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), zx);
	emit(ir, BPF_ALU64_REG(BPF_ARSH, BPF_REG_2, BPF_REG_1));
	emit_jmp(ir, BPF_JMP_A(0), st);
	ir_place(ir, zx);
	emit(ir, BPF_ALU64_REG(BPF_RSH, BPF_REG_2, BPF_REG_1));
	ir_place(ir, st);
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_2, slot));
	ir_place(ir, next);
#undef SPEC
}

/*
 * The arguments the program reads, from the site map's entry of the site
 * that fired (its index in the cookie's flags); r9 is kept at fp-48.
 */
static void
usdt_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	usdt_glob_t *g = usdt_glob(dtp);
	int nslots = usdt_nslots(dtp), done = ir_label(ir);

	if (!dt_pro_args_zero(dtp, ir) || nslots == 0)
		return;
	if (g->sitemap == 0 || g->nslots != nslots) {
		g->nslots = nslots;
		/* sites may be added while tracing (dt_follow.c): a hash */
		g->sitemap = dtp->prog->follows ?
		    dt_map_add(dtp, "dt_usdtsites", BPF_MAP_TYPE_HASH, 4,
		    nslots * (int)sizeof(usdt_spec_t), USDT_MAXSITES, BPF_F_NO_PREALLOC) :
		    dt_map_add(dtp, "dt_usdtsites", BPF_MAP_TYPE_ARRAY, 4,
		    nslots * (int)sizeof(usdt_spec_t), g->nsites > 0 ? g->nsites : 1, 0);
	}
	emit_c(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_9, -48),
	    "usdt: r9 = sites[flags >> 16], flags kept at fp-48");
	emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, USDT_SITE_SHIFT));
	emit(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -24));
	emit_ldmap(ir, BPF_REG_1, g->sitemap);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -24));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	for (int i = 0; i < nslots; i++)
		if (DT_ARGMASK_HAS(dtp, i))
			usdt_pro_arg(ir, i, i * (int)sizeof(usdt_spec_t), DT_MS_ARGSLOT(dtp, i));
	ir_place(ir, done);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_9, BPF_REG_FP, -48));
}

static const dt_progkind_t usdt_kind = {
	.name = "usdt",
	.heading = "usdt",
	.progtype = BPF_PROG_TYPE_KPROBE,
	.pro_id = dt_pro_id_cookie,
	.pro_args = usdt_pro_args,
	.load = dt_uprobe_load,
	.tracer_funcs = dt_uprobe_funcs,
};

/*
 * Following the process (dt_follow.c), as the pid provider does: after an
 * exec, a file the new image maps too keeps its links (the kernel counts
 * its semaphores in the new image) and has its sites' biases redone for
 * its new load address; the others are stale (links kept for the
 * libraries mapped again, then live again) and dead at the next exec.
 * After a library load the new files with notes of the provider are
 * appended.
 */
static int
usdt_follow(dtrace_hdl_t *dtp, dt_provider_t *pv, int event)
{
	dt_usdt_t *st = pv->state;
	usdt_scan_t sc = { st, NULL, pv->pid, 0, 0 };

	(void)dtp;
	if (st == NULL || pv->pid <= 0)
		return 0;
	for (int i = 0; i < st->nmods && event == DT_FOLLOW_EXEC; i++) {
		st->mods[i].dead |= st->mods[i].stale;
		st->mods[i].stale = !st->mods[i].dead;
	}
	st->from = st->nmods;	/* until the attach, only new ones are matched */
	(void)dt_uprobe_maps(pv->pid, usdt_scan_map, &sc);	/* exited: as seen */
	return 0;
}

static const dt_progkind_t *const usdt_kinds[] = { &usdt_kind, NULL };

const dt_provops_t dt_prov_usdt = {
	.name = "usdt",
	.instances = 1,
	.attr_desc = "Evolving/Evolving/ISA",
	.attr_args = "Evolving/Evolving/ISA",
	.kinds = usdt_kinds,
	.tracer_frames = dt_uprobe_frames,
	.provide = usdt_provide,
	.args = usdt_args,
	.owns = usdt_owns,
	.globnames = usdt_globnames,
	.instance = usdt_instance,
	.attach = usdt_attach,
	.fini = usdt_fini,
	.follow = usdt_follow,
};
