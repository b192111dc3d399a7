/*
 * dt_recdata.c: records and aggregation rows as the API's data
 * (dtrace_probedata_t, dtrace_recdata_t, dtrace_aggdata_t: dtrace.h).
 *
 * One decoder, two users: the caller's handlers (dtrace_handle_probe,
 * dtrace_handle_rec, dtrace_aggregate_walk) and -x json (dt_json.c), which
 * prints the same data as lines.  The text output (dt_consume.c,
 * dt_aggregate.c) keeps its own paths, whose layouts are DTrace's.
 *
 * A record is decoded with its clause's description, action by action
 * (those in a branch that did not run are left out), into a dt_recset_t:
 * the data points into the record where it can (bytes) and into memory
 * the set owns otherwise (strings cut at their slot, printf() and print()
 * output, stacks' frames and their text), freed when the set is reset.
 * An aggregation row is decoded the same way: its keys into a set, its
 * buckets into the set's memory.  Values are as text prints them
 * (normalize() applied; avg and stddev their integer results).
 *
 * Invariants: nothing here prints or writes to the handle's output; a
 * set's data stays valid until dt_recset_reset() or dt_recset_free().
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_aggfmt.h"
#include "dt_front.h"
#include "dt_runtime.h"

/* memory the set owns, freed at its reset */
static void *
rs_own(dt_recset_t *rs, void *p)
{
	if (rs->nowned == rs->capowned) {
		rs->capowned = rs->capowned ? 2 * rs->capowned : 16;
		rs->owned = dt_realloc(rs->owned, rs->capowned * sizeof(void *));
	}
	rs->owned[rs->nowned++] = p;
	return p;
}

static dtrace_recdata_t *
rs_add(dt_recset_t *rs, dtrace_rectype_t type, const char *action)
{
	dtrace_recdata_t *r;

	if (rs->n == rs->cap) {
		rs->cap = rs->cap ? 2 * rs->cap : 8;
		rs->recs = dt_realloc(rs->recs, rs->cap * sizeof(*rs->recs));
	}
	r = &rs->recs[rs->n++];
	memset(r, 0, sizeof(*r));
	r->type = type;
	r->action = action;
	return r;
}

/* a string of at most n bytes (its slot), NUL-terminated, owned by the set */
static const char *
rs_str(dt_recset_t *rs, const char *p, size_t n)
{
	return rs_own(rs, dt_strndup(p, strnlen(p, n)));
}

void
dt_recset_reset(dt_recset_t *rs)
{
	for (int i = 0; i < rs->nowned; i++)
		free(rs->owned[i]);
	rs->nowned = 0;
	rs->n = 0;
}

void
dt_recset_free(dt_recset_t *rs)
{
	dt_recset_reset(rs);
	free(rs->owned);
	free(rs->recs);
	memset(rs, 0, sizeof(*rs));
}

/* an integer of type t (size bytes at p): sign-extended if t is signed */
static void
rd_int(dtrace_recdata_t *r, const dt_type_t *t, int size, const char *p)
{
	uint64_t u = 0;

	memcpy(&u, p, size < 8 ? size : 8);	/* little-endian */
	r->is_signed = t->kind != DT_TK_PTR && t->sign;
	if (r->is_signed && size < 8 && (u >> (8 * size - 1)) & 1)
		u |= ~0ULL << (8 * size);
	r->value = (int64_t)u;
	r->size = size;
}

static void
rd_float(dtrace_recdata_t *r, int size, const char *p)
{
	r->size = size;
	if (size == 4) {
		float f;

		memcpy(&f, p, 4);
		r->fvalue = f;
	} else if (size == 8) {
		double d;

		memcpy(&d, p, 8);
		r->fvalue = d;
	} else {
		memcpy(&r->fvalue, p, sizeof(r->fvalue) < (size_t)size ? sizeof(r->fvalue) :
		    (size_t)size);
	}
}

/* the frames of a stack datum (and its pid, for ustack) */
static void
rd_frames(dtrace_hdl_t *dtp, dt_recset_t *rs, dtrace_recdata_t *r, dt_dkind_t dk,
    const char *data, int size)
{
	char buf[4096];
	dtrace_frame_t *f = NULL;
	int n = 0;

	for (int i = 0; dt_datum_line(dtp, dk, data, size, i, buf, sizeof(buf)); i++) {
		f = dt_realloc(f, (n + 1) * sizeof(*f));
		f[n].pc = dt_datum_pc(dtp, dk, data, size, i);
		f[n].text = rs_own(rs, dt_strdup(buf));
		n++;
	}
	r->frames = rs_own(rs, f);
	r->nframes = n;
	if (dk == DT_DK_USTACK) {
		uint64_t pid;

		memcpy(&pid, data, 8);
		r->pid = (int)pid;
	}
}

/* a symbol datum: its text (and pid for the user ones) */
static void
rd_symbol(dtrace_hdl_t *dtp, dt_recset_t *rs, dtrace_recdata_t *r, dt_dkind_t dk,
    const char *data, int size)
{
	char buf[4096];

	if (!dt_datum_line(dtp, dk, data, size, 0, buf, sizeof(buf)))
		buf[0] = '\0';
	r->str = rs_own(rs, dt_strdup(buf));
	memcpy(&r->value, dk == DT_DK_SYM || dk == DT_DK_MOD ? data : data + 8, 8);
	if (dk != DT_DK_SYM && dk != DT_DK_MOD) {
		uint64_t pid;

		memcpy(&pid, data, 8);
		r->pid = (int)pid;
	}
}

static const char *
rd_dkname(dt_dkind_t dk)
{
	switch (dk) {
	case DT_DK_STACK: return "stack";
	case DT_DK_USTACK: return "ustack";
	case DT_DK_SYM: return "func";
	case DT_DK_MOD: return "mod";
	case DT_DK_USYM: return "ufunc";
	case DT_DK_UMOD: return "umod";
	case DT_DK_UADDR: return "uaddr";
	default: return "symbol";
	}
}

/*
 * The formatter's arguments of printf()-like action a (printf, system,
 * freopen): each record decoded as the text output decodes it, a %k stack
 * as its text in texts[i] (malloc'd: free them, dt_pfargs_free)
 */
void
dt_pfargs(dtrace_hdl_t *dtp, const dt_action_t *a, const char *data, struct dt_pfarg *args,
    char **texts)
{
	for (int i = 0; i < a->nrecs && i < 64; i++) {
		const dt_recdesc_t *r = &a->recs[i];
		dt_pfarginfo_t info;

		texts[i] = NULL;
		dt_printf_arginfo(a->pf, i, &info);
		if (info.kind != DT_PFCONV_STACK) {
			dt_rec_arg(r, data, &args[i]);
			continue;
		}
		/* %k: the stack as text, laid out as classic DTrace does */
		texts[i] = dt_datum_text(dtp, r->dkind, data + r->off, r->size, info.width,
		    info.left);
		memset(&args[i], 0, sizeof(args[i]));
		args[i].kind = DT_PFARG_TEXT;
		args[i].str = texts[i] != NULL ? texts[i] : "";
	}
	dt_printf_set_symbolizer(a->pf, dt_print_ksym, dtp);
	dt_printf_set_usymbolizer(a->pf, dt_print_usym, dtp);
}

void
dt_pfargs_free(const dt_action_t *a, char **texts)
{
	for (int i = 0; i < a->nrecs && i < 64; i++)
		free(texts[i]);
}

/* printf()'s output (system()'s command, freopen()'s file), malloc'd */
static char *
rd_printf(dtrace_hdl_t *dtp, const dt_action_t *a, const char *data)
{
	dt_pfarg_t args[64];
	char *texts[64], *out;

	dt_pfargs(dtp, a, data, args, texts);
	out = dt_printf_asprintf(a->pf, args, a->nrecs);
	dt_pfargs_free(a, texts);
	return out;
}

/* print()'s text without its line end, malloc'd */
static char *
rd_print(dtrace_hdl_t *dtp, const dt_action_t *a, const char *data)
{
	char *s = NULL;
	size_t len = 0;
	FILE *mf = open_memstream(&s, &len);

	if (mf == NULL)
		return NULL;
	if (a->nrecs == 2) {	/* a pointer and what it points to */
		uint64_t addr;

		memcpy(&addr, data + a->recs[0].off, 8);
		dt_print_pointee(dtp, mf, addr, a->recs[1].type, data + a->recs[1].off,
		    a->recs[1].size);
	} else {
		dt_print_typed(dtp, mf, a->recs[0].type, data + a->recs[0].off);
	}
	fclose(mf);
	if (s != NULL && len > 0 && s[len - 1] == '\n')
		s[len - 1] = '\0';	/* the text layout's line end */
	return s;
}

static void
rd_aggs(dt_recset_t *rs, dtrace_recdata_t *r, const dt_action_t *a)
{
	const char **names = dt_zalloc((a->naggv > 0 ? a->naggv : 1) * sizeof(char *));

	for (int j = 0; j < a->naggv; j++)
		names[j] = a->aggv[j]->name;
	r->aggs = rs_own(rs, names);
	r->naggs = a->naggv;
}

void
dt_recdata_probe(dtrace_hdl_t *dtp, int cpu, const dt_probe_t *p, const dt_clause_t *cl,
    uint64_t time, dtrace_probedata_t *pd)
{
	memset(pd, 0, sizeof(*pd));
	pd->cpu = cpu;
	pd->id = p != NULL ? p->id : 0;
	pd->provider = p != NULL ? p->prov->name : "";
	pd->module = p != NULL ? p->mod : "";
	pd->function = p != NULL ? p->func : "";
	pd->name = p != NULL ? p->name : "";
	pd->clause = cl->id;
	pd->timestamp = time;
}

void
dt_recdata_record(dtrace_hdl_t *dtp, const dt_clause_t *cl, const char *data, dt_recset_t *rs)
{
	for (const dt_action_t *a = cl->acts; a != NULL; a = a->next) {
		const dt_recdesc_t *rd = &a->recs[0];
		dtrace_recdata_t *r;

		if (a->flagoff >= 0 && data[a->flagoff] == 0)
			continue;	/* in a branch that did not run */
		switch (a->kind) {
		case DT_ACT_TRACE: {
			dt_tkind_t k = rd->type->kind;

			if (k == DT_TK_STRING) {
				r = rs_add(rs, DTRACE_REC_STRING, "trace");
				r->str = rs_str(rs, data + rd->off, rd->size);
			} else if (k == DT_TK_STRUCT || k == DT_TK_UNION || k == DT_TK_ARRAY) {
				r = rs_add(rs, DTRACE_REC_BYTES, "trace");
				r->bytes = (const unsigned char *)data + rd->off;
				r->size = rd->size;
			} else if (k == DT_TK_FLOAT) {
				r = rs_add(rs, DTRACE_REC_FLOAT, "trace");
				rd_float(r, rd->size, data + rd->off);
			} else {
				r = rs_add(rs, DTRACE_REC_INT, "trace");
				rd_int(r, rd->type, rd->size, data + rd->off);
			}
			break;
		}
		case DT_ACT_PRINTF:
		case DT_ACT_SYSTEM:
		case DT_ACT_FREOPEN: {
			char *out = rd_printf(dtp, a, data);

			r = rs_add(rs, DTRACE_REC_TEXT, a->kind == DT_ACT_SYSTEM ? "system" :
			    a->kind == DT_ACT_FREOPEN ? "freopen" : "printf");
			r->str = out != NULL ? rs_own(rs, out) : "";
			break;
		}
		case DT_ACT_PRINT: {
			char *out = rd_print(dtp, a, data);

			r = rs_add(rs, DTRACE_REC_TEXT, "print");
			r->str = out != NULL ? rs_own(rs, out) : "";
			r->str2 = rd->type->name;
			break;
		}
		case DT_ACT_COMMIT:
		case DT_ACT_DISCARD: {
			uint32_t id;

			memcpy(&id, data + rd->off, 4);
			r = rs_add(rs, DTRACE_REC_SPECULATION,
			    a->kind == DT_ACT_COMMIT ? "commit" : "discard");
			r->value = id;
			break;
		}
		case DT_ACT_FTRUNCATE:
			rs_add(rs, DTRACE_REC_OTHER, "ftruncate");
			break;
		case DT_ACT_TRACEMEM: {
			uint64_t n = rd->size;

			if (a->nrecs > 1) {	/* the size to display, if smaller */
				uint64_t dsize;

				memcpy(&dsize, data + a->recs[1].off, 8);
				if (dsize != 0 && dsize < n)
					n = dsize;
			}
			r = rs_add(rs, DTRACE_REC_BYTES, "tracemem");
			r->bytes = (const unsigned char *)data + rd->off;
			r->size = (int)n;
			break;
		}
		case DT_ACT_STACK:
			r = rs_add(rs, DTRACE_REC_STACK, "stack");
			rd_frames(dtp, rs, r, DT_DK_STACK, data + rd->off, rd->size);
			break;
		case DT_ACT_DATUM:
			if (rd->dkind == DT_DK_USTACK || rd->dkind == DT_DK_STACK) {
				r = rs_add(rs, DTRACE_REC_STACK, rd_dkname(rd->dkind));
				rd_frames(dtp, rs, r, rd->dkind, data + rd->off, rd->size);
			} else {
				r = rs_add(rs, DTRACE_REC_SYMBOL, rd_dkname(rd->dkind));
				rd_symbol(dtp, rs, r, rd->dkind, data + rd->off, rd->size);
			}
			break;
		case DT_ACT_EXIT: {
			int32_t st;

			memcpy(&st, data + rd->off, 4);
			r = rs_add(rs, DTRACE_REC_EXIT, "exit");
			r->value = st;
			break;
		}
		case DT_ACT_PRINTA:
		case DT_ACT_TRUNC:
		case DT_ACT_NORMALIZE:
		case DT_ACT_CLEAR:
		case DT_ACT_DENORMALIZE:
			r = rs_add(rs, DTRACE_REC_AGGREGATION, a->kind == DT_ACT_PRINTA ? "printa" :
			    a->kind == DT_ACT_TRUNC ? "trunc" : a->kind == DT_ACT_NORMALIZE ?
			    "normalize" : a->kind == DT_ACT_CLEAR ? "clear" : "denormalize");
			rd_aggs(rs, r, a);
			if ((a->kind == DT_ACT_TRUNC || a->kind == DT_ACT_NORMALIZE) && a->nrecs > 0) {
				memcpy(&r->value, data + rd->off, 8);
				r->has_value = 1;
			}
			break;
		case DT_ACT_SETOPT:
			r = rs_add(rs, DTRACE_REC_OPTION, "setopt");
			r->str = rs_str(rs, data + rd->off, rd->size);
			if (a->nrecs > 1)
				r->str2 = rs_str(rs, data + a->recs[1].off, a->recs[1].size);
			break;
		default:
			rs_add(rs, DTRACE_REC_OTHER, "unknown");
			break;
		}
	}
}

/* ---- aggregation rows ---- */

const char *
dt_aggfn_name(dt_func_t fn)
{
	switch (fn) {
	case DT_FN_COUNT: return "count";
	case DT_FN_SUM: return "sum";
	case DT_FN_AVG: return "avg";
	case DT_FN_MIN: return "min";
	case DT_FN_MAX: return "max";
	case DT_FN_STDDEV: return "stddev";
	case DT_FN_QUANTIZE: return "quantize";
	case DT_FN_LQUANTIZE: return "lquantize";
	case DT_FN_LLQUANTIZE: return "llquantize";
	default: return "unknown";
	}
}

/*
 * The magnitudes bounding llquantize()'s positive buckets (dt_llq_bounds:
 * b[0] = factor^low, b[1..N], b[N+1] = factor^(high+1)), and in *np N;
 * malloc'd, NULL if out of memory.
 */
static uint64_t *
llq_bounds(const dt_var_t *v, int *np)
{
	int n = (v->nbuckets - 3) / 2;
	uint64_t *b = calloc(n + 2, sizeof(uint64_t));

	if (b == NULL)
		return NULL;
	dt_llq_bounds((int)v->aggarg[0], (int)v->aggarg[1], (int)v->aggarg[2], (int)v->aggarg[3],
	    b, n + 2);
	*np = n;
	return b;
}

/* a magnitude as a signed bound, negated if neg (clamped to 64 bits) */
static int64_t
mag(uint64_t m, int neg)
{
	if (!neg)
		return m > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)m;
	return m > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)m;
}

/*
 * The inclusive bounds of bucket b of histogram aggregation v, the values
 * its kernel code puts there: quantize's powers of two ([-3,-2], [-1,-1],
 * [0,0], [1,1], [2,3], ...); lquantize's "< base" bucket, its levels of
 * step values, its ">= limit" bucket; llquantize's "<= -factor^(high+1)"
 * bucket, its negative and positive steps around the zero bucket
 * (|value| < factor^low), its ">= factor^(high+1)" bucket (from its
 * magnitudes mb, N of them positive).  The first bucket starts at
 * INT64_MIN, the last ends at INT64_MAX.  Returns 0 if v has no bucket b.
 */
static int
bucket_range(const dt_var_t *v, const uint64_t *mb, int n, int b, int64_t *lo, int64_t *hi)
{
	if (b < 0 || b >= v->nbuckets)
		return 0;
	switch (v->aggfn) {
	case DT_FN_QUANTIZE:
		if (b >= DT_QUANT_NBUCKETS)
			return 0;
		*lo = b == 0 ? INT64_MIN : b <= DT_QUANT_ZERO ? DT_QUANT_VAL(b - 1) + 1 :
		    DT_QUANT_VAL(b);
		*hi = b <= DT_QUANT_ZERO ? DT_QUANT_VAL(b) : b == DT_QUANT_NBUCKETS - 1 ?
		    INT64_MAX : DT_QUANT_VAL(b + 1) - 1;
		return 1;
	case DT_FN_LQUANTIZE: {
		int64_t base = v->aggarg[0], step = v->aggarg[1], levels = v->aggarg[2];

		if (b > levels + 1)
			return 0;
		*lo = b == 0 ? INT64_MIN : base + (b - 1) * step;
		*hi = b == 0 ? base - 1 : b == levels + 1 ? INT64_MAX : base + b * step - 1;
		return 1;
	}
	case DT_FN_LLQUANTIZE: {
		int zero = n + 1;

		if (mb == NULL || b > 2 * n + 2)
			return 0;
		if (b == 0) {
			*lo = INT64_MIN;
			*hi = mag(mb[n + 1], 1);
		} else if (b < zero) {	/* magnitudes [mb[p], mb[p + 1]) */
			*lo = mag(mb[zero - b + 1] - 1, 1);
			*hi = mag(mb[zero - b], 1);
		} else if (b == zero) {
			*lo = mag(mb[0] - 1, 1);
			*hi = mag(mb[0] - 1, 0);
		} else if (b < 2 * n + 2) {
			*lo = mag(mb[b - zero], 0);
			*hi = mag(mb[b - zero + 1] - 1, 0);
		} else {
			*lo = mag(mb[n + 1], 0);
			*hi = INT64_MAX;
		}
		return 1;
	}
	default:
		return 0;
	}
}

/* bucket b's inclusive bounds (bucket_range), 0 if v has no bucket b */
int
dt_agg_bucket_range(const dt_var_t *v, int b, int64_t *lo, int64_t *hi)
{
	uint64_t *mb = NULL;
	int n = 0, ok;

	if (v->aggfn == DT_FN_LLQUANTIZE)
		mb = llq_bounds(v, &n);
	ok = bucket_range(v, mb, n, b, lo, hi);
	free(mb);
	return ok;
}

/* key i of a row of v */
static void
rd_key(dtrace_hdl_t *dtp, dt_recset_t *rs, const dt_var_t *v, int i, const char *key)
{
	const dt_type_t *t = v->keytypes[i];
	const char *p = key + v->keyoff[i];
	dtrace_recdata_t *r;

	switch (v->keykind[i]) {
	case DT_DK_PLAIN:
		if (t->kind == DT_TK_STRING) {
			r = rs_add(rs, DTRACE_REC_STRING, "key");
			r->str = rs_str(rs, p, (size_t)v->keystrlen[i]);	/* its slot */
		} else {
			r = rs_add(rs, DTRACE_REC_INT, "key");
			rd_int(r, t, t->size, p);
		}
		return;
	case DT_DK_STACK:
	case DT_DK_USTACK:
		r = rs_add(rs, DTRACE_REC_STACK, rd_dkname(v->keykind[i]));
		rd_frames(dtp, rs, r, v->keykind[i], p, t->size);
		return;
	default:
		r = rs_add(rs, DTRACE_REC_SYMBOL, rd_dkname(v->keykind[i]));
		rd_symbol(dtp, rs, r, v->keykind[i], p, t->size);
		return;
	}
}

void
dt_recdata_aggrow(dtrace_hdl_t *dtp, const dt_var_t *v, const char *key, int64_t val,
    const int64_t *buckets, const int64_t *w, dt_recset_t *rs, dtrace_aggdata_t *ad)
{
	uint64_t normal = v->normal ? v->normal : 1;

	memset(ad, 0, sizeof(*ad));
	ad->name = v->name;
	ad->function = dt_aggfn_name(v->aggfn);
	for (int i = 0; i < v->nkeys; i++)
		rd_key(dtp, rs, v, i, key);
	ad->keys = rs->recs;
	ad->nkeys = rs->n;
	ad->value = val;
	if (w != NULL && (v->aggfn == DT_FN_AVG || v->aggfn == DT_FN_STDDEV)) {
		ad->count = w[0];
		ad->sum = w[1];
	}
	if (DT_FN_ISHIST(v->aggfn) && buckets != NULL) {
		uint64_t *mb = NULL;
		dtrace_aggbucket_t *b = dt_zalloc(v->nbuckets * sizeof(*b));
		dtrace_aggbucket_t *all = dt_zalloc(v->nbuckets * sizeof(*all));
		int n = 0, nall = 0, nmb = 0;

		if (v->aggfn == DT_FN_LLQUANTIZE)
			mb = llq_bounds(v, &nmb);
		for (int i = 0; i < v->nbuckets; i++) {
			if (!bucket_range(v, mb, nmb, i, &all[nall].min, &all[nall].max))
				continue;
			all[nall].count = buckets[i] / (int64_t)normal;
			if (buckets[i] != 0)
				b[n++] = all[nall];
			nall++;
		}
		free(mb);
		ad->buckets = rs_own(rs, b);
		ad->nbuckets = n;
		ad->allbuckets = rs_own(rs, all);
		ad->nallbuckets = nall;
	}
}

/* ---- the caller's handlers ---- */

int
dtrace_handle_probe(dtrace_hdl_t *dtp, dtrace_handle_probe_f *fn, void *arg)
{
	dtp->probehdlr = fn;
	dtp->probearg = arg;
	return 0;
}

int
dtrace_handle_rec(dtrace_hdl_t *dtp, dtrace_handle_rec_f *fn, void *arg)
{
	dtp->rechdlr = fn;
	dtp->recarg = arg;
	return 0;
}

/* a handler asked to stop: the call consuming fails (dt_report.c's check) */
static void
rd_abort(dtrace_hdl_t *dtp)
{
	if (!dtp->aborted)
		dt_set_err(dtp, D_UNKNOWN, "Abort requested by a handler");
	dtp->aborted = 1;
}

/*
 * A record of clause cl from probe p, as data: to the handlers, and as a
 * JSON line to fp with -x json (snap: the prints so far).  Nothing to do
 * without either.
 */
void
dt_recdata_consume(dtrace_hdl_t *dtp, FILE *fp, int cpu, const dt_probe_t *p,
    const dt_clause_t *cl, const char *data)
{
	dtrace_probedata_t pd;
	dt_recset_t *rs;

	if (dtp->probehdlr == NULL && dtp->rechdlr == NULL && !(dtp->json && fp != NULL))
		return;
	if (dtp->recset == NULL)
		dtp->recset = dt_zalloc(sizeof(dt_recset_t));
	rs = dtp->recset;
	dt_recset_reset(rs);
	dt_recdata_probe(dtp, cpu, p, cl, dtp->rectime, &pd);
	if (dtp->probehdlr != NULL && dtp->probehdlr(dtp, &pd, dtp->probearg) != DTRACE_CONSUME_NEXT)
		rd_abort(dtp);
	if (dtp->rechdlr != NULL || (dtp->json && fp != NULL))
		dt_recdata_record(dtp, cl, data, rs);
	for (int i = 0; dtp->rechdlr != NULL && i < rs->n; i++)
		if (dtp->rechdlr(dtp, &pd, &rs->recs[i], dtp->recarg) != DTRACE_CONSUME_NEXT)
			rd_abort(dtp);
	if (dtp->json && fp != NULL)
		dt_json_record(dtp, fp, &pd, rs, dtp->aggsnap);
}

void
dt_recdata_fini(dtrace_hdl_t *dtp)
{
	if (dtp->recset != NULL)
		dt_recset_free(dtp->recset);
	free(dtp->recset);
	dtp->recset = NULL;
}
