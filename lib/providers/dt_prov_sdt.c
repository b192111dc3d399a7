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
 * arg10.  mstate keeps args[10..] apart, at dtp->prog->ms_xargs, with room
 * up to the highest one the program reads, only in programs that read them.
 *
 * Load once, attach many: every sdt probe runs the one program of kind
 * "sdt", attached to its tracepoint's perf event with the probe
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
 * filled here when a program uses them; the clause's code reads it through
 * the kind's tracer_range, sdt_tracer_range).
 *
 * The handle's state: the tracefs event groups, read once, and the ids of
 * this provider's two maps (dt_sdtargs, dt_sdtiter), registered when the
 * prologue and the clauses' code first need them.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"

/*
 * sdt: where each of a probe's arguments is in its tracepoint's record (the
 * value of DT_MAP_SDTARGS for the probe's id; the prologue reads the ones
 * the program uses).  The value has dt_sdt_nslots() entries, one for each
 * argument up to the highest the program reads, so a program that reads
 * only args[0] has a map of 4-byte values whatever its probes' records.
 */
#define DT_SDT_NARGS	DT_PROBE_MAXARGS
enum { DT_SDT_NONE, DT_SDT_UINT, DT_SDT_SINT, DT_SDT_ADDR, DT_SDT_DATALOC };
typedef struct dt_sdtarg {
	uint16_t off;		/* in the record */
	uint8_t size;		/* bytes (1..8) of an integer */
	uint8_t kind;		/* DT_SDT_*: integer, the field's address, a __data_loc */
} dt_sdtarg_t;

/* 1 + the highest argument index the program reads (0: none) */
static inline int
dt_sdt_nslots(const dtrace_hdl_t *dtp)
{
	for (int i = DT_SDT_NARGS - 1; i >= 0; i--)
		if (DT_ARGMASK_HAS(dtp, i))
			return i + 1;
	return 0;
}

extern const dt_provops_t dt_prov_sdt;
static const dt_progkind_t sdt_kind;

typedef struct sdt_state {
	char **groups;		/* tracefs event groups, sorted */
	int ngroups;
	int argmap;		/* dt_sdtargs' id, 0 if none */
	int itermap;		/* dt_sdtiter's id, 0 if none */
} sdt_state_t;

static sdt_state_t *
sdt_state(dtrace_hdl_t *dtp)
{
	return dt_provider_state(dtp, &dt_prov_sdt, sizeof(sdt_state_t));
}

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
sdt_groups(dtrace_hdl_t *dtp, sdt_state_t *st)
{
	char path[512];

	if (st->groups != NULL)
		return 0;
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(path, sizeof(path), "%s/events", dt_tracefs());
	st->groups = sdt_readdir(path, 1, &st->ngroups);
	if (st->groups == NULL)
		st->groups = dt_zalloc(sizeof(char *));
	return 0;
}

static void
sdt_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	sdt_state_t *st = pv->state;

	(void)dtp;
	if (st == NULL)
		return;
	sdt_free_names(st->groups, st->ngroups);
	free(st);
	pv->state = NULL;
}

static int
sdt_isglob(const char *s)
{
	return *s == '\0' || strpbrk(s, "*?[") != NULL;
}

/* create the probes of group whose event names match pattern prb */
static void
sdt_provide_group(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *group, const char *prb)
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
			dt_probe_create(dtp, pv, "vmlinux", group, prb, &sdt_kind, 0);
		return;
	}
	snprintf(path, sizeof(path), "%s/events/%s", dt_tracefs(), group);
	ev = sdt_readdir(path, 0, &n);
	for (int i = 0; i < n; i++)
		if (dt_gmatch(ev[i], prb))
			dt_probe_create(dtp, pv, "vmlinux", group, ev[i], &sdt_kind, 0);
	sdt_free_names(ev, n);
}

static int
sdt_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	sdt_state_t *st = sdt_state(dtp);

	if (!dt_gmatch("vmlinux", pd->mod))
		return 0;
	if (!sdt_isglob(pd->fun)) {
		for (size_t i = 0; i < sizeof(sdt_excluded) / sizeof(sdt_excluded[0]); i++)
			if (strcmp(pd->fun, sdt_excluded[i]) == 0)
				return 0;
		if (dt_tracefs_mount(dtp) != 0)
			return -1;
		sdt_provide_group(dtp, pv, pd->fun, pd->prb);
		return 0;
	}
	if (sdt_groups(dtp, st) != 0)
		return -1;
	for (int i = 0; i < st->ngroups; i++)
		if (dt_gmatch(st->groups[i], pd->fun))
			sdt_provide_group(dtp, pv, st->groups[i], pd->prb);
	return 0;
}

static int
sdt_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	sdt_state_t *st = sdt_state(dtp);

	if (sdt_groups(dtp, st) != 0)
		return -1;
	for (int i = 0; i < st->ngroups; i++)
		sdt_provide_group(dtp, pv, st->groups[i], "*");
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

/* the types (args[max]) and places (a[max]) of p's first max arguments */
static int
sdt_fields(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, dt_sdtarg_t *a, int max)
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

		/* cppcheck-suppress legacyUninitvar ; junk is written, not read: sdt_field_arg's output */
		sdt_field_arg(&f[i], args ? args[i].native : junk, a ? &a[i] : &dummy);
		if (args != NULL) {
			args[i].xlate[0] = '\0';
			args[i].mapping = i;
		}
	}
	free(f);
	return n;
}

/*
 * The test hook DTRACE_SDT_XLATE ("event:N:type", several separated by
 * ';') gives args[N] of the sdt probes named event the translated type
 * type, from their native argument N: tracepoints describe no translated
 * arguments, but the stable providers built on them will (issue 15), and
 * the tests show translation working on real probes through it.  Not for
 * users; documented here only.
 */
static void
sdt_xlate_hook(const dt_probe_t *p, dt_argdesc_t *args, int n)
{
	const char *h = getenv("DTRACE_SDT_XLATE");
	char ev[128], type[64];
	int i, len;

	while (h != NULL && *h != '\0') {
		if (sscanf(h, "%127[^:]:%d:%63[^;]%n", ev, &i, type, &len) == 3 &&
		    strcmp(ev, p->name) == 0 && i >= 0 && i < n) {
			snprintf(args[i].xlate, sizeof(args[i].xlate), "%s", type);
			args[i].mapping = i;
		}
		h = strchr(h, ';');
		h = h != NULL ? h + 1 : NULL;
	}
}

static int
sdt_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, int max)
{
	int n = sdt_fields(dtp, p, args, NULL, max);

	if (n > 0)
		sdt_xlate_hook(p, args, n);
	return n;
}

static int
sdt_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	sdt_state_t *st = sdt_state(dtp);
	int prog_fd = pgp->progs[dt_pkind_index(&sdt_kind)].fd;
	int argfd = st->argmap ? dt_map_fd(dtp, st->argmap) : -1;
	int iterfd = st->itermap ? dt_map_fd(dtp, st->itermap) : -1;

	if (prog_fd < 0)
		return 0;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		long tpid;

		if (p == NULL || !p->enabled || p->prov != pv)
			continue;
		if (argfd >= 0) {
			/* the map's value: the arguments up to the last one read */
			dt_sdtarg_t a[DT_SDT_NARGS];

			memset(a, 0, sizeof(a));
			if (sdt_fields(dtp, p, NULL, a, dt_sdt_nslots(dtp)) < 0)
				return -1;
			if (bpf_map_update_elem(argfd, &p->id, a, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "sdt argument map update failed");
		}
		if (iterfd >= 0) {
			/* [lo, hi) of __traceiter_<event>, 0s if there is none */
			uint64_t r[2] = { 0, 0 };
			char sym[160];

			snprintf(sym, sizeof(sym), "__traceiter_%s", p->name);
			if (dt_ksym_range(dtp, sym, &r[0], &r[1]) != 0)
				r[0] = r[1] = 0;
			if (bpf_map_update_elem(iterfd, &p->id, r, BPF_ANY) != 0)
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

/*
 * sdt arguments: the probe's argument descriptions from the sdtargs map
 * (by probe id; sdt_attach fills it), then each argument the program
 * reads: an integer read from the record and sign-extended, the address of
 * a field in the record, or the address a __data_loc field gives (its low
 * 16 bits are the data's offset in the record).  The others are 0.
 */
static void
sdt_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int nslots = dt_sdt_nslots(dtp);
	int done = ir_label(ir);
	sdt_state_t *st = sdt_state(dtp);

	for (int i = 0; i < 10; i++)
		emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGS + 8 * i, 0),
		    i == 0 ? "sdt: args = 0, then those the program reads" : NULL);
	if (nslots == 0)
		return;
	if (st->argmap == 0)
		st->argmap = dt_map_add(dtp, "dt_sdtargs", BPF_MAP_TYPE_ARRAY, 4,
		    nslots * sizeof(dt_sdtarg_t), dtp->nprobes + 1, 0);
	emit_c(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_7, -16), "sdt: r9 = sdtargs[probe id]");
	emit_ldmap(ir, BPF_REG_1, st->argmap);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	for (int i = 0; i < nslots; i++) {
		int d = (int)(i * sizeof(dt_sdtarg_t));
		int slot = DT_MS_ARGSLOT(dtp, i);
		int next, addr, sign;
		char cbuf[64];

		if (!DT_ARGMASK_HAS(dtp, i))
			continue;
		next = ir_label(ir);
		addr = ir_label(ir);
		sign = ir_label(ir);
		snprintf(cbuf, sizeof(cbuf), "args[%d]: kind, r3 = record + offset", i);
		if (i >= 10)	/* not zeroed above */
			emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, slot, 0), cbuf);
		emit_c(ir, BPF_LDX_MEM(BPF_B, BPF_REG_1, BPF_REG_9, d + offsetof(dt_sdtarg_t, kind)),
		    i >= 10 ? NULL : cbuf);
		emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_SDT_NONE, 0), next);
		emit(ir, BPF_LDX_MEM(BPF_H, BPF_REG_2, BPF_REG_9, d + offsetof(dt_sdtarg_t, off)));
		emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_6));
		emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, DT_SDT_ADDR, 0), addr);
		emit_c(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_8), "read size bytes of it");
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
		emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_9, d + offsetof(dt_sdtarg_t, size)));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, 8, 0), next);
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_1, BPF_REG_9, d + offsetof(dt_sdtarg_t, kind)));
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_8, slot));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, DT_SDT_DATALOC, 0), sign);
		emit_c(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xffff), "__data_loc: record + low 16 bits");
		emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_6));
		emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		emit_jmp(ir, BPF_JMP_A(0), addr);
		ir_place(ir, sign);
		emit_jmp_c(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, DT_SDT_SINT, 0), next,
		    "signed: shift left and back by 64 - 8 * size");
		emit(ir, BPF_LDX_MEM(BPF_B, BPF_REG_3, BPF_REG_9, d + offsetof(dt_sdtarg_t, size)));
		emit(ir, BPF_MOV64_IMM(BPF_REG_1, 8));
		emit(ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_3));
		emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 3));
		emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 63));
		emit(ir, BPF_ALU64_REG(BPF_LSH, BPF_REG_2, BPF_REG_1));
		emit(ir, BPF_ALU64_REG(BPF_ARSH, BPF_REG_2, BPF_REG_1));
		emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
		ir_place(ir, addr);
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_3, slot));
		ir_place(ir, next);
	}
	ir_place(ir, done);
}


/* the probe id from the cookie */
static void
sdt_pro_id(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	(void)dtp;
	emit_c(ir, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie), "probe id = cookie");
	emit(ir, BPF_MOV32_REG(BPF_REG_7, BPF_REG_0));
	emit(ir, BPF_MOV64_IMM(BPF_REG_9, 0));
}

/* stackdepth, caller: the probe's __traceiter_ function, [lo, hi), or 0, 0 */
static void
sdt_tracer_range(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int fpms, int off)
{
	sdt_state_t *st = sdt_state(dtp);
	int none = ir_label(ir);

	if (st->itermap == 0)
		st->itermap = dt_map_add(dtp, "dt_sdtiter", BPF_MAP_TYPE_ARRAY, 4,
		    2 * sizeof(uint64_t), dtp->nprobes + 1, 0);
	ir_note(ir, "sdt: its __traceiter_ function");
	emit_ldmap(ir, BPF_REG_1, st->itermap);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, fpms));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MS_PROBE));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, fpms));
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, off, 0));
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, off + 8, 0));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 0));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, off));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 8));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, off + 8));
	ir_place(ir, none);
}

/* stackdepth, caller: raw_syscalls' sys_enter and sys_exit are called from these */
static const char *const sdt_funcs[] = { "syscall_trace_enter", "syscall_exit_work", NULL };

static const dt_progkind_t sdt_kind = {
	.name = "sdt",
	.heading = "sdt",
	.progtype = BPF_PROG_TYPE_TRACEPOINT,
	.pro_id = sdt_pro_id,
	.pro_args = sdt_pro_args,
	.tracer_funcs = sdt_funcs,
	.tracer_range = sdt_tracer_range,
};

static const dt_progkind_t *const sdt_kinds[] = { &sdt_kind, NULL };
/* stack(): the tracepoints' perf and BPF path */
static const char *const sdt_frames[] = { "perf_trace_", "__bpf_trace_", "bpf_trace_run",
    "__traceiter_", "trace_call_bpf", "perf_tp_event", "syscall_trace_enter",
    "syscall_exit_work", NULL };

const dt_provops_t dt_prov_sdt = {
	.name = "sdt",
	.attr_desc = "Evolving/Evolving/Common",
	.attr_args = "Evolving/Evolving/Common",
	.kinds = sdt_kinds,
	.tracer_frames = sdt_frames,
	.provide = sdt_provide,
	.provide_all = sdt_provide_all,
	.args = sdt_args,
	.attach = sdt_attach,
	.fini = sdt_fini,
};
