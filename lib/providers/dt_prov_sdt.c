/*
 * dt_prov_sdt.c: the sdt provider: every kernel tracepoint as a probe.
 *
 * Naming: tracefs events/<group>/<event> is sdt:vmlinux:<group>:<event>,
 * with tracefs' names unchanged (they use '_', never '-': sched_switch stays
 * sched_switch, so sdt:::sched_switch and sdt:sched:: work as a DTrace user
 * expects, and names can be copied from tracefs or perf list).  Two groups
 * are left out: syscalls (the syscall provider traces them, with the
 * syscall's own argument conventions) and ftrace (ftrace's internal records,
 * not tracepoints).
 *
 * Lazily: a fully specified description (sdt:vmlinux:sched:sched_switch)
 * looks at one directory; a description with a glob only in the group
 * (sdt:::sched_switch) looks for that event in each group; only globs over
 * event names (and dtrace -l) read whole groups.  The group list is read
 * once per handle.
 *
 * Arguments: args[i] / argi is the i-th field of the record after the
 * common ones, typed from the tracepoint's format file: integers and
 * pointers with their C type, fixed arrays (char comm[16], u8 addr[16]) as
 * arrays in the record (argi is their address; char arrays are strings in
 * trace(), printf("%s") and comparisons), and __data_loc char[] fields as
 * D strings (argi is the string's address in the record; other __data_loc
 * arrays are pointers to their first element).  Every field is in args[],
 * up to DT_SDT_NARGS (128, the kernel's own limit for dynamic events; the
 * largest static tracepoints have about 20 fields).  arg0..arg9 are the
 * first ten, as DTrace has no arg10: a program may name its own variable
 * arg10.  mstate keeps args[10..] apart, at dtp->ms_xargs, with room up to
 * the highest one the program reads, only in programs that read them.
 *
 * Load once, attach many: every sdt probe runs the one program of probe
 * kind DT_PK_SDT, attached to its tracepoint's perf event with the probe
 * id in the BPF cookie.  Each tracepoint has its own record layout, so the
 * prologue cannot use fixed offsets: at attach time each probe's argument
 * descriptions (offset, size, signedness or address/__data_loc, see
 * dt_probe_flags.h) go into an array map indexed by probe id, and the
 * prologue looks its probe up there once per firing and reads only the
 * arguments the program uses (none: no lookup at all).  The map's values
 * end at the highest argument the program reads (dt_sdt_nslots), so the
 * map stays small when only the first few are read.  A data-driven
 * prologue was chosen over per-clause code because a clause's probes may
 * have different layouts (sdt:sched:: with args[0]) and a probe may be
 * shared by clauses; the cost is one inlined array lookup and one checked
 * read per argument used.
 *
 * Stacks: an sdt probe's stack starts at the caller of the tracepoint's
 * perf handler: the function with the tracepoint, or, when the tracepoint
 * has several callbacks, the kernel's __traceiter_<event>, which stack()
 * leaves out (dt_stack.c).  For stackdepth and caller to leave it out too,
 * the dt_sdtiter map gives each probe's __traceiter_ function ([lo, hi),
 * filled here when a program uses them; dt_cg.c's cg_stackinfo).
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_probe_flags.h"

static const char *const sdt_excluded[] = { "syscalls", "ftrace" };

static int
sdt_cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* the subdirectories of dir, sorted, excluding sdt_excluded at top level */
static char **
sdt_readdir(const char *dir, int top, int *np)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **v = NULL;
	int n = 0, cap = 0;

	*np = 0;
	if (d == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		int skip = de->d_name[0] == '.';

		if (de->d_type == DT_UNKNOWN) {
			char path[1024];
			struct stat st;

			snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
			skip |= stat(path, &st) != 0 || !S_ISDIR(st.st_mode);
		} else {
			skip |= de->d_type != DT_DIR;
		}
		for (size_t i = 0; top && i < sizeof(sdt_excluded) / sizeof(sdt_excluded[0]); i++)
			skip |= strcmp(de->d_name, sdt_excluded[i]) == 0;
		if (skip)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			v = dt_realloc(v, cap * sizeof(char *));
		}
		v[n++] = dt_strdup(de->d_name);
	}
	closedir(d);
	if (n > 0)
		qsort(v, n, sizeof(char *), sdt_cmpstr);
	*np = n;
	return v;
}

static void
sdt_free_names(char **v, int n)
{
	for (int i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

static int
sdt_groups(dtrace_hdl_t *dtp)
{
	char path[512];

	if (dtp->sdtgroups != NULL)
		return 0;
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(path, sizeof(path), "%s/events", dt_tracefs());
	dtp->sdtgroups = sdt_readdir(path, 1, &dtp->nsdtgroups);
	if (dtp->sdtgroups == NULL)
		dtp->sdtgroups = dt_zalloc(sizeof(char *));
	return 0;
}

void
dt_sdt_fini(dtrace_hdl_t *dtp)
{
	sdt_free_names(dtp->sdtgroups, dtp->nsdtgroups);
	dtp->sdtgroups = NULL;
	dtp->nsdtgroups = 0;
}

static int
sdt_isglob(const char *s)
{
	return *s == '\0' || strpbrk(s, "*?[") != NULL;
}

/* create the probes of group whose event names match pattern prb */
static void
sdt_provide_group(dtrace_hdl_t *dtp, const char *group, const char *prb)
{
	char path[1024];
	struct stat st;
	char **ev;
	int n;

	if (!sdt_isglob(prb)) {
		/* one event: is it there?  (event names are C identifiers:
		 * tick-1s or profile-997 cannot be one) */
		if (prb[strspn(prb, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
		    "0123456789_")] != '\0')
			return;
		snprintf(path, sizeof(path), "%s/events/%s/%s/format", dt_tracefs(), group, prb);
		if (dt_probe_lookup(dtp, "sdt", "vmlinux", group, prb) == NULL &&
		    stat(path, &st) == 0)
			dt_probe_create(dtp, &dt_prov_sdt, "vmlinux", group, prb, DT_PK_SDT, 0);
		return;
	}
	snprintf(path, sizeof(path), "%s/events/%s", dt_tracefs(), group);
	ev = sdt_readdir(path, 0, &n);
	for (int i = 0; i < n; i++)
		if (dt_gmatch(ev[i], prb))
			dt_probe_create(dtp, &dt_prov_sdt, "vmlinux", group, ev[i], DT_PK_SDT, 0);
	sdt_free_names(ev, n);
}

static int
sdt_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	if (!dt_gmatch("vmlinux", pd->mod))
		return 0;
	if (!sdt_isglob(pd->fun)) {
		for (size_t i = 0; i < sizeof(sdt_excluded) / sizeof(sdt_excluded[0]); i++)
			if (strcmp(pd->fun, sdt_excluded[i]) == 0)
				return 0;
		if (dt_tracefs_mount(dtp) != 0)
			return -1;
		sdt_provide_group(dtp, pd->fun, pd->prb);
		return 0;
	}
	if (sdt_groups(dtp) != 0)
		return -1;
	for (int i = 0; i < dtp->nsdtgroups; i++)
		if (dt_gmatch(dtp->sdtgroups[i], pd->fun))
			sdt_provide_group(dtp, dtp->sdtgroups[i], pd->prb);
	return 0;
}

static int
sdt_provide_all(dtrace_hdl_t *dtp)
{
	if (sdt_groups(dtp) != 0)
		return -1;
	for (int i = 0; i < dtp->nsdtgroups; i++)
		sdt_provide_group(dtp, dtp->sdtgroups[i], "*");
	return 0;
}

/*
 * How field f is an argument: its D type (type, 64 bytes) and where the
 * prologue finds it (a).
 */
static void
sdt_field_arg(const dt_tpfield_t *f, char *type, dt_sdtarg_t *a)
{
	size_t tl = strlen(f->type);

	a->off = (uint16_t)f->off;
	a->size = f->size > 8 ? 8 : (uint8_t)f->size;
	if (strncmp(f->type, "__data_loc ", 11) == 0) {
		/* a u32: the data's offset in the record (low 16 bits), its length */
		const char *elem = f->type + 11;
		int el = (int)strlen(elem);

		if (el >= 2 && strcmp(elem + el - 2, "[]") == 0)
			el -= 2;
		while (el > 0 && elem[el - 1] == ' ')
			el--;
		a->kind = DT_SDT_DATALOC;
		if ((el == 4 && strncmp(elem, "char", 4) == 0) ||
		    (el == 10 && strncmp(elem, "const char", 10) == 0))
			snprintf(type, 64, "string");
		else
			snprintf(type, 64, "%.*s *", el, elem);
		return;
	}
	if (tl > 0 && f->type[tl - 1] == ']') {
		a->kind = DT_SDT_ADDR;
		snprintf(type, 64, "%s", f->type);
		return;
	}
	if (strncmp(f->type, "__rel_loc ", 10) == 0 || f->size > 8) {
		/* not a value the prologue can read: its address */
		a->kind = DT_SDT_ADDR;
		snprintf(type, 64, "void *");
		return;
	}
	a->kind = f->issigned ? DT_SDT_SINT : DT_SDT_UINT;
	snprintf(type, 64, "%s", f->type);
}

/* the types (types[max]) and places (a[max]) of p's first max arguments */
static int
sdt_args(dtrace_hdl_t *dtp, const dt_probe_t *p, char (*types)[64], dt_sdtarg_t *a, int max)
{
	dt_tpfield_t *f;
	char junk[64];
	int n;

	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	if (max > DT_SDT_NARGS)
		max = DT_SDT_NARGS;
	f = dt_zalloc(max * sizeof(*f));
	if ((n = dt_tracepoint_format(p->func, p->name, f, max)) < 0) {
		free(f);
		return dt_set_err(dtp, D_UNKNOWN, "cannot read the format of tracepoint %s/%s",
		    p->func, p->name);
	}
	for (int i = 0; i < n; i++) {
		dt_sdtarg_t dummy;

		sdt_field_arg(&f[i], types ? types[i] : junk, a ? &a[i] : &dummy);
	}
	free(f);
	return n;
}

static int
sdt_argtypes(dtrace_hdl_t *dtp, const dt_probe_t *p, char (*types)[64], int max)
{
	return sdt_args(dtp, p, types, NULL, max);
}

static int
sdt_attach(dtrace_hdl_t *dtp, int prog_fd)
{
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		long tpid;

		if (p == NULL || !p->enabled || p->prov != &dt_prov_sdt)
			continue;
		if (dtp->fd_sdtargs >= 0) {
			/* the map's value: the arguments up to the last one read */
			dt_sdtarg_t a[DT_SDT_NARGS];

			memset(a, 0, sizeof(a));
			if (sdt_args(dtp, p, NULL, a, dt_sdt_nslots(dtp)) < 0)
				return -1;
			if (bpf_map_update_elem(dtp->fd_sdtargs, &p->id, a, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "sdt argument map update failed");
		}
		if (dtp->fd_sdtiter >= 0) {
			/* [lo, hi) of __traceiter_<event>, 0s if there is none */
			uint64_t r[2] = { 0, 0 };
			char sym[160];

			snprintf(sym, sizeof(sym), "__traceiter_%s", p->name);
			if (dt_ksym_range(dtp, sym, &r[0], &r[1]) != 0)
				r[0] = r[1] = 0;
			if (bpf_map_update_elem(dtp->fd_sdtiter, &p->id, r, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "sdt tracer map update failed");
		}
		if ((tpid = dt_tracepoint_id(p->func, p->name)) < 0)
			return dt_set_err(dtp, D_UNKNOWN, "no tracepoint %s/%s for probe sdt:%s:%s:%s",
			    p->func, p->name, p->mod, p->func, p->name);
		if (dt_tracepoint_attach(dtp, tpid, prog_fd, DT_COOKIE(p->id, 0)) != 0)
			return -1;
	}
	return 0;
}

const dt_provider_t dt_prov_sdt = {
	.name = "sdt",
	.kind = DT_PK_SDT,
	.provide = sdt_provide,
	.attach = sdt_attach,
	.provide_all = sdt_provide_all,
	.argtypes = sdt_argtypes,
};
