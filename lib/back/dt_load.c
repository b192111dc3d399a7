/*
 * dt_load.c: making the maps and loading the programs.
 *
 * The library's own maps (docs/ARCHITECTURE.md, Programs and maps): the perf event array of per-CPU
 * buffers, the per-CPU scratch ("mstate"), the globals (one array element;
 * the run state at offset 0), the probe strings (probeprov/mod/func/name
 * by probe id, only when the program reads them), the clause masks (only
 * when a clause applies to many but not all probes of a kind), the
 * subroutines' buffers, the speculations' states, one per-CPU hash per
 * aggregation (one map per aggregation lets each have its own key and
 * value size; the consumer merges the CPUs; in a program with more
 * aggregations than BPF allows maps, one per aggmap, shared by
 * aggregations of one shape: dt_cg_agg.c) and one hash per dynamic
 * variable.  They are defined in the program's map table (dt_map.c), where
 * providers have defined theirs while their code was generated, and made
 * together; providers fill theirs when they attach.
 *
 * Programs: one per program kind with enabled probes, of the kind's
 * program type, unless the kind loads its own copies (dt_progkind_t.load).
 * Before anything is made, each provider may refuse its enabled probes
 * with the reason (fbt where the kernel allows neither fentry nor kprobes).
 *
 * Generated code refers to maps by symbolic id; loading patches the 64-bit
 * immediate loads with the real descriptors.  A verifier rejection is our
 * bug: the message says so, and the verifier log is shown with -xverbose.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_front.h"
#include "dt_back.h"

#define DT_AGGSIZE_DEFAULT	65536
/* the most elements of a dynamic variable's map (as of an aggregation's:
 * its buckets, 16 bytes each, are allocated when it is made) */
#define DT_DVAR_MAXELEM		(DT_AGGSIZE_DEFAULT * 16)
#define DT_SYSMAP_ENTRIES	2048	/* 2 * syscall numbers */

/*
 * The bytes one key of aggregation v takes out of aggsize, as DTrace
 * counts them: its value, and its key with each string key at the strsize
 * option (the slot itself may be smaller, dt_var_t.keystrlen, or have
 * room for the NUL besides).
 */
int
dt_agg_entrysize(const dtrace_hdl_t *dtp, const dt_var_t *v)
{
	int n = v->keysize + v->valsize;

	for (int i = 0; i < v->nkeys; i++)
		if (v->keykind[i] == DT_DK_PLAIN && v->keytypes[i]->kind == DT_TK_STRING)
			n += DT_STROPT(dtp) - v->keystrlen[i];
	return n;
}

#define LD_IDMAP(pgp)	((pgp)->follows ? BPF_MAP_TYPE_HASH : BPF_MAP_TYPE_ARRAY)
#define LD_IDMAX(dtp, pgp)	((int)(dtp)->nprobes + 1 + ((pgp)->follows ? DT_FOLLOW_MOREIDS : 0))
#define LD_IDFLAGS(pgp)	((pgp)->follows ? BPF_F_NO_PREALLOC : 0)

/* the library's own maps (providers add theirs while generating code) */
static void
ld_define_maps(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	int gsize = (DT_GV_FIRST + pgp->nglobals_size + 7) & ~7;
	char name[32];

#define LIBNAME(id)	dt_map_name(NULL, (id), name, sizeof(name))
	dt_map_def(dtp, DT_MAP_BUFFERS, LIBNAME(DT_MAP_BUFFERS), BPF_MAP_TYPE_PERF_EVENT_ARRAY, 4, 4,
	    dtp->ncpus, 0, NULL);
	/* exit() wakes the consumer through it (the buffers wake it only when half full) */
	if (pgp->uses_exit)
		dt_map_def(dtp, DT_MAP_WAKEUP, LIBNAME(DT_MAP_WAKEUP), BPF_MAP_TYPE_RINGBUF, 0, 0,
		    4096, 0, NULL);
	dt_map_def(dtp, DT_MAP_SCRATCH, LIBNAME(DT_MAP_SCRATCH), BPF_MAP_TYPE_PERCPU_ARRAY, 4,
	    pgp->scratch_size, 1, 0, NULL);
	dt_map_def(dtp, DT_MAP_GLOBALS, LIBNAME(DT_MAP_GLOBALS), BPF_MAP_TYPE_ARRAY, 4, gsize, 1, 0, NULL);
	/*
	 * Keyed by probe id: arrays, or where probes may be added while
	 * tracing (dt_follow.c) hashes that grow as they are filled
	 */
	if (pgp->uses_pstr)
		dt_map_def(dtp, DT_MAP_PSTR, LIBNAME(DT_MAP_PSTR), LD_IDMAP(pgp), 4, 4 * DT_PSTR_FLD,
		    LD_IDMAX(dtp, pgp), LD_IDFLAGS(pgp), NULL);
	/* a bit per clause: bit (c - 1) % 64 of word (c - 1) / 64 */
	if (pgp->uses_cmask)
		dt_map_def(dtp, DT_MAP_CMASK, LIBNAME(DT_MAP_CMASK), LD_IDMAP(pgp), 4,
		    8 * ((pgp->nclauses + 63) / 64), LD_IDMAX(dtp, pgp), LD_IDFLAGS(pgp), NULL);
	/* subroutines' buffers and alloca() scratch (DT_RB_* in dt_impl.h) */
	if (pgp->subrs_used & ~DT_SUBR_PURE_MASK)
		dt_map_def(dtp, DT_MAP_RTBUF, LIBNAME(DT_MAP_RTBUF), BPF_MAP_TYPE_PERCPU_ARRAY, 4,
		    DT_RB_SIZE(dtp->strsize, dtp->scratchsize, DT_RB_USEPATH(dtp)), 1, 0, NULL);
	{
		/* zeros for the first value of aggregations too large for DT_MS_ZERO */
		int zmax = 0;

		for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next)
			if (v->valsize > DT_MS_ZEROMAX && v->valsize > zmax)
				zmax = v->valsize;
		if (zmax > 0)
			dt_map_def(dtp, DT_MAP_AGGZERO, LIBNAME(DT_MAP_AGGZERO), BPF_MAP_TYPE_ARRAY, 4, zmax, 1,
			    0, NULL);
	}
	/* the processes' samples of their user objects (dt_usyms.c): the
	 * least recently used is replaced when the map is full */
	if (pgp->uses_usample)
		dt_map_def(dtp, DT_MAP_USAMPLE, LIBNAME(DT_MAP_USAMPLE), BPF_MAP_TYPE_LRU_HASH, 4,
		    DT_USAMPLE_SIZE, DT_USAMPLE_ENTRIES, 0, NULL);
	/* the speculations' states, mapped by the consumer (dt_spec.c) */
	if (pgp->uses_spec)
		dt_map_def(dtp, DT_MAP_SPEC, LIBNAME(DT_MAP_SPEC), BPF_MAP_TYPE_ARRAY, 4,
		    DT_SPEC_SLOT * (dtp->nspec + 1), 1, BPF_F_MMAPABLE, NULL);
	/*
	 * A map per aggregation, or shared by those of one shape (dt_cg_agg.c):
	 * room for what each of its aggregations would have had alone (one key
	 * for an aggregation without keys).  Preallocated, as DTrace's
	 * aggregation buffers are: the kernel (6.18) takes ~15 us to add a key
	 * to a per-CPU hash map that allocates its elements as they come, and
	 * ~0.5 us per element to make a preallocated one (bench/big-agg.sh).
	 */
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next) {
		long total = 0;

		if (v->aggmap != v->aggid)
			continue;
		for (dt_var_t *w = v; w != NULL; w = w->next) {
			long n = DT_AGGSIZE_DEFAULT;

			if (w->aggmap != v->aggid)
				continue;
			if (w->nkeys == 0) {
				total++;
				continue;
			}
			/* aggsize: bytes for the keys and (one CPU's) values of each aggregation */
			if (dtp->aggsize > 0 && (n = dtp->aggsize / dt_agg_entrysize(dtp, w)) < 1)
				n = 1;
			total += n;
		}
		if (total > DT_AGGSIZE_DEFAULT * 16)
			total = DT_AGGSIZE_DEFAULT * 16;
		if (v->aggarray)	/* no keys: one element (dt_impl.h) */
			dt_map_def(dtp, DT_MAP_AGG0 + v->aggmap, LIBNAME(DT_MAP_AGG0 + v->aggmap),
			    BPF_MAP_TYPE_PERCPU_ARRAY, 4, v->valsize, 1, 0, NULL);
		else
			dt_map_def(dtp, DT_MAP_AGG0 + v->aggmap, LIBNAME(DT_MAP_AGG0 + v->aggmap),
			    BPF_MAP_TYPE_PERCPU_HASH, v->keysize, v->valsize, (int)total, 0, NULL);
	}
	/*
	 * Dynamic variables: a hash map each, allocated as elements are
	 * stored; dynvarsize bounds the elements of each (a store that finds
	 * its map full is counted as a dynamic variable drop).
	 */
	{
		dt_var_t *lists[] = { pgp->globals, pgp->tlsvars };

		for (int i = 0; i < 2; i++) {
			for (dt_var_t *v = lists[i]; v != NULL; v = v->next) {
				long n;

				if (v->dvarid == 0)
					continue;
				n = dtp->dynvarsize / (v->keysize + v->valsize + 64);
				if (n < 1)
					n = 1;
				if (n > DT_DVAR_MAXELEM)	/* (an int: 1t made garbage) */
					n = DT_DVAR_MAXELEM;
				dt_map_def(dtp, DT_MAP_DVAR0 + v->dvarid,
				    LIBNAME(DT_MAP_DVAR0 + v->dvarid), BPF_MAP_TYPE_HASH,
				    v->keysize, v->valsize, (int)n, BPF_F_NO_PREALLOC, &v->mapfd);
			}
		}
	}
#undef LIBNAME
}

/* probe p's strings, the value of its probe-strings entry (4 * DT_PSTR_FLD bytes) */
static void
ld_pstr(const dt_probe_t *p, char *v)
{
	snprintf(v, DT_PSTR_FLD, "%s", p->prov->name);
	snprintf(v + DT_PSTR_FLD, DT_PSTR_FLD, "%s", p->mod);
	snprintf(v + 2 * DT_PSTR_FLD, DT_PSTR_FLD, "%s", p->func);
	snprintf(v + 3 * DT_PSTR_FLD, DT_PSTR_FLD, "%s", p->name);
}

/*
 * n entries (4-byte keys, values of vsize bytes) in one call where the
 * kernel has batches (one system call instead of one per probe), else
 * one by one
 */
static void
ld_update_batch(int fd, const uint32_t *keys, const void *vals, uint32_t n, size_t vsize)
{
	uint32_t count = n;

	if (n == 0 || bpf_map_update_batch(fd, keys, vals, &count, NULL) == 0)
		return;
	for (uint32_t i = 0; i < n; i++)
		bpf_map_update_elem(fd, &keys[i], (const char *)vals + i * vsize, BPF_ANY);
}

/* the first contents of the globals, probe strings and clause masks */
static void
ld_fill_maps(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	uint32_t zero = 0;
	int gsize = (DT_GV_FIRST + pgp->nglobals_size + 7) & ~7;
	char *gv = dt_zalloc(gsize);
	struct timespec rt, bt;

	/* nothing but the dtrace provider's probes fires until BEGIN has run */
	*(uint64_t *)(gv + DT_GV_STATE) = DT_STATE_WARMUP;
	clock_gettime(CLOCK_REALTIME, &rt);
	clock_gettime(CLOCK_BOOTTIME, &bt);
	*(int64_t *)(gv + DT_GV_BOOT2REAL) = (rt.tv_sec - bt.tv_sec) * 1000000000LL +
	    (rt.tv_nsec - bt.tv_nsec);
	if (pgp->gv_cpuinfo != 0)
		dt_cpuinfo_fill(dtp, (dt_cpuinfo_t *)(gv + pgp->gv_cpuinfo));
	bpf_map_update_elem(dt_map_fd(dtp, DT_MAP_GLOBALS), &zero, gv, BPF_ANY);
	free(gv);

	if (pgp->uses_pstr) {
		uint32_t n = 0, *keys = dt_zalloc(dtp->nprobes * sizeof(uint32_t));
		char *v = dt_zalloc((size_t)dtp->nprobes * 4 * DT_PSTR_FLD);

		for (uint32_t i = 1; i < dtp->nprobes; i++) {
			dt_probe_t *p = dtp->probes[i];

			if (p != NULL && p->enabled) {
				ld_pstr(p, v + (size_t)n * 4 * DT_PSTR_FLD);
				keys[n++] = i;
			}
		}
		ld_update_batch(dt_map_fd(dtp, DT_MAP_PSTR), keys, v, n, 4 * DT_PSTR_FLD);
		free(keys);
		free(v);
	}
	if (pgp->uses_cmask) {
		/* every probe's mask in memory, then one batch of the probes with any */
		size_t nw = (pgp->nclauses + 63) / 64;
		uint64_t *m = dt_zalloc(dtp->nprobes * nw * sizeof(uint64_t));
		uint32_t n = 0, *keys = dt_zalloc(dtp->nprobes * sizeof(uint32_t));

		for (int c = 0; c < pgp->nclauses; c++) {
			dt_clause_t *cl = pgp->clauses[c];

			for (int i = 0; i < cl->nprobes; i++)
				m[cl->probes[i] * nw + (cl->id - 1) / 64] |= 1ULL << ((cl->id - 1) % 64);
		}
		for (uint32_t i = 1; i < dtp->nprobes; i++) {
			int any = 0;

			for (size_t w = 0; w < nw; w++)
				any |= m[i * nw + w] != 0;
			if (!any)
				continue;
			memmove(&m[n * nw], &m[i * nw], nw * sizeof(uint64_t));
			keys[n++] = i;
		}
		ld_update_batch(dt_map_fd(dtp, DT_MAP_CMASK), keys, m, n, nw * sizeof(uint64_t));
		free(keys);
		free(m);
	}
}

/* the probe-strings map's entry of probe p (also one made while tracing) */
void
dt_load_pstr(dtrace_hdl_t *dtp, const dt_probe_t *p)
{
	char *v;

	if (!dtp->prog->uses_pstr)
		return;
	v = dt_zalloc(4 * DT_PSTR_FLD);
	ld_pstr(p, v);
	bpf_map_update_elem(dt_map_fd(dtp, DT_MAP_PSTR), &p->id, v, BPF_ANY);
	free(v);
}

/*
 * clause cl's bit in the clause mask of probe id (where the program has
 * the map); -1 if the map is full
 */
int
dt_load_cmask(dtrace_hdl_t *dtp, const dt_clause_t *cl, uint32_t id)
{
	int nw = (dtp->prog->nclauses + 63) / 64, fd = dt_map_fd(dtp, DT_MAP_CMASK), rc;
	uint64_t *m;

	if (!dtp->prog->uses_cmask)
		return 0;
	m = dt_zalloc(nw * sizeof(uint64_t));
	bpf_map_lookup_elem(fd, &id, m);
	m[(cl->id - 1) / 64] |= 1ULL << ((cl->id - 1) % 64);
	rc = bpf_map_update_elem(fd, &id, m, BPF_ANY);
	free(m);
	return rc == 0 ? 0 : -1;
}

static int
ld_maps(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	ld_define_maps(dtp, pgp);
	if (dt_maps_create(dtp) != 0)
		return -1;
	ld_fill_maps(dtp, pgp);
	return 0;
}

/*
 * Program BTF: a FUNC for every subprogram (the entry, clause functions,
 * runtime routines and bpf_loop callbacks), as the verifier requires once a
 * program passes a function's address to a helper.  Clause functions,
 * strcmp and callbacks are static: the verifier checks them in the context
 * of each call.  The runtime routines of subroutines (bp->rtoff) are
 * global: checked once, on their own, from their prototype: "long f(...)"
 * with a parameter "char (*)[strsize]" (S) or "long" (I) each.
 */
static struct btf *
ld_btf(dtrace_hdl_t *dtp, const dt_bprog_t *bp, const struct bpf_insn *ins, int n,
    struct bpf_func_info **fip, int *nfip)
{
	struct btf *btf = btf__new_empty();
	int *starts = dt_zalloc((n + 1) * sizeof(int)), ns = 0, lid, vptr, pmain, psub;
	int sptr = 0;
	struct bpf_func_info *fi;

	if (btf == NULL) {
		free(starts);
		return NULL;
	}
	ns = dt_func_starts(ins, n, starts);
	lid = btf__add_int(btf, "long", 8, BTF_INT_SIGNED);
	vptr = btf__add_ptr(btf, 0);
	pmain = btf__add_func_proto(btf, lid);
	btf__add_func_param(btf, "ctx", vptr);
	psub = btf__add_func_proto(btf, lid);
	btf__add_func_param(btf, "a", lid);
	btf__add_func_param(btf, "b", lid);
	if (bp->nrt > 0) {
		int cid = btf__add_int(btf, "char", 1, BTF_INT_SIGNED);
		int iid = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);

		sptr = btf__add_ptr(btf, btf__add_array(btf, iid, cid, dtp->strsize));
	}
	fi = dt_zalloc(ns * sizeof(*fi));
	*nfip = 0;
	for (int i = 0; i < ns; i++) {
		char name[32];
		const char *rname = NULL, *params = NULL;
		int proto = i == 0 ? pmain : psub;

		for (int r = 0; r < bp->nrt; r++) {
			if (bp->rtoff[r] == starts[i]) {
				rname = dt_rt_name(bp->rtsym[r]);
				params = dt_rt_params(bp->rtsym[r]);
			}
		}
		if (rname != NULL) {
			proto = btf__add_func_proto(btf, lid);
			for (int p = 0; params[p] != '\0'; p++) {
				char pn[4] = { 'a' + p, '\0' };

				btf__add_func_param(btf, pn, params[p] == 'S' ? sptr : lid);
			}
		}
		snprintf(name, sizeof(name), i == 0 ? "dt_main" : "dt_sub_%d", starts[i]);
		fi[*nfip].insn_off = starts[i];
		fi[*nfip].type_id = btf__add_func(btf, rname ? rname : name,
		    i == 0 || rname ? BTF_FUNC_GLOBAL : BTF_FUNC_STATIC, proto);
		(*nfip)++;
	}
	free(starts);
	if (btf__load_into_kernel(btf) != 0) {
		dt_set_err(dtp, D_UNKNOWN, "loading the program's BTF: %s", strerror(errno));
		btf__free(btf);
		free(fi);
		return NULL;
	}
	*fip = fi;
	return btf;
}

/*
 * The verifier's line where it gave up on a valid program at one of its
 * limits (the instructions it will walk, the branches it will keep
 * pending), into buf; 0 if the log has none (the rejection is our bug)
 */
static int
ld_verifier_limit(const char *log, char *buf, size_t len)
{
	static const char *const limits[] = { "BPF program is too large", "jumps is too complex",
	    NULL };

	for (int i = 0; limits[i] != NULL; i++) {
		const char *p = strstr(log, limits[i]), *b, *e;

		if (p == NULL)
			continue;
		for (b = p; b > log && b[-1] != '\n'; b--)
			;
		for (e = p; *e != '\0' && *e != '\n'; e++)
			;
		while (e > b && (e[-1] == '.' || e[-1] == ' '))
			e--;
		snprintf(buf, len, "%.*s", (int)(e - b), b);
		return 1;
	}
	return 0;
}

/*
 * Load a copy of the program of bp's kind: with the kind's program type, or
 * as o says (fbt: a fentry/fexit copy bound to one function, with its probe
 * id patched in).  Returns the program's descriptor, or -1 with the error
 * set.
 */
int
dt_load_bprog(dtrace_hdl_t *dtp, const dt_bprog_t *bp, const dt_ldopts_t *o)
{
	static const dt_ldopts_t none;
	const dt_progkind_t *pk = dt_pkind(bp->kind);
	struct bpf_insn *ins = dt_zalloc(bp->ninsns * sizeof(*ins));
	size_t logsz = 0;
	char *log = NULL, name[16];
	int fd, nfi = 0, err0 = 0;
	struct btf *btf;
	struct bpf_func_info *fi = NULL;
	struct timespec t0, t1;
	const char *what;
	char lbl[640], limline[160];

	if (o == NULL)
		o = &none;
	what = o->what != NULL ? o->what : pk->name;
	snprintf(lbl, sizeof(lbl), o->what != NULL ? "%s" : "%s probes", what);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	memcpy(ins, bp->insns, bp->ninsns * sizeof(*ins));
	for (int i = 0; i < o->npatch; i++)
		ins[o->patch_at[i]].imm = o->patch_imm[i];
	for (int i = 0; i < bp->ninsns; i++) {
		if (ins[i].code == (BPF_LD | BPF_DW | BPF_IMM) &&
		    (ins[i].src_reg == BPF_PSEUDO_MAP_FD || ins[i].src_reg == BPF_PSEUDO_MAP_VALUE)) {
			int mfd = dt_map_fd(dtp, ins[i].imm);

			if (mfd < 0) {
				int sym = ins[i].imm;

				free(ins);
				return dt_set_err(dtp, D_UNKNOWN, "internal error: map %d is missing", sym);
			}
			ins[i].imm = mfd;
			i++;
		}
	}
	snprintf(name, sizeof(name), "%s", o->name != NULL ? o->name : "");
	if (o->name == NULL)
		snprintf(name, sizeof(name), "dt_%s", pk->name);
	if ((btf = ld_btf(dtp, bp, ins, bp->ninsns, &fi, &nfi)) == NULL) {
		free(ins);
		return -1;
	}
	for (int attempt = 0; attempt < 2; attempt++) {
		LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log, .log_size = logsz,
		    .log_level = log ? 1 : 0, .prog_btf_fd = btf__fd(btf), .func_info = fi,
		    .func_info_cnt = nfi, .func_info_rec_size = sizeof(*fi),
		    .expected_attach_type = (enum bpf_attach_type)o->eatype,
		    .attach_btf_id = o->attach_btf_id);

		fd = bpf_prog_load((enum bpf_prog_type)(o->progtype ? o->progtype : pk->progtype),
		    name, "GPL", ins, bp->ninsns, &opts);
		if (fd >= 0 || errno == EPERM)
			break;
		if (attempt == 0)
			err0 = errno;	/* (the second's may be the log's ENOSPC) */
		if (log == NULL) {
			logsz = 16 << 20;
			log = dt_zalloc(logsz);
		}
	}
	free(ins);
	free(fi);
	btf__free(btf);
	if (fd < 0) {
		int err = err0 ? err0 : errno;

		if (err == EPERM && o->refused != NULL)
			dt_set_err(dtp, D_UNKNOWN, "the kernel refused the %s program for %s (%s): "
			    "%s programs are not allowed on this kernel", o->refused, what,
			    strerror(err), o->refused);
		else if (err == EPERM)
			dt_set_err(dtp, D_UNKNOWN, "DTrace requires additional privileges "
			    "(run as root, or with CAP_BPF and CAP_PERFMON)");
		else if (log != NULL && strstr(log, "cannot use helper bpf_probe_write_user"))
			dt_set_err(dtp, D_UNKNOWN, "copyout( ) and copyoutstr( ) are not available: "
			    "this kernel does not let BPF programs write to user memory (it is "
			    "locked down)");
		else if (log != NULL && ld_verifier_limit(log, limline, sizeof(limline)))
			dt_set_err(dtp, D_UNKNOWN, "the BPF program for %s is too complex for the "
			    "kernel's verifier (\"%s\"): make its clauses shorter or fewer", lbl,
			    limline);
		else if (err == ENOMEM)
			/* the verifier's history of a path beyond what it may allocate:
			 * hundreds of thousands of instructions without a branch */
			dt_set_err(dtp, D_UNKNOWN, "the kernel could not allocate the memory to "
			    "verify the BPF program for %s (%s): it is too large for its verifier; "
			    "make its clauses shorter or fewer", lbl, strerror(err));
		else if (dtp->verbose && log != NULL) {
			/* -xverbose: the whole verifier log, for a bug report */
			dt_diag(dtp, "verifier log for the %s program:\n%s", what, log);
			dt_set_err(dtp, D_UNKNOWN, "the kernel rejected the BPF program for %s "
			    "(%s); this is a bug in dtrace (verifier log above)", lbl, strerror(err));
		}
		else
			dt_set_err(dtp, D_UNKNOWN, "the kernel rejected the BPF program for %s "
			    "(%s); this is a bug in dtrace: rerun with -xverbose for the verifier log",
			    lbl, strerror(err));
		free(log);
		return -1;
	}
	free(log);
	if (dtp->verbose) {
		/* -xverbose: what the verifier did, to keep an eye on its work */
		struct bpf_prog_info info = { 0 };
		__u32 len = sizeof(info);

		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (bpf_obj_get_info_by_fd(fd, &info, &len) == 0)
			dt_diag(dtp, "the %s program: %d instructions, %u verified, "
			    "loaded in %.1f ms", what, bp->ninsns,
			    info.verified_insns, (t1.tv_sec - t0.tv_sec) * 1e3 +
			    (t1.tv_nsec - t0.tv_nsec) / 1e6);
	}
	return fd;
}

/*
 * A program kind's load for one copy with an expected attach type (kprobe
 * or uprobe multi links): bp->fd.  0, or -1 with the error set.
 */
int
dt_load_bprog_eatype(dtrace_hdl_t *dtp, dt_bprog_t *bp, int eatype)
{
	dt_ldopts_t o = { .eatype = eatype };
	int fd = dt_load_bprog(dtp, bp, &o);

	if (fd < 0)
		return -1;
	bp->fd = fd;
	return 0;
}

static int
ld_prog(dtrace_hdl_t *dtp, dt_bprog_t *bp)
{
	int fd = dt_load_bprog(dtp, bp, NULL);

	if (fd < 0)
		return -1;
	bp->fd = fd;
	return 0;
}

int
dt_load_program(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	/* probes that cannot run on this kernel: say why, before making anything */
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next)
		if (pv->ops->enable != NULL && pv->ops->enable(dtp, pv, pgp) != 0)
			return -1;
	if (ld_maps(dtp, pgp) != 0)
		return -1;
	for (int k = 0; k < dt_npkinds(); k++) {
		const dt_progkind_t *pk = dt_pkind(k);

		if (pgp->progs[k].ninsns == 0)
			continue;
		/* a kind may load its own copies (fbt: fentry/fexit, one per function) */
		if (pk->load != NULL ? pk->load(dtp, pgp, &pgp->progs[k]) != 0 :
		    ld_prog(dtp, &pgp->progs[k]) != 0)
			return -1;
	}
	/* kernel symbols read while compiling lack our programs (they appear in
	 * stacks): read them again when next needed */
	dt_ksyms_fini(dtp);
	return 0;
}

void
dt_bpf_close(dtrace_hdl_t *dtp)
{
	if (dtp->prog != NULL) {
		for (int k = 0; k < DT_MAXPKINDS; k++) {
			if (dtp->prog->progs[k].fd >= 0)
				close(dtp->prog->progs[k].fd);
			dtp->prog->progs[k].fd = -1;
		}
	}
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		for (int j = 0; p != NULL && j < p->nfds; j++)
			if (p->fds[j] >= 0)
				close(p->fds[j]);
		if (p != NULL)
			p->nfds = 0;
	}
	dt_maps_close(dtp);
}
