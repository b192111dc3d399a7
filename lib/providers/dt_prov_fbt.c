/*
 * dt_prov_fbt.c: the fbt provider (function boundary tracing).
 *
 * Probes: fbt:vmlinux:<function>:entry and :return for the kernel's
 * functions.  They are described lazily from the kernel's BTF: a
 * description naming one function looks that FUNC up in the BTF name index
 * (dt_btf_func); only a glob over function names (fbt::vfs_*:entry) or
 * dtrace -l walks the BTF's functions, and then, where tracefs lets us read
 * it, keeps those in available_filter_functions (the functions ftrace,
 * hence fentry and kprobes, can attach to).  A kernel without BTF (possible
 * only with kprobes) has its functions from available_filter_functions or
 * the text symbols of /proc/kallsyms, untyped.  Kernel modules' functions
 * are not described (module BTF is not read).
 *
 * Arguments, as DTrace's fbt has them: at entry argN is the function's
 * N-th argument and args[N] has the type of its BTF prototype (struct file
 * *, size_t, ...; const kept, __user and other type tags dropped; a pointer
 * to a function is a void *); at return arg0 is the offset of the return
 * instruction, which neither fexit nor kretprobes know, so 0, and arg1 is
 * the return value: args[0] is an int and args[1] has the function's return
 * type (void functions have no args[1]).  argN is the N-th argument
 * register (then stack word), which is the N-th argument only up to a
 * structure passed by value in two registers: args[] stops before such a
 * structure (fbt_args).
 *
 * Mechanisms, chosen once per handle (fbt_state), in this order:
 *  - fentry/fexit: BPF_PROG_TYPE_TRACING programs, arguments read with
 *    bpf_get_func_arg()/bpf_get_func_ret().  A tracing program is bound to
 *    one function's BTF id when it is loaded, so "load once, attach many"
 *    (docs/ARCHITECTURE.md, Programs and maps) cannot hold here: the program of kind "fentry" is
 *    generated once, and a copy of it is loaded for each enabled probe,
 *    with the probe id and the return flag patched into two prologue
 *    immediates (DT_FENTRY_*_INSN) and attached by a link of its own.
 *    Enabling many functions therefore costs a verification each: so where
 *    the kernel also has kprobe_multi links, the probes a glob over
 *    functions creates (fbt::vfs_*:entry, fbt:::entry) use those instead
 *    (fbt_kind), and only those of functions named one by one use fentry.
 *  - kprobes, where fentry is refused: one program of kind "kprobe",
 *    loaded once, reading pt_regs.  Where the kernel has kprobe_multi links
 *    (CONFIG_FPROBE) every entry probe is attached by one link and every
 *    return probe by another, the probe ids in the links' cookies; else one
 *    kprobe perf event (the kprobe PMU of perf_event_open, no tracefs
 *    writes) per probe, with the probe id in its BPF cookie.
 *  - neither (CONFIG_KPROBES off and fentry refused, as on the project's
 *    machines): the probes are still described, listed and compiled (dtrace
 *    -l, -lv, -e, -S show them, args[] type-check), but enabling them fails
 *    with the reasons (fbt_enable), before any map or program is
 *    made.  Descriptions that reach fbt only through a glob over providers
 *    (":::entry", "::vfs_read:") then match no fbt probe, and dtrace -l with
 *    no description leaves fbt out, so that they keep meaning what can run.
 *
 * Test hook: DTRACE_FBT_ASSUME=fentry, fentry,kprobe-multi, kprobe or
 * kprobe-multi in the environment makes the availability check report
 * those mechanisms without asking the kernel, so that its code generation can be exercised (dtrace
 * -S, -e) where the kernel has neither.  It fakes nothing further: enabling
 * still loads and attaches for real, and fails as the kernel decides (here
 * the kprobe program loads, the verifier accepts it, and attaching fails
 * for want of kprobes).  The golden tests use it; it is not documented for
 * users.
 *
 * The handle's state (struct dt_fbt, the provider's state) says how fbt
 * runs here and keeps the traceable names.  Both kinds' prologues read the
 * arguments (dt_pro_args_regs, dt_regs.c); the fentry kind loads its own copies
 * (fbt_load_fentry) and the stacks of both leave out their tracer frames.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"

extern const dt_provops_t dt_prov_fbt;
static const dt_progkind_t fbt_fentry_kind, fbt_kprobe_kind;

enum { FBT_NONE, FBT_FENTRY, FBT_KPROBE_MULTI, FBT_KPROBE };

#define FBT_RETURN	(1ULL << 32)	/* in pdata, beside the function's BTF id */

struct dt_fbt {
	int mech;		/* FBT_* */
	int kmulti;		/* kprobe_multi links work (for globs beside fentry) */
	char why[512];		/* FBT_NONE: why neither fentry nor kprobes work */
	int kp_type;		/* the kprobe PMU's perf event type, -1: none */
	int kp_retbit;		/* its retprobe bit in config */
	int names_read;		/* traceable names looked for */
	char **names;		/* available_filter_functions, sorted; NULL: unknown */
	int nnames;
};

static int
fbt_cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* why fentry cannot be used here (into buf), or 0 if it can */
static int
fbt_fentry_refused(dtrace_hdl_t *dtp, char *buf, size_t len)
{
	struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_FENTRY);
	int id, fd, lfd;

	/*
	 * A kernel that refuses fentry does so before looking at the target
	 * (EPERM here even without one): that answer needs no BTF, whose
	 * loading would cost dtrace -l 0.2 s.  Elsewhere no target is EINVAL.
	 */
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0 && errno == EPERM) {
		snprintf(buf, len, "fentry/fexit programs are refused (%s)", strerror(errno));
		return 1;
	}
	if (fd >= 0)
		close(fd);
	if (dt_btf_get(dtp) == NULL) {
		snprintf(buf, len, "the kernel has no BTF for fentry/fexit");
		return 1;
	}
	if ((id = dt_btf_func(dtp, "vfs_read")) < 0) {
		snprintf(buf, len, "the kernel's BTF describes no functions");
		return 1;
	}
	opts.attach_btf_id = (unsigned)id;
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0) {
		snprintf(buf, len, "fentry/fexit programs are refused (%s)", strerror(errno));
		return 1;
	}
	lfd = bpf_link_create(fd, 0, BPF_TRACE_FENTRY, NULL);
	if (lfd < 0) {
		snprintf(buf, len, "fentry/fexit programs cannot be attached (%s)", strerror(errno));
		close(fd);
		return 1;
	}
	close(lfd);
	close(fd);
	return 0;
}

/*
 * Does the kernel have kprobe_multi links?  As libbpf asks: a link to a
 * function that does not exist fails with ESRCH where it does.
 */
static int
fbt_kprobe_multi_ok(void)
{
	struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = BPF_TRACE_KPROBE_MULTI);
	const char *syms[] = { "__dtrace_no_such_function__" };
	LIBBPF_OPTS(bpf_link_create_opts, lopts, .kprobe_multi.syms = syms, .kprobe_multi.cnt = 1);
	int fd, lfd, err;

	fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_fbt_probe", "GPL", ret0, 2, &opts);
	if (fd < 0)
		return 0;
	lfd = bpf_link_create(fd, -1, BPF_TRACE_KPROBE_MULTI, &lopts);
	err = errno;
	if (lfd >= 0)
		close(lfd);
	close(fd);
	return lfd < 0 && err == ESRCH;
}

/* how fbt runs on this kernel, found out once */
static struct dt_fbt *
fbt_state(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv = dt_provider_of(dtp, &dt_prov_fbt);
	struct dt_fbt *f = pv->state;
	const char *assume = getenv("DTRACE_FBT_ASSUME");
	char why[256];

	if (f != NULL)
		return f;
	f = pv->state = dt_zalloc(sizeof(*f));
	f->kp_type = dt_pmu_type("kprobe", &f->kp_retbit);
	if (assume != NULL && strncmp(assume, "fentry", 6) == 0) {
		f->mech = FBT_FENTRY;	/* the test hook: see the top of the file */
		f->kmulti = strcmp(assume, "fentry,kprobe-multi") == 0;
	} else if (assume != NULL && strcmp(assume, "kprobe") == 0) {
		f->mech = FBT_KPROBE;
	} else if (assume != NULL && strcmp(assume, "kprobe-multi") == 0) {
		f->mech = FBT_KPROBE_MULTI;
		f->kmulti = 1;
	} else if (!fbt_fentry_refused(dtp, why, sizeof(why))) {
		f->mech = FBT_FENTRY;
		f->kmulti = fbt_kprobe_multi_ok();
	} else if (fbt_kprobe_multi_ok()) {
		f->mech = FBT_KPROBE_MULTI;
		f->kmulti = 1;
	} else if (f->kp_type >= 0) {
		f->mech = FBT_KPROBE;
	} else {
		f->mech = FBT_NONE;
		snprintf(f->why, sizeof(f->why), "%s, and kprobes are not configured (no "
		    "CONFIG_KPROBES)", why);
	}
	return f;
}

static void
fbt_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	struct dt_fbt *f = pv->state;

	(void)dtp;
	if (f == NULL)
		return;
	for (int i = 0; i < f->nnames; i++)
		free(f->names[i]);
	free(f->names);
	free(f);
	pv->state = NULL;
}

/*
 * The names of functions in a list, one a line, the name first (either
 * available_filter_functions: "name [module]", or /proc/kallsyms: "addr t
 * name [module]", of which only text symbols count): vmlinux's only,
 * sorted, without repeats.  NULL if the file cannot be read.
 */
static char **
fbt_read_names(const char *path, int kallsyms, int *np)
{
	FILE *fp = fopen(path, "r");
	char line[512], **v = NULL;
	int n = 0, cap = 0, u = 0;

	*np = 0;
	if (fp == NULL)
		return NULL;
	while (fgets(line, sizeof(line), fp) != NULL) {
		char name[256], type = 't', mod = '\0';
		unsigned long long addr;

		if (kallsyms ? sscanf(line, "%llx %c %255s %c", &addr, &type, name, &mod) < 3 :
		    sscanf(line, "%255s %c", name, &mod) < 1)
			continue;
		if (mod == '[' || (type != 't' && type != 'T'))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 4096;
			v = dt_realloc(v, cap * sizeof(char *));
		}
		v[n++] = dt_strdup(name);
	}
	fclose(fp);
	if (v == NULL)
		v = dt_zalloc(sizeof(char *));
	qsort(v, n, sizeof(char *), fbt_cmpstr);
	for (int i = 0; i < n; i++) {
		if (u > 0 && strcmp(v[u - 1], v[i]) == 0)
			free(v[i]);
		else
			v[u++] = v[i];
	}
	*np = u;
	return v;
}

/* the functions ftrace can trace, if tracefs lets us read them */
static void
fbt_load_names(dtrace_hdl_t *dtp, struct dt_fbt *f)
{
	char path[512];

	if (f->names_read)
		return;
	f->names_read = 1;
	if (dt_tracefs_mount(dtp) != 0) {
		dtp->errmsg[0] = '\0';	/* no list: no filter */
		return;
	}
	snprintf(path, sizeof(path), "%s/available_filter_functions", dt_tracefs());
	f->names = fbt_read_names(path, 0, &f->nnames);
}

/* may function name be traced?  (yes where the list is unknown) */
static int
fbt_traceable(const struct dt_fbt *f, const char *name)
{
	return f->names == NULL ||
	    bsearch(&name, f->names, f->nnames, sizeof(char *), fbt_cmpstr) != NULL;
}

static int
fbt_isglob(const char *s)
{
	return *s == '\0' || strpbrk(s, "*?[") != NULL;
}

/*
 * The kind of the probes a description creates: fentry where it works,
 * but kprobes through kprobe_multi links for a glob over functions where
 * the kernel has them (one program, not one per function).
 */
static const dt_progkind_t *
fbt_kind(const struct dt_fbt *f, int glob)
{
	if (f->mech == FBT_KPROBE || f->mech == FBT_KPROBE_MULTI)
		return &fbt_kprobe_kind;
	return glob && f->kmulti ? &fbt_kprobe_kind : &fbt_fentry_kind;
}

/* the entry and return probes of function name that prb matches */
static void
fbt_create(dtrace_hdl_t *dtp, const dt_progkind_t *kind, const char *name, int btfid,
    const char *prb)
{
	static const char *const pnames[2] = { "entry", "return" };

	for (int r = 0; r < 2; r++) {
		if (prb != NULL && !dt_gmatch(pnames[r], prb))
			continue;
		dt_probe_create(dtp, dt_provider_of(dtp, &dt_prov_fbt), "vmlinux", name, pnames[r], kind,
		    (uint64_t)(uint32_t)btfid | (r ? FBT_RETURN : 0));
	}
}

/* create the probes of the functions fun (a name or a glob) matches */
static int
fbt_provide_funcs(dtrace_hdl_t *dtp, struct dt_fbt *f, const char *fun, const char *prb)
{
	struct btf *btf = dt_btf_get(dtp);
	char **names;
	int n;

	if (btf != NULL && !fbt_isglob(fun)) {
		int id = dt_btf_func(dtp, fun);

		if (id > 0)
			fbt_create(dtp, fbt_kind(f, 0), fun, id, prb);
		return 0;
	}
	if (btf != NULL) {
		unsigned cnt = btf__type_cnt(btf);

		fbt_load_names(dtp, f);
		for (unsigned id = 1; id < cnt; id++) {
			const struct btf_type *t = btf__type_by_id(btf, id);
			const char *name;

			if (!btf_is_func(t))
				continue;
			name = btf__name_by_offset(btf, t->name_off);
			if (name != NULL && dt_gmatch(name, fun) && fbt_traceable(f, name))
				fbt_create(dtp, fbt_kind(f, 1), name, (int)id, prb);
		}
		return 0;
	}
	/* no BTF (kprobes only): untyped functions from tracefs or kallsyms */
	fbt_load_names(dtp, f);
	names = f->names;
	n = f->nnames;
	if (names == NULL)
		names = f->names = fbt_read_names("/proc/kallsyms", 1, &f->nnames), n = f->nnames;
	for (int i = 0; names != NULL && i < n; i++)
		if (dt_gmatch(names[i], fun))
			fbt_create(dtp, fbt_kind(f, 1), names[i], 0, prb);
	return 0;
}

static int
fbt_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	struct dt_fbt *f;

	/* nothing to look up unless the description can name an fbt probe */
	if (!dt_gmatch("vmlinux", pd->mod) ||
	    (!dt_gmatch("entry", pd->prb) && !dt_gmatch("return", pd->prb)))
		return 0;
	f = fbt_state(dtp);
	if (f->mech == FBT_NONE && strcmp(pd->prv, "fbt") != 0)
		return 0;	/* fbt cannot run here and is named only by a glob */
	return fbt_provide_funcs(dtp, f, pd->fun, pd->prb);
}

static int
fbt_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	struct dt_fbt *f = fbt_state(dtp);

	if (f->mech == FBT_NONE)
		return 0;	/* dtrace -l lists what can be enabled */
	return fbt_provide_funcs(dtp, f, "*", NULL);
}

/*
 * The C type of BTF type id as dtrace -lv shows it and the checker reads it
 * back: "struct file *", "const char *", "size_t", "loff_t *".  Qualifiers
 * other than the pointed-to type's const and type tags (__user) are
 * dropped; a pointer to a function, or to an anonymous struct or union, is
 * a void *, an anonymous enum an int, an anonymous struct or union passed
 * by value a uint64_t (its bits in the register).
 */
static void
fbt_typestr1(const struct btf *btf, int id, char *buf, size_t len)
{
	int nptr = 0, isconst = 0;
	const char *kw = "", *base = "void";

	for (;;) {
		const struct btf_type *t;

		if (id == 0)
			break;
		t = btf__type_by_id(btf, id);
		if (t == NULL)
			break;
		switch (btf_kind(t)) {
		case BTF_KIND_CONST:
			isconst = 1;
			id = t->type;
			continue;
		case BTF_KIND_VOLATILE:
		case BTF_KIND_RESTRICT:
		case BTF_KIND_TYPE_TAG:
			id = t->type;
			continue;
		case BTF_KIND_PTR:
			nptr++;
			isconst = 0;	/* a const pointer: only the pointee's counts */
			id = t->type;
			continue;
		case BTF_KIND_ARRAY:
			nptr++;
			id = btf_array(t)->type;
			continue;
		case BTF_KIND_INT:
		case BTF_KIND_FLOAT:
		case BTF_KIND_TYPEDEF:
			base = btf__name_by_offset(btf, t->name_off);
			break;
		case BTF_KIND_STRUCT:
		case BTF_KIND_UNION:
		case BTF_KIND_FWD:
		case BTF_KIND_ENUM:
		case BTF_KIND_ENUM64:
			base = btf__name_by_offset(btf, t->name_off);
			if (base == NULL || *base == '\0') {
				/* nameless: an enum's value is an int, a struct's or
				 * union's (in a register) raw bits, its address a void * */
				base = btf_is_any_enum(t) ? "int" : nptr > 0 ? "void" : "uint64_t";
				break;
			}
			kw = btf_is_any_enum(t) ? "enum " : btf_is_union(t) ||
			    (btf_is_fwd(t) && btf_kflag(t)) ? "union " : "struct ";
			break;
		default:	/* a function prototype: its pointer is a void * */
			base = "void";
			isconst = 0;
			break;
		}
		break;
	}
	snprintf(buf, len, "%s%s%s%s%.*s", isconst ? "const " : "", kw, base, nptr ? " " : "",
	    nptr, "**********");
}

/* ... in len bytes: a pointer whose type name is longer is a void * */
void
dt_fbt_typestr(const struct btf *btf, int id, char *buf, size_t len)
{
	char tmp[512];
	size_t n;

	fbt_typestr1(btf, id, tmp, sizeof(tmp));
	n = strlen(tmp);
	if (n < len)
		memcpy(buf, tmp, n + 1);
	else
		snprintf(buf, len, "%s", tmp[n - 1] == '*' ? "void *" : "uint64_t");
}

/*
 * Is BTF type id a structure or union larger than a register?  Passed by
 * value, it takes two argument registers (or stack memory), so the
 * arguments after it are not where their index says.
 */
static int
fbt_wide_sou(const struct btf *btf, int id, unsigned size)
{
	const struct btf_type *t = btf__type_by_id(btf, btf__resolve_type(btf, id));

	return t != NULL && (btf_is_struct(t) || btf_is_union(t)) && t->size > size;
}

/*
 * args[] of BTF function funcid's entry or return probe, into types:
 * at entry the parameters of its prototype, up to a "..." or a structure
 * passed by value that takes more than one register (none if the function
 * returns a structure through memory, whose address is a hidden first
 * argument); at return an int (the offset) and the return type.  Returns
 * how many (at most max).
 */
int
dt_fbt_proto_types(const struct btf *btf, int funcid, int isreturn, char (*types)[64], int max)
{
	const struct btf_type *fn, *proto;
	int n = 0;

	if (funcid <= 0 || (fn = btf__type_by_id(btf, funcid)) == NULL || !btf_is_func(fn) ||
	    (proto = btf__type_by_id(btf, fn->type)) == NULL || !btf_is_func_proto(proto))
		return 0;
	if (isreturn) {
		if (max > 0)
			snprintf(types[n++], 64, "int");
		if (proto->type != 0 && n < max)
			dt_fbt_typestr(btf, (int)proto->type, types[n++], 64);
		return n;
	}
	if (proto->type != 0 && fbt_wide_sou(btf, (int)proto->type, 16))
		return 0;	/* returned through memory: a hidden first argument */
	for (int i = 0; i < btf_vlen(proto) && n < max; i++) {
		const struct btf_param *a = &btf_params(proto)[i];

		if (a->type == 0 || fbt_wide_sou(btf, (int)a->type, 8))
			break;	/* "...", or the arguments' places are unknown from here on */
		dt_fbt_typestr(btf, (int)a->type, types[n++], 64);
	}
	return n;
}

/* a probe's args[] (none for a function without BTF) */
static int
fbt_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, int max)
{
	struct btf *btf = dt_btf_get(dtp);
	char (*types)[64];
	int n;

	if (btf == NULL)
		return 0;
	types = dt_zalloc(max * sizeof(*types));
	n = dt_fbt_proto_types(btf, (int)(uint32_t)p->pdata, (p->pdata & FBT_RETURN) != 0,
	    types, max);
	for (int i = 0; i < n; i++)
		dt_argdesc_native(&args[i], i, types[i]);
	free(types);
	return n;
}

/* "fbt:vmlinux:vfs_read:entry" */
static const char *
fbt_pname(const dt_probe_t *p, char *buf, size_t len)
{
	snprintf(buf, len, "%s:%s:%s:%s", p->prov->name, p->mod, p->func, p->name);
	return buf;
}

static int
fbt_enabled(const dt_probe_t *p)
{
	return p != NULL && p->enabled && p->prov->ops == &dt_prov_fbt;
}

/*
 * Before anything is loaded: fbt probes are enabled where the kernel allows
 * neither fentry nor kprobes.  The error names the first of them and says
 * why.
 */
static int
fbt_enable(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	const dt_probe_t *first = NULL;
	char buf[512];
	int n = 0;

	(void)pv;
	if (pgp->progs[dt_pkind_index(&fbt_fentry_kind)].ninsns == 0 &&
	    pgp->progs[dt_pkind_index(&fbt_kprobe_kind)].ninsns == 0)
		return 0;
	if (fbt_state(dtp)->mech != FBT_NONE)
		return 0;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		if (fbt_enabled(dtp->probes[i])) {
			if (first == NULL)
				first = dtp->probes[i];
			n++;
		}
	}
	if (first == NULL)
		return 0;
	fbt_pname(first, buf, sizeof(buf));
	if (n > 1)
		return dt_set_err(dtp, D_UNKNOWN, "%s (and %d more fbt probe%s): fbt is not "
		    "available on this kernel: %s", buf, n - 1, n == 2 ? "" : "s", fbt_state(dtp)->why);
	return dt_set_err(dtp, D_UNKNOWN, "%s: fbt is not available on this kernel: %s", buf,
	    fbt_state(dtp)->why);
}

/* Load the kprobe program once (for kprobe_multi links if the kernel has them). */
static int
fbt_load_kprobe(dtrace_hdl_t *dtp, struct dt_program *pgp, dt_bprog_t *bp)
{
	(void)pgp;
	return dt_load_bprog_eatype(dtp, bp, fbt_state(dtp)->kmulti ? BPF_TRACE_KPROBE_MULTI : 0);
}

/*
 * Load a copy of the fentry program per enabled probe, bound to its
 * function, with its probe id and return flag (p->fds).
 */
static int
fbt_load_fentry(dtrace_hdl_t *dtp, struct dt_program *pgp, dt_bprog_t *bp)
{
	static const int at[2] = { DT_FENTRY_ID_INSN, DT_FENTRY_FLAGS_INSN };
	int kind = dt_pkind_index(&fbt_fentry_kind);

	(void)pgp;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		int ret, fd;
		int32_t imm[2];
		char what[512];
		dt_ldopts_t o = { 0 };

		if (!fbt_enabled(p) || p->kind != kind || p->nfds > 0)
			continue;
		ret = (p->pdata & FBT_RETURN) != 0;
		fbt_pname(p, what, sizeof(what));
		if ((uint32_t)p->pdata == 0)
			return dt_set_err(dtp, D_UNKNOWN, "%s: the kernel's BTF does not describe %s, "
			    "which fentry/fexit need", what, p->func);
		imm[0] = (int32_t)p->id;
		imm[1] = ret ? DT_CK_RETURN : 0;
		o.eatype = ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
		o.attach_btf_id = (uint32_t)p->pdata;
		o.name = ret ? "dt_fexit" : "dt_fentry";
		o.what = what;
		o.npatch = 2;
		o.patch_at = at;
		o.patch_imm = imm;
		o.refused = "fentry/fexit";
		if ((fd = dt_load_bprog(dtp, bp, &o)) < 0)
			return -1;
		p->fds = dt_zalloc(sizeof(int));
		p->fds[0] = fd;
		p->nfds = 1;
	}
	return 0;
}

/* a kprobe perf event on p's function, running prog_fd with p's cookie */
static int
fbt_kprobe_open(dtrace_hdl_t *dtp, const struct dt_fbt *f, const dt_probe_t *p, int prog_fd)
{
	int ret = (p->pdata & FBT_RETURN) != 0;
	struct perf_event_attr attr = {
		.size = sizeof(attr),
		.sample_period = 1,
		.wakeup_events = 1,
	};
	LIBBPF_OPTS(bpf_link_create_opts, opts,
	    .perf_event.bpf_cookie = DT_COOKIE(p->id, ret ? DT_CK_RETURN : 0));
	char what[512];
	int pfd, lfd, err;

	fbt_pname(p, what, sizeof(what));
	if (f->kp_type < 0)
		return dt_set_err(dtp, D_UNKNOWN, "%s: cannot create a kprobe: the kernel has no "
		    "kprobe PMU (no CONFIG_KPROBES)", what);
	attr.type = (uint32_t)f->kp_type;
	attr.config = ret ? 1ULL << f->kp_retbit : 0;
	attr.config1 = (uint64_t)(uintptr_t)p->func;	/* the function, by name */
	attr.config2 = 0;				/* at offset 0 */
	pfd = syscall(__NR_perf_event_open, &attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0)
		return dt_set_err(dtp, D_UNKNOWN, "%s: cannot create a k%sprobe: %s", what,
		    ret ? "ret" : "", strerror(errno));
	lfd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &opts);
	if (lfd < 0) {
		err = errno;
		close(pfd);
		return dt_set_err(dtp, D_UNKNOWN, "%s: attaching to its k%sprobe: %s", what,
		    ret ? "ret" : "", strerror(err));
	}
	dt_add_attach_fd(dtp, lfd);
	dt_add_attach_fd(dtp, pfd);
	return 0;
}

/* one kprobe_multi link for the enabled entry (ret 0) or return probes */
static int
fbt_kprobe_multi(dtrace_hdl_t *dtp, int prog_fd, int ret)
{
	const char **syms = dt_zalloc(dtp->nprobes * sizeof(char *));
	__u64 *cookies = dt_zalloc(dtp->nprobes * sizeof(__u64));
	int n = 0, lfd, err;

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (!fbt_enabled(p) || p->kind != dt_pkind_index(&fbt_kprobe_kind) ||
		    ((p->pdata & FBT_RETURN) != 0) != ret)
			continue;
		syms[n] = p->func;
		cookies[n++] = DT_COOKIE(p->id, ret ? DT_CK_RETURN : 0);
	}
	if (n > 0) {
		LIBBPF_OPTS(bpf_link_create_opts, opts, .kprobe_multi.syms = syms,
		    .kprobe_multi.cnt = (uint32_t)n, .kprobe_multi.cookies = cookies,
		    .kprobe_multi.flags = ret ? BPF_F_KPROBE_MULTI_RETURN : 0);

		lfd = bpf_link_create(prog_fd, -1, BPF_TRACE_KPROBE_MULTI, &opts);
		err = errno;
		if (lfd < 0) {
			free(syms);
			free(cookies);
			return dt_set_err(dtp, D_UNKNOWN, "attaching k%sprobes to %d function%s with a "
			    "kprobe_multi link: %s", ret ? "ret" : "", n, n == 1 ? "" : "s",
			    strerror(err));
		}
		dt_add_attach_fd(dtp, lfd);
	}
	free(syms);
	free(cookies);
	return 0;
}

static int
fbt_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	struct dt_fbt *f = pv->state;
	int kfd = pgp->progs[dt_pkind_index(&fbt_kprobe_kind)].fd;

	if (f == NULL)
		return 0;	/* no fbt probe was ever described */
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		char what[512];
		int lfd;

		if (!fbt_enabled(p))
			continue;
		if (p->kind == dt_pkind_index(&fbt_kprobe_kind)) {
			if (!f->kmulti && fbt_kprobe_open(dtp, f, p, kfd) != 0)
				return -1;
			continue;
		}
		if (p->nfds == 0)
			continue;
		lfd = bpf_link_create(p->fds[0], 0, (p->pdata & FBT_RETURN) ? BPF_TRACE_FEXIT :
		    BPF_TRACE_FENTRY, NULL);
		if (lfd < 0 && errno == EINVAL)	/* kernels before tracing links */
			lfd = bpf_raw_tracepoint_open(NULL, p->fds[0]);
		if (lfd < 0)
			return dt_set_err(dtp, D_UNKNOWN, "%s: attaching its fentry/fexit program: %s",
			    fbt_pname(p, what, sizeof(what)), strerror(errno));
		dt_add_attach_fd(dtp, lfd);
	}
	if (f->kmulti && kfd >= 0 &&
	    (fbt_kprobe_multi(dtp, kfd, 0) != 0 || fbt_kprobe_multi(dtp, kfd, 1) != 0))
		return -1;
	return 0;
}

static void
fbt_pro_args_fentry(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	dt_pro_args_regs(dtp, ir, DT_REGS_FENTRY);
}

static void
fbt_pro_args_kprobe(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	dt_pro_args_regs(dtp, ir, DT_REGS_KPROBE);
}

/* one copy per traced function: fbt_load_fentry sets both */
static void
fbt_pro_id_fentry(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	(void)dtp;
	emit_c(ir, BPF_MOV64_IMM(BPF_REG_7, 0), "probe id (set in each function's copy)");
	emit_c(ir, BPF_MOV64_IMM(BPF_REG_9, 0), "flags: return probe? (set in each copy)");
}

static const dt_progkind_t fbt_fentry_kind = {
	.name = "fentry",
	.heading = "fbt fentry/fexit",
	.progtype = BPF_PROG_TYPE_TRACING,
	.pro_id = fbt_pro_id_fentry,
	.pro_args = fbt_pro_args_fentry,
	.load = fbt_load_fentry,
	.tracer_modules = 1,	/* the program and the fentry trampoline */
};

/* stackdepth, caller: the kprobe, kretprobe and fprobe handlers */
static const char *const fbt_kprobe_funcs[] = {
	"trace_call_bpf", "kprobe_perf_func", "kprobe_dispatcher", "kprobe_ftrace_handler",
	"kretprobe_perf_func", "kretprobe_dispatcher", "kprobe_multi_link_prog_run",
	"kprobe_multi_link_handler", "fprobe_handler", NULL
};

static const dt_progkind_t fbt_kprobe_kind = {
	.name = "kprobe",
	.heading = "fbt kprobe",
	.progtype = BPF_PROG_TYPE_KPROBE,
	.pro_id = dt_pro_id_cookie,
	.pro_args = fbt_pro_args_kprobe,
	.load = fbt_load_kprobe,
	.tracer_funcs = fbt_kprobe_funcs,
};

static const dt_progkind_t *const fbt_kinds[] = { &fbt_fentry_kind, &fbt_kprobe_kind, NULL };
/* stack(): kprobes (on ftrace), kretprobes and kprobe_multi (fprobe) */
static const char *const fbt_frames[] = { "kprobe_", "kretprobe_", "__kretprobe_", "fprobe_",
    "rethook_", "arch_rethook_", "ftrace_", "trace_call_bpf", NULL };

const dt_provops_t dt_prov_fbt = {
	.name = "fbt",
	.attr_desc = "Private/Private/Unknown",
	.attr_args = "Private/Private/ISA",
	.kinds = fbt_kinds,
	.tracer_frames = fbt_frames,
	.provide = fbt_provide,
	.provide_all = fbt_provide_all,
	.args = fbt_args,
	.enable = fbt_enable,
	.attach = fbt_attach,
	.fini = fbt_fini,
};
