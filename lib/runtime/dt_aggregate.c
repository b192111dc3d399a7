/*
 * dt_aggregate.c: aggregation snapshots, their printing, and the actions
 * on aggregations (printa, trunc, clear; normalize is state kept here).
 * Rows print as text (below) or with -x json as one JSON line each
 * (dt_json_aggrow in dt_json.c), from the same snapshots, in the same
 * order, with the same values, ahead of any text layout; dtp->aggsnap
 * counts the prints (each printa() and the end) to number the rows'
 * snapshots.
 *
 * Each aggregation is a per-CPU hash in the kernel; a snapshot walks its
 * keys and folds the CPUs' values (dt_agg_fold).  A key is laid out as the
 * checker decided (dt_check.c, ck_agg_layout): keys at keyoff[], a string
 * key in a slot of keystrlen[] bytes (as little as 16 for execname) that
 * always holds its NUL.
 *
 * Snapshots, as DTrace takes them: printa() prints the consumer's copy of
 * an aggregation (v->snap), taken again once every aggrate by the
 * consumer's pass between waiting for records and reading them
 * (dt_aggregate_snap, called from dt_consume_poll), so that printa()s
 * within one aggrate show the same values.  Only aggregations printa()
 * has used are kept (the first printa() of one reads the map at once);
 * dtrace_stop() has the snapshots taken again before the last records
 * and again before END's (dtp->lastagg = 0), and the end of tracing
 * prints fresh ones.  A record with clear() or trunc() of an aggregation
 * has its snapshot taken again before its actions (dt_consume.c), so that
 * a printa() before them shows everything they remove, and again after
 * each (the cleared keys at 0, the kept ones).  trunc() itself decides on
 * a fresh read of the map.  aggrate also sets the cadence of the pass
 * over the keys that reads the mappings of processes in user stack and
 * symbol keys while they live (dt_stack_watch_keys).
 *
 * Keys that name symbols (func/sym, mod, ufunc/usym, umod) merge in the
 * snapshot as DTrace merges them: rows whose keys print the same are one
 * row, the CPUs' words combined, a kernel function key set to its start
 * (dt_snap_merge_syms; the raw keys stay with the row for trunc()).
 * Rows print sorted by value, ties broken by key (integer keys compared
 * as unsigned, as DTrace compares them), in DTrace's default
 * layout (FORMATS.md): keys a function per key type (dt_print_key; stack
 * and symbol keys, dt_var_t.keykind, through dt_stack.c, and with -x
 * stackfmt=folded the rows keyed by a stack are folded lines, rows that
 * read the same merged: dt_agg_print_folded), values
 * " %16lld" (stddev " %16llu"), histograms as dt_aggfmt.c draws them.
 * Options: aggsortkey (keys first), aggsortkeypos (the key to start
 * comparing at), aggsortrev (reversed), aggsortpos (which aggregation of a
 * printa() of several sorts the rows), aggzoom (bars scaled to the
 * largest bucket), aggpercpu (in the default form, each online CPU's own
 * value after a row's value: the snapshot keeps the CPUs' words,
 * dt_print_percpu folds them one CPU at a time), aggpack (quantize and
 * lquantize rows packed one to a line under a heading, dt_print_packed, and
 * dt_aggfmt.c for the rows).  normalize() divides the
 * printed values as DTrace does.
 *
 * End of tracing: the aggregations not printa'd print as DTrace prints
 * them, as one list sorted by aggregation (order of definition, reversed
 * with aggsortrev) and then as above; the command's end-of-tracing newline
 * precedes it, and no line separates two aggregations (a histogram's rows
 * bring their own empty lines).  Integer keys print as DTrace prints them:
 * 1- and 2-byte ones as unsigned values, wider ones as signed.
 *
 * clear() deletes every key from the kernel map and keeps the keys in the
 * consumer (v->cleared), shown with a zero value until an update puts the
 * key back or trunc() removes it (dt_aggregate_clear says why deleting is
 * sound where writing zeros was not); trunc() deletes the keys beyond the
 * top (or bottom) n of a snapshot: an update made between the snapshot and
 * the deletion of its key is lost, as one DTrace's own snapshot held when
 * it truncated its copy.  A printa() later in the same record shows only
 * the keys trunc() kept (v->kept, for record dtp->nrec), as DTrace prints
 * its truncated copy: keys that reach the map between the two actions
 * wait for the next print.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_aggfmt.h"
#include "dt_front.h"
#include "dt_runtime.h"

typedef struct dt_aggrow {
	const dt_var_t *var;	/* the aggregation the key belongs to */
	char *key;
	int64_t val;		/* the folded value (normalization not applied) */
	int64_t *buckets;	/* the quantize family: the merged buckets */
	long double weight;	/* the quantize family: sum of count * bucket value */
	int64_t zero;		/* the quantize family: the count of the bucket of 0 */
	int64_t w[2];		/* avg, stddev: count, sum */
	unsigned __int128 sq;	/* stddev: sum of squares */
	int seen;		/* min/max: some CPU holds a value */
	int idx;		/* joined printa: which aggregation */
	char *cpuvals;		/* aggpercpu: the CPUs' value words as read */
	char *aliases;		/* symbol keys: the other keys merged into it */
	int naliases;
} dt_aggrow_t;

typedef struct dt_aggsnap {
	dt_aggrow_t *rows;
	int n;
} dt_aggsnap_t;

static int64_t
dt_keyint(const dt_var_t *v, int i, const char *key)
{
	const char *p = key + v->keyoff[i];
	const dt_type_t *t = v->keytypes[i];

	switch (t->size) {
	case 1: return t->sign ? *(int8_t *)p : *(uint8_t *)p;
	case 2: { int16_t s; uint16_t u; memcpy(&s, p, 2); memcpy(&u, p, 2); return t->sign ? s : u; }
	case 4: { int32_t s; uint32_t u; memcpy(&s, p, 4); memcpy(&u, p, 4); return t->sign ? s : (int64_t)u; }
	default: { int64_t s; memcpy(&s, p, 8); return s; }
	}
}

/* key i of a (of aggregation va) against key i of b (of vb) */
static int
dt_keycmp1(const dt_var_t *va, const char *a, const dt_var_t *vb, const char *b, int i)
{
	if (va->keykind[i] != DT_DK_PLAIN) {
		int c = dt_datum_cmp(va->keykind[i], a + va->keyoff[i], b + vb->keyoff[i],
		    va->keytypes[i]->size);

		return c < 0 ? -1 : c > 0;
	}
	if (va->keytypes[i]->kind == DT_TK_STRING) {
		/* each slot holds its NUL (slots of two aggregations may differ) */
		int c = strncmp(a + va->keyoff[i], b + vb->keyoff[i],
		    (size_t)(va->keystrlen[i] > vb->keystrlen[i] ? va->keystrlen[i] :
		    vb->keystrlen[i]));

		return c < 0 ? -1 : c > 0;
	} else {
		/* as DTrace orders integer keys: unsigned (a negative key sorts
		 * after the positive ones); equal values are equal whatever
		 * their sizes, so that printa() joins @a[int] with @b[long] */
		uint64_t x = (uint64_t)dt_keyint(va, i, a), y = (uint64_t)dt_keyint(vb, i, b);

		return x < y ? -1 : x > y;
	}
}

/* keys compared from key #keypos on, wrapping around (aggsortkeypos) */
static int
dt_keycmp(const dt_var_t *va, const char *a, const dt_var_t *vb, const char *b, int keypos)
{
	int n = va->nkeys;

	if (keypos >= n)
		keypos = 0;
	for (int j = 0; j < n; j++) {
		int c = dt_keycmp1(va, a, vb, b, (j + keypos) % n);

		if (c != 0)
			return c;
	}
	return 0;
}

static int
dt_valcmp(const dt_aggrow_t *a, const dt_aggrow_t *b)
{
	if (a->buckets != NULL || b->buckets != NULL) {
		if (a->weight != b->weight)
			return a->weight < b->weight ? -1 : 1;
		return a->zero < b->zero ? -1 : a->zero > b->zero;
	}
	return a->val < b->val ? -1 : a->val > b->val;
}

/*
 * The order of two rows a and b as the options ask: by value (dt_valcmp),
 * ties by key, or with aggsortkey by key, ties by value; reversed with
 * aggsortrev.  keycmp orders what stands for their keys, ka and kb (the
 * rows themselves for dt_rowcmp, their folded lines' text for
 * dt_foldcmp), and is called only where it decides.
 */
static int
dt_ordercmp(const dtrace_hdl_t *dtp, const dt_aggrow_t *a, const dt_aggrow_t *b,
    int (*keycmp)(const dtrace_hdl_t *, const void *, const void *), const void *ka,
    const void *kb)
{
	int c;

	if (dtp->aggsortkey) {
		if ((c = keycmp(dtp, ka, kb)) == 0)
			c = dt_valcmp(a, b);
	} else if ((c = dt_valcmp(a, b)) == 0) {
		c = keycmp(dtp, ka, kb);
	}
	return dtp->aggsortrev ? -c : c;
}

/* two rows' keys, from key #aggsortkeypos on */
static int
dt_rowkeycmp(const dtrace_hdl_t *dtp, const void *pa, const void *pb)
{
	const dt_aggrow_t *a = pa, *b = pb;

	return dt_keycmp(a->var, a->key, b->var, b->key, dtp->aggsortkeypos);
}

static int
dt_rowcmp(const void *pa, const void *pb, void *arg)
{
	return dt_ordercmp(arg, pa, pb, dt_rowkeycmp, pa, pb);
}

/*
 * One CPU's value words src combined into dst (dt_check.c lays them out):
 * totals, avg's words and buckets add; min/max keep the extreme of the
 * CPUs that saw a value (word 1 counts them); stddev adds its count, sum
 * and 128-bit sum of squares.  The one rule for combining CPUs, used to
 * fold a row's CPUs and to merge rows whose keys are one symbol.
 */
static void
dt_agg_words_merge(dt_func_t fn, char *dst, const char *src, int vsz)
{
	int64_t d[4] = { 0, 0, 0, 0 }, x[4] = { 0, 0, 0, 0 };

	if (fn == DT_FN_MIN || fn == DT_FN_MAX) {
		memcpy(d, dst, 16);
		memcpy(x, src, 16);
		if (x[1] != 0 && (d[1] == 0 || (fn == DT_FN_MIN ? x[0] < d[0] : x[0] > d[0])))
			d[0] = x[0];
		d[1] += x[1];
		memcpy(dst, d, 16);
		return;
	}
	if (fn == DT_FN_STDDEV) {
		unsigned __int128 sq;

		memcpy(d, dst, 32);
		memcpy(x, src, 32);
		sq = (((unsigned __int128)(uint64_t)d[3] << 64) | (uint64_t)d[2]) +
		    (((unsigned __int128)(uint64_t)x[3] << 64) | (uint64_t)x[2]);
		d[0] += x[0];
		d[1] += x[1];
		d[2] = (int64_t)(uint64_t)sq;
		d[3] = (int64_t)(uint64_t)(sq >> 64);
		memcpy(dst, d, 32);
		return;
	}
	for (int w = 0; w < vsz / 8; w++) {	/* totals, avg's words, buckets */
		int64_t a, b;

		memcpy(&a, dst + 8 * w, 8);
		memcpy(&b, src + 8 * w, 8);
		a += b;
		memcpy(dst + 8 * w, &a, 8);
	}
}

/*
 * One row's value from the CPUs' value words: their first four words
 * combined by dt_agg_words_merge; min/max the extreme of the CPUs that saw
 * a value; avg and stddev keep their count, sum (and sum of squares) for
 * dt_agg_value.
 */
static void
dt_agg_fold(dt_aggrow_t *r, dt_func_t fn, const char *vals, int vsz, int ncpus)
{
	char acc[32] = { 0 };
	int64_t x[4];

	for (int c = 0; c < ncpus; c++)
		dt_agg_words_merge(fn, acc, vals + (size_t)c * vsz, vsz < 32 ? vsz : 32);
	memcpy(x, acc, sizeof(x));
	r->w[0] = r->w[1] = 0;
	r->sq = 0;
	r->seen = 0;
	if (fn == DT_FN_MIN || fn == DT_FN_MAX) {
		r->seen = x[1] != 0;
		r->val = x[0];
		return;
	}
	r->w[0] = x[0];
	r->w[1] = x[1];
	r->sq = ((unsigned __int128)(uint64_t)x[3] << 64) | (uint64_t)x[2];
	r->val = fn == DT_FN_AVG ? (r->w[0] == 0 ? 0 : r->w[1] / r->w[0]) : r->w[0];
}

/* floor(sqrt(x)) of a 128-bit number */
static uint64_t
dt_isqrt128(unsigned __int128 x)
{
	uint64_t r = 0;

	for (int b = 63; b >= 0; b--) {
		uint64_t t = r | (1ULL << b);

		if ((unsigned __int128)t * t <= x)
			r = t;
	}
	return r;
}

/*
 * The printed value of a row, normalized as DTrace does: totals and
 * extremes divided by the normalization, avg the normalized sum over the
 * count, stddev sqrt(avg(x*x)/normal^2 - (avg(x)/normal)^2) in 128-bit
 * integers.
 */
static int64_t
dt_agg_value(const dt_aggrow_t *r, dt_func_t fn, uint64_t normal)
{
	int64_t nm = normal == 0 ? 1 : (int64_t)normal;

	switch (fn) {
	case DT_FN_AVG:
		return r->w[0] == 0 ? 0 : r->w[1] / nm / r->w[0];
	case DT_FN_STDDEV: {
		uint64_t avg;
		unsigned __int128 aos, avsq;

		if (r->w[0] == 0)
			return 0;
		avg = (uint64_t)(r->w[1] < 0 ? -(r->w[1] / nm) : r->w[1] / nm) / (uint64_t)r->w[0];
		aos = r->sq / (uint64_t)nm / (uint64_t)nm / (uint64_t)r->w[0];
		avsq = (unsigned __int128)avg * avg;
		return (int64_t)dt_isqrt128(aos > avsq ? aos - avsq : 0);
	}
	default:
		return r->val / nm;
	}
}

/* row r of v as data, its value as text would print it (keys in rs, reset first) */
static void
dt_agg_rowdata(dtrace_hdl_t *dtp, const dt_var_t *v, const dt_aggrow_t *r, dt_recset_t *rs,
    dtrace_aggdata_t *ad)
{
	dt_recset_reset(rs);
	dt_recdata_aggrow(dtp, v, r->key, dt_agg_value(r, v->aggfn, v->normal ? v->normal : 1),
	    r->buckets, r->w, rs, ad);
}

/* -x json: row r of v as a JSON line */
static void
dt_agg_json_row(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const dt_aggrow_t *r)
{
	dt_recset_t rs = { 0 };
	dtrace_aggdata_t ad;

	dt_agg_rowdata(dtp, v, r, &rs, &ad);
	dt_json_aggrow(dtp, fp, &ad);
	dt_recset_free(&rs);
}

/* the bucket value used to weigh a histogram for sorting (DTrace's) */
static long double
dt_hist_weight(const dt_var_t *v, int b)
{
	switch (v->aggfn) {
	case DT_FN_QUANTIZE:
		return (long double)DT_QUANT_VAL(b);
	case DT_FN_LQUANTIZE:
		if (b == 0)
			return (long double)(v->aggarg[0] - 1);
		if (b == v->nbuckets - 1)
			return (long double)(v->aggarg[0] + v->aggarg[1] * v->aggarg[2] + 1);
		return (long double)(v->aggarg[0] + (b - 1) * v->aggarg[1]);
	default:
		return (long double)b;	/* llquantize: buckets grow with their index */
	}
}

static int
dt_hist_zero(const dt_var_t *v)
{
	if (v->aggfn == DT_FN_QUANTIZE)
		return DT_QUANT_ZERO;
	if (v->aggfn == DT_FN_LQUANTIZE && v->aggarg[0] <= 0 &&
	    v->aggarg[0] + v->aggarg[1] * v->aggarg[2] > 0 && (-v->aggarg[0]) % v->aggarg[1] == 0)
		return 1 + (int)(-v->aggarg[0] / v->aggarg[1]);
	return -1;
}

static void
dt_snap_free(dt_aggsnap_t *s)
{
	for (int r = 0; r < s->n; r++) {
		free(s->rows[r].key);
		free(s->rows[r].buckets);
		free(s->rows[r].cpuvals);
		free(s->rows[r].aliases);
	}
	free(s->rows);
	s->rows = NULL;
	s->n = 0;
}

/*
 * A row's value from the value words of ncpus CPUs (vsz bytes each): the
 * fold, and for the quantize family the merged buckets and the weight and
 * zero count that order histograms.
 */
static void
dt_row_fill(const dt_var_t *v, dt_aggrow_t *r, const char *vals, int vsz, int ncpus)
{
	int zb = dt_hist_zero(v);

	dt_agg_fold(r, v->aggfn, vals, vsz, ncpus);
	if (!DT_FN_ISHIST(v->aggfn))
		return;
	r->buckets = dt_zalloc(v->nbuckets * sizeof(int64_t));
	for (int c = 0; c < ncpus; c++) {
		for (int b = 0; b < v->nbuckets; b++) {
			int64_t x;

			memcpy(&x, vals + (size_t)c * vsz + 8 * b, 8);
			r->buckets[b] += x;
		}
	}
	r->weight = 0;
	for (int b = 0; b < v->nbuckets; b++)
		r->weight += (long double)r->buckets[b] * dt_hist_weight(v, b);
	r->zero = zb >= 0 ? r->buckets[zb] : 0;
}

/* keys as bytes (keysize each, passed as arg) in memcmp order */
static int
dt_keybytes_cmp(const void *a, const void *b, void *arg)
{
	return memcmp(a, b, (size_t)*(const int *)arg);
}

/* index of key in the n sorted keys at keys, or -1 */
static int
dt_keybytes_find(const char *keys, int n, int keysize, const char *key)
{
	int lo = 0, hi = n - 1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2, c = memcmp(keys + (size_t)mid * keysize, key, keysize);

		if (c == 0)
			return mid;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/*
 * An aggregation without keys (aggarray): its per-CPU values (the element
 * of the array) into vals (vsz bytes a CPU); 1 if some CPU set it.
 */
static int
dt_agg_array_read(dtrace_hdl_t *dtp, const dt_var_t *v, int vsz, char *vals)
{
	uint32_t zero = 0;

	if (v->mapfd < 0 || bpf_map_lookup_elem(v->mapfd, &zero, vals) != 0)
		return 0;
	for (int c = 0; c < dtp->ncpus; c++) {
		uint64_t set;

		memcpy(&set, vals + (size_t)c * vsz + v->presoff, 8);
		if (set != 0)
			return 1;
	}
	return 0;
}

/*
 * Take a key out of v's map: an aggregation without keys has its element
 * zeroed instead, the word that says it was set too (an array keeps its
 * element).
 */
static void
dt_agg_delete(dtrace_hdl_t *dtp, const dt_var_t *v, const char *key)
{
	if (v->aggarray) {
		uint32_t zero = 0;
		char *vals = dt_zalloc((size_t)((v->valsize + 7) & ~7) * dtp->ncpus);

		(void)bpf_map_update_elem(v->mapfd, &zero, vals, BPF_ANY);
		free(vals);
		return;
	}
	(void)bpf_map_delete_elem(v->mapfd, key);
}

/* does v have a key that names a symbol or module (func, sym, mod, u*)? */
static int
dt_agg_symkeys(const dt_var_t *v)
{
	for (int i = 0; i < v->nkeys; i++)
		if (v->keykind[i] == DT_DK_SYM || v->keykind[i] == DT_DK_MOD ||
		    v->keykind[i] == DT_DK_USYM || v->keykind[i] == DT_DK_UMOD)
			return 1;
	return 0;
}

/*
 * The keys clear() took out of the map that no update has put back: rows
 * of value zero (no value, for min() and max()), as DTrace shows a cleared
 * key until it is truncated.
 */
static void
dt_snap_cleared(dtrace_hdl_t *dtp, const dt_var_t *v, dt_aggsnap_t *s, int idx)
{
	int vsz = (v->valsize + 7) & ~7, n = s->n, ks = v->keysize;
	char *have = dt_zalloc((size_t)(n + 1) * ks);
	char *zero = dt_zalloc((size_t)vsz * dtp->ncpus);

	for (int r = 0; r < n; r++)
		memcpy(have + (size_t)r * ks, s->rows[r].key, ks);
	qsort_r(have, n, ks, dt_keybytes_cmp, &ks);
	s->rows = dt_realloc(s->rows, (size_t)(n + v->ncleared + 1) * sizeof(*s->rows));
	for (int c = 0; c < v->ncleared; c++) {
		const char *key = v->cleared + (size_t)c * ks;
		dt_aggrow_t *r;

		if (dt_keybytes_find(have, n, ks, key) >= 0)
			continue;
		r = &s->rows[s->n++];
		memset(r, 0, sizeof(*r));
		r->var = v;
		r->idx = idx;
		r->key = dt_zalloc(ks);
		memcpy(r->key, key, ks);
		dt_row_fill(v, r, zero, vsz, dtp->ncpus);
		if (dtp->aggpercpu || dt_agg_symkeys(v))	/* (merged from these) */
			r->cpuvals = dt_zalloc((size_t)vsz * dtp->ncpus);
	}
	free(have);
	free(zero);
}


typedef struct dt_symgroup {
	char *text;	/* the key as printed (symbols as text, other bytes raw) */
	int row;
} dt_symgroup_t;

static int
dt_symgroup_cmp(const void *a, const void *b)
{
	const dt_symgroup_t *x = a, *y = b;
	int c = strcmp(x->text, y->text);

	return c != 0 ? c : x->row - y->row;
}

/*
 * Keys naming symbols merge as DTrace merges them: the rows whose keys
 * print the same (every address inside one function for func(), inside
 * one module for mod(), and their user forms) become the first one's,
 * their CPUs' words combined; the others' raw keys are kept as its
 * aliases (trunc() deletes them with it).  The rows hold the CPUs' words
 * (cpuvals) on entry.
 */
static void
dt_snap_merge_syms(dtrace_hdl_t *dtp, const dt_var_t *v, dt_aggsnap_t *s, int vsz)
{
	dt_symgroup_t *g = dt_zalloc((size_t)(s->n + 1) * sizeof(*g));
	int ks = v->keysize, w = 0, n0 = s->n;

	for (int r = 0; r < s->n; r++) {
		const char *key = s->rows[r].key;
		size_t len = 2 * (size_t)ks + 1, n = 0;
		char *t;

		for (int i = 0; i < v->nkeys; i++)
			len += v->keykind[i] != DT_DK_PLAIN ? 4097 : 0;
		t = dt_zalloc(len);
		for (int i = 0; i < v->nkeys; i++) {
			const char *p = key + v->keyoff[i];
			int64_t a, b = 0;

			if (v->keykind[i] == DT_DK_PLAIN || v->keykind[i] == DT_DK_STACK ||
			    v->keykind[i] == DT_DK_USTACK || v->keykind[i] == DT_DK_UADDR) {
				int sz = v->keykind[i] == DT_DK_PLAIN ? v->keytypes[i]->size :
				    (i + 1 < v->nkeys ? v->keyoff[i + 1] : ks) - v->keyoff[i];

				for (int j = 0; j < sz && p + j < key + ks; j++)
					n += snprintf(t + n, len - n, "%02x", (unsigned char)p[j]);
				t[n++] = '|';
				continue;
			}
			memcpy(&a, p, 8);
			if (v->keykind[i] == DT_DK_USYM || v->keykind[i] == DT_DK_UMOD)
				memcpy(&b, p + 8, 8);
			if (v->keykind[i] == DT_DK_SYM || v->keykind[i] == DT_DK_MOD)
				dt_kaddr_str(dtp, (uint64_t)a, v->keykind[i] == DT_DK_SYM ?
				    DT_SYMFMT_FUNC : DT_SYMFMT_MOD, t + n, 4096);
			else
				dt_uaddr_str(dtp, (int)a, (uint64_t)b, v->keykind[i] == DT_DK_USYM ?
				    DT_SYMFMT_FUNC : DT_SYMFMT_MOD, t + n, 4096);
			n += strlen(t + n);
			t[n++] = '|';
		}
		g[r].text = t;
		g[r].row = r;
	}
	qsort(g, s->n, sizeof(*g), dt_symgroup_cmp);
	for (int a = 0; a < s->n; ) {
		int b = a + 1;
		dt_aggrow_t *r0 = &s->rows[g[a].row];

		while (b < s->n && strcmp(g[b].text, g[a].text) == 0)
			b++;
		if (b - a > 1) {
			r0->aliases = dt_zalloc((size_t)(b - a - 1) * ks);
			for (int m = a + 1; m < b; m++) {
				dt_aggrow_t *rm = &s->rows[g[m].row];

				for (int c = 0; c < dtp->ncpus; c++)
					dt_agg_words_merge(v->aggfn, r0->cpuvals + (size_t)c * vsz,
					    rm->cpuvals + (size_t)c * vsz, vsz);
				memcpy(r0->aliases + (size_t)r0->naliases++ * ks, rm->key, ks);
				free(rm->key);
				free(rm->buckets);
				free(rm->cpuvals);
				free(rm->aliases);
				rm->key = NULL;
			}
			free(r0->buckets);
			r0->buckets = NULL;
			dt_row_fill(v, r0, r0->cpuvals, vsz, dtp->ncpus);
		}
		a = b;
	}
	for (int r = 0; r < s->n; r++)		/* the merged-away rows out, in order */
		if (s->rows[r].key != NULL)
			s->rows[w++] = s->rows[r];
	/* a kernel symbol key names its function's start (what %a prints);
	 * the key as read is kept among the aliases */
	for (int r = 0; r < w; r++) {
		dt_aggrow_t *rr = &s->rows[r];

		for (int i = 0; i < v->nkeys; i++) {
			const char *sym, *mod;
			uint64_t a, off;

			if (v->keykind[i] != DT_DK_SYM)
				continue;
			memcpy(&a, rr->key + v->keyoff[i], 8);
			if (dt_ksym_addr(dtp, a, &sym, &mod, &off) != 0 || off == 0)
				continue;
			rr->aliases = dt_realloc(rr->aliases, (size_t)(rr->naliases + 1) * ks);
			memcpy(rr->aliases + (size_t)rr->naliases++ * ks, rr->key, ks);
			a -= off;
			memcpy(rr->key + v->keyoff[i], &a, 8);
		}
	}
	s->n = w;
	for (int r = 0; r < n0; r++)
		free(g[r].text);
	free(g);
}

/*
 * Every key of v's map (shared maps: all aggregations' keys) with its
 * CPUs' values (vsz bytes each), into *keys and *vals; returns how many.
 * Read in batches (BPF_MAP_LOOKUP_BATCH: a few system calls for a million
 * keys), or one key at a time where the kernel has no batches.  A batch
 * that would split a hash bucket fails with ENOSPC and is retried larger.
 */
#define DT_AGG_BATCH	4096

static size_t
dt_agg_read(dtrace_hdl_t *dtp, const dt_var_t *v, int vsz, char **keys, char **vals)
{
	size_t n = 0, cap = 0, ks = (size_t)v->keysize, vs = (size_t)vsz * dtp->ncpus;
	uint32_t want = DT_AGG_BATCH;
	uint64_t in = 0, out = 0;
	int first = 1;

	*keys = *vals = NULL;
	if (v->mapfd < 0)
		return 0;
	if (v->aggarray) {	/* no keys: one element, if some CPU set it */
		*keys = dt_zalloc(ks);
		*vals = dt_zalloc(vs);
		return (size_t)dt_agg_array_read(dtp, v, vsz, *vals);
	}
	for (;;) {
		__u32 count = want;
		int err;

		if (n + count > cap) {
			cap = (n + count) * 2;
			*keys = dt_realloc(*keys, cap * ks);
			*vals = dt_realloc(*vals, cap * vs);
		}
		err = bpf_map_lookup_batch(v->mapfd, first ? NULL : &in, &out, *keys + n * ks,
		    *vals + n * vs, &count, NULL);
		if (err != 0 && errno == ENOSPC && count == 0) {
			want *= 2;	/* a bucket bigger than the batch */
			continue;
		}
		if (err != 0 && errno != ENOENT) {
			if (first)
				break;	/* no batches here: one key at a time below */
			return n;
		}
		n += count;
		if (err != 0)	/* ENOENT: the last batch */
			return n;
		in = out;
		first = 0;
	}
	{
		char *cur = dt_zalloc(ks), *next = dt_zalloc(ks);
		void *prev = NULL;

		while (bpf_map_get_next_key(v->mapfd, prev, next) == 0) {
			memcpy(cur, next, ks);
			prev = cur;
			if (n == cap) {
				cap = cap ? cap * 2 : 64;
				*keys = dt_realloc(*keys, cap * ks);
				*vals = dt_realloc(*vals, cap * vs);
			}
			if (bpf_map_lookup_elem(v->mapfd, cur, *vals + n * vs) == 0)
				memcpy(*keys + n++ * ks, cur, ks);
		}
		free(cur);
		free(next);
	}
	return n;
}

/* every key of v's map, all read before any is deleted (keysize bytes each) */
static char *
dt_agg_keys(dtrace_hdl_t *dtp, const dt_var_t *v, int *np)
{
	int vsz = (v->valsize + 7) & ~7, n = 0;
	size_t ks = (size_t)v->keysize;
	char *keys, *vals;
	size_t nread = dt_agg_read(dtp, v, vsz, &keys, &vals);

	for (size_t i = 0; i < nread; i++)	/* in a shared map, its own */
		if (dt_agg_owns(v, keys + i * ks))
			memmove(keys + (size_t)n++ * ks, keys + i * ks, ks);
	free(vals);
	*np = n;
	return keys;
}

/* every key of v's map and its folded value; idx tags the rows */
static int
dt_agg_snapshot(dtrace_hdl_t *dtp, const dt_var_t *v, dt_aggsnap_t *s, int idx)
{
	int vsz = (v->valsize + 7) & ~7, syms = dt_agg_symkeys(v);
	size_t vs = (size_t)vsz * dtp->ncpus, ks = (size_t)v->keysize;
	char *keys, *vals;
	size_t nread = dt_agg_read(dtp, v, vsz, &keys, &vals);

	s->rows = nread > 0 ? dt_zalloc(nread * sizeof(*s->rows)) : NULL;
	s->n = 0;
	for (size_t i = 0; i < nread; i++) {
		const char *key = keys + i * ks, *cv = vals + i * vs;
		dt_aggrow_t *r;

		if (!dt_agg_owns(v, key))	/* another aggregation's, in a shared map */
			continue;
		r = &s->rows[s->n++];
		r->var = v;
		r->idx = idx;
		r->key = dt_zalloc(ks);
		memcpy(r->key, key, ks);
		dt_row_fill(v, r, cv, vsz, dtp->ncpus);
		if (dtp->aggpercpu || syms) {
			r->cpuvals = dt_zalloc(vs);
			memcpy(r->cpuvals, cv, vs);
		}
	}
	free(keys);
	free(vals);
	if (v->ncleared > 0)
		dt_snap_cleared(dtp, v, s, idx);
	if (syms && s->n > 0)
		dt_snap_merge_syms(dtp, v, s, vsz);
	if (syms && !dtp->aggpercpu) {
		for (int r = 0; r < s->n; r++) {
			free(s->rows[r].cpuvals);
			s->rows[r].cpuvals = NULL;
		}
	}
	return 0;
}

/*
 * Keep only the rows whose keys trunc(@, n) kept earlier in the record
 * being handled: DTrace prints its truncated copy, which keys added to the
 * map since then are not in.
 */
static void
dt_snap_keep(const dt_var_t *v, dt_aggsnap_t *s)
{
	int w = 0;

	for (int r = 0; r < s->n; r++) {
		if (dt_keybytes_find(v->kept, v->nkept, v->keysize, s->rows[r].key) >= 0) {
			s->rows[w++] = s->rows[r];
			continue;
		}
		free(s->rows[r].key);
		free(s->rows[r].buckets);
		free(s->rows[r].cpuvals);
		free(s->rows[r].aliases);
	}
	s->n = w;
}

/* ---- the consumer's snapshots (aggrate) ---- */

/* v's last snapshot, dropped */
void
dt_aggregate_forget(dt_var_t *v)
{
	if (v->snap != NULL) {
		dt_snap_free(v->snap);
		free(v->snap);
		v->snap = NULL;
	}
}

/* take v's snapshot now */
static void
dt_agg_resnap(dtrace_hdl_t *dtp, dt_var_t *v)
{
	dt_aggsnap_t *s = dt_zalloc(sizeof(*s));

	dt_aggregate_forget(v);
	dt_agg_snapshot(dtp, v, s, 0);
	v->snap = s;
}

/* a copy of v's last snapshot (taken now if it has none), its rows tagged idx */
static void
dt_agg_cached(dtrace_hdl_t *dtp, dt_var_t *v, dt_aggsnap_t *s, int idx)
{
	int vsz = (v->valsize + 7) & ~7, ks = v->keysize;
	const dt_aggsnap_t *c;

	if (v->snap == NULL)
		dt_agg_resnap(dtp, v);
	c = v->snap;
	s->n = c->n;
	s->rows = dt_zalloc((size_t)(c->n + 1) * sizeof(*s->rows));
	for (int i = 0; i < c->n; i++) {
		const dt_aggrow_t *f = &c->rows[i];
		dt_aggrow_t *r = &s->rows[i];

		*r = *f;
		r->idx = idx;
		r->key = dt_zalloc(ks);
		memcpy(r->key, f->key, ks);
		if (f->buckets != NULL) {
			r->buckets = dt_zalloc(v->nbuckets * sizeof(int64_t));
			memcpy(r->buckets, f->buckets, v->nbuckets * sizeof(int64_t));
		}
		if (f->cpuvals != NULL) {
			r->cpuvals = dt_zalloc((size_t)vsz * dtp->ncpus);
			memcpy(r->cpuvals, f->cpuvals, (size_t)vsz * dtp->ncpus);
		}
		if (f->aliases != NULL) {
			r->aliases = dt_zalloc((size_t)f->naliases * ks + 1);
			memcpy(r->aliases, f->aliases, (size_t)f->naliases * ks);
		}
	}
}

/*
 * Once every aggrate (and at once when dtp->lastagg is 0, as dtrace_stop
 * sets it), called by the consumer's pass between waiting for records and
 * reading them: the snapshots of the aggregations that printa() uses are
 * taken again.  (An aggregation printa() has not used yet has none: its
 * first printa() takes it; the end of tracing prints fresh ones.)
 */
void
dt_aggregate_snap(dtrace_hdl_t *dtp)
{
	struct timespec ts;
	uint64_t now;

	if (dtp->prog == NULL || dtp->prog->aggs == NULL)
		return;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	now = (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
	if (dtp->lastagg != 0) {
		if (now - dtp->lastagg < (uint64_t)dtp->aggrate_ns)
			return;
		dtp->lastagg += (uint64_t)dtp->aggrate_ns;
		if (now - dtp->lastagg >= (uint64_t)dtp->aggrate_ns)
			dtp->lastagg = now;	/* (passes far apart: no catching up) */
	} else {
		dtp->lastagg = now;
	}
	for (dt_var_t *v = dtp->prog->aggs; v != NULL; v = v->next)
		if (v->snap != NULL && v->mapfd >= 0)
			dt_agg_resnap(dtp, v);
}

/*
 * A record that clears or truncates v: its snapshot is taken again before
 * the record's actions, so that what a printa() before the clear() or
 * trunc() shows is all that they take out of the map.
 */
void
dt_aggregate_refresh(dtrace_hdl_t *dtp, dt_var_t *v)
{
	if (v->snap != NULL && v->mapfd >= 0)
		dt_agg_resnap(dtp, v);
}

/* ---- keys: one function per key type ---- */
static void
dt_print_key_string(FILE *fp, const dt_var_t *v, int i, const char *key)
{
	const char *p = key + v->keyoff[i];

	fprintf(fp, "  %-50.*s", (int)strnlen(p, (size_t)v->keystrlen[i]), p);
}

static void
dt_print_key_int(FILE *fp, const dt_var_t *v, int i, const char *key)
{
	switch (v->keytypes[i]->size) {
	/* as DTrace prints keys: 1- and 2-byte ones as unsigned, wider ones signed */
	case 1: fprintf(fp, " %3d", (int)(uint8_t)dt_keyint(v, i, key)); break;
	case 2: fprintf(fp, " %5d", (int)(uint16_t)dt_keyint(v, i, key)); break;
	case 4: fprintf(fp, " %8d", (int)dt_keyint(v, i, key)); break;
	default: fprintf(fp, " %16lld", (long long)dt_keyint(v, i, key)); break;
	}
}

static void
dt_print_key(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, int i, const char *key)
{
	if (v->keykind[i] != DT_DK_PLAIN)	/* a stack or a symbol (dt_stack.c) */
		dt_print_datum(dtp, fp, v->keykind[i], key + v->keyoff[i], v->keytypes[i]->size);
	else if (v->keytypes[i]->kind == DT_TK_STRING)
		dt_print_key_string(fp, v, i, key);
	else
		dt_print_key_int(fp, v, i, key);
}

/* key i as a printf argument */
static void
dt_key_arg(const dt_var_t *v, int i, const char *key, dt_pfarg_t *a)
{
	const dt_type_t *t = v->keytypes[i];

	memset(a, 0, sizeof(*a));
	if (t->kind == DT_TK_STRING) {
		a->kind = DT_PFARG_STR;
		a->str = key + v->keyoff[i];
		a->size = v->keystrlen[i];
		return;
	}
	a->kind = t->kind == DT_TK_PTR ? DT_PFARG_PTR : t->sign ? DT_PFARG_INT : DT_PFARG_UINT;
	a->size = t->size;
	a->val = (uint64_t)dt_keyint(v, i, key);
}

/*
 * Key i as argument #ai of a printa() format: a stack or ustack key for %k
 * as the text stack() and ustack() print (dt_datum_text: "%-14k" indents
 * the frames 14, "%40k" right-aligns each in 40), any other as a value.
 */
static void
dt_key_argv(dtrace_hdl_t *dtp, const struct dt_pfprog *pf, int ai, const dt_var_t *v, int i,
    const char *key, dt_pfarg_t *a, char **textp)
{
	dt_pfarginfo_t info;

	if ((v->keykind[i] != DT_DK_STACK && v->keykind[i] != DT_DK_USTACK) ||
	    dt_printf_arginfo(pf, ai, &info) != 0 || info.kind != DT_PFCONV_STACK) {
		dt_key_arg(v, i, key, a);
		return;
	}
	*textp = dt_datum_text(dtp, v->keykind[i], key + v->keyoff[i], v->keytypes[i]->size,
	    info.width, info.left);
	memset(a, 0, sizeof(*a));
	a->kind = DT_PFARG_TEXT;
	a->str = *textp != NULL ? *textp : "";
}

/* ---- values ---- */
static void
dt_print_hist(FILE *fp, const dt_var_t *v, const int64_t *q, uint64_t normal, int zoom)
{
	int64_t *zq = NULL;

	if (q == NULL)		/* a key this aggregation does not have: all zero */
		q = zq = dt_zalloc(v->nbuckets * sizeof(int64_t));
	switch (v->aggfn) {
	case DT_FN_QUANTIZE:
		dt_hist_quantize(fp, q, normal, zoom);
		break;
	case DT_FN_LQUANTIZE:
		dt_hist_lquantize(fp, q, v->aggarg[0], v->aggarg[1], (int)v->aggarg[2], normal, zoom);
		break;
	default:
		dt_hist_llquantize(fp, q, v->nbuckets, (int)v->aggarg[0], (int)v->aggarg[1],
		    (int)v->aggarg[2], (int)v->aggarg[3], normal, zoom);
		break;
	}
	free(zq);
}

/* the default form of one value (r NULL: the aggregation has no such key) */
static void
dt_print_value(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const dt_aggrow_t *r)
{
	uint64_t normal = v->normal ? v->normal : 1;

	if (DT_FN_ISHIST(v->aggfn))
		dt_print_hist(fp, v, r ? r->buckets : NULL, normal, dtp->aggzoom);
	else if (v->aggfn == DT_FN_STDDEV)
		fprintf(fp, " %16llu", (unsigned long long)(r ? dt_agg_value(r, v->aggfn, normal) : 0));
	else
		fprintf(fp, " %16lld", (long long)(r ? dt_agg_value(r, v->aggfn, normal) : 0));
}

/* is CPU c online (sysfs; a CPU without an online file, as cpu0 often is, is) */
static int
dt_cpu_online(int c)
{
	char path[64];
	FILE *f;
	int on = 1;

	snprintf(path, sizeof(path), "/sys/devices/system/cpu/cpu%d/online", c);
	if ((f = fopen(path, "r")) != NULL) {
		if (fscanf(f, "%d", &on) != 1)
			on = 1;
		fclose(f);
	}
	return on != 0;
}

/*
 * -x aggpercpu: after a row's value in the default form, the value of each
 * online CPU alone, each on its own line as "    [CPU n]" and the value in
 * the same form (Oracle DTrace's layout; illumos keeps the per-CPU data for
 * API consumers and prints none).  A CPU that holds no value for the key
 * shows what its empty value folds to: 0, an empty histogram, and for
 * min()/max() the identity INT64_MAX/INT64_MIN, as Oracle DTrace prints
 * them.
 */
static void
dt_print_percpu(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const dt_aggrow_t *r)
{
	int vsz = (v->valsize + 7) & ~7;
	char *zero = NULL;

	if (r == NULL || r->cpuvals == NULL)
		zero = dt_zalloc((size_t)vsz * dtp->ncpus);
	for (int c = 0; c < dtp->ncpus; c++) {
		dt_aggrow_t cr;

		if (!dt_cpu_online(c))
			continue;
		memset(&cr, 0, sizeof(cr));
		cr.var = v;
		dt_row_fill(v, &cr, (zero ? zero : r->cpuvals) + (size_t)c * vsz, vsz, 1);
		if ((v->aggfn == DT_FN_MIN || v->aggfn == DT_FN_MAX) && !cr.seen)
			cr.val = v->aggfn == DT_FN_MIN ? INT64_MAX : INT64_MIN;
		fprintf(fp, "\n    [CPU %d]", c);
		dt_print_value(dtp, fp, v, &cr);
		free(cr.buckets);
	}
	free(zero);
}

/* the value as a printa() %@ argument (histograms drawn as text into *textp) */
static void
dt_value_arg(dtrace_hdl_t *dtp, const dt_var_t *v, const dt_aggrow_t *r, dt_pfarg_t *a,
    char **textp)
{
	uint64_t normal = v->normal ? v->normal : 1;

	memset(a, 0, sizeof(*a));
	if (DT_FN_ISHIST(v->aggfn)) {
		size_t len = 0;
		FILE *m = open_memstream(textp, &len);

		if (m != NULL) {
			dt_print_hist(m, v, r ? r->buckets : NULL, normal, dtp->aggzoom);
			fclose(m);
		}
		a->kind = DT_PFARG_TEXT;
		a->str = *textp ? *textp : "";
		a->size = 0;
		return;
	}
	a->kind = v->aggfn == DT_FN_STDDEV ? DT_PFARG_UINT : DT_PFARG_INT;
	a->size = 8;
	a->val = (uint64_t)(r ? dt_agg_value(r, v->aggfn, normal) : 0);
}

static int
dt_agg_has_stack(const dt_var_t *v)
{
	for (int i = 0; i < v->nkeys; i++)
		if (v->keykind[i] == DT_DK_STACK || v->keykind[i] == DT_DK_USTACK)
			return 1;
	return 0;
}

/*
 * -x stackfmt=folded: the keys of a row of an aggregation keyed by a stack
 * as the text of one line, "key;key;frame;...;frame": the keys in order,
 * the frames of stack keys root first; an empty stack adds no field (no
 * ";;").
 */
static void
dt_agg_folded_key(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const char *key)
{
	int fields = 0;		/* fields printed so far: a ';' before the next */

	for (int i = 0; i < v->nkeys; i++) {
		const dt_type_t *t = v->keytypes[i];
		const char *p = key + v->keyoff[i];
		int frames = dt_print_folded(dtp, fp, v->keykind[i], p, t->size,
		    fields > 0 ? ";" : "");

		if (frames >= 0) {
			fields += frames;
			continue;
		}
		if (fields++ > 0)
			fputc(';', fp);
		if (v->keykind[i] != DT_DK_PLAIN) {	/* a symbol: its text, unpadded */
			char buf[4096];
			int64_t a, b;

			memcpy(&a, p, 8);
			memcpy(&b, p + 8 < key + v->keysize ? p + 8 : p, 8);
			if (v->keykind[i] == DT_DK_SYM || v->keykind[i] == DT_DK_MOD)
				dt_kaddr_str(dtp, (uint64_t)a, v->keykind[i] == DT_DK_SYM ?
				    DT_SYMFMT_FUNC : DT_SYMFMT_MOD, buf, sizeof(buf));
			else
				dt_uaddr_str(dtp, (int)a, (uint64_t)b, v->keykind[i] == DT_DK_USYM ?
				    DT_SYMFMT_FUNC : v->keykind[i] == DT_DK_UMOD ? DT_SYMFMT_MOD :
				    DT_SYMFMT_ADDR, buf, sizeof(buf));
			fputs(buf, fp);
		} else if (t->kind == DT_TK_STRING) {
			fprintf(fp, "%.*s", (int)strnlen(p, (size_t)v->keystrlen[i]), p);
		} else {
			fprintf(fp, "%lld", (long long)dt_keyint(v, i, key));
		}
	}
}

/* a folded line: its text and the row of its merged value */
typedef struct dt_foldrow {
	dt_aggrow_t row;
	char *text;
} dt_foldrow_t;

static int
dt_foldtextcmp(const dtrace_hdl_t *dtp, const void *a, const void *b)
{
	return strcmp(a, b);
}

/* folded lines in the order of rows (dt_rowcmp), their text for their keys */
static int
dt_foldcmp(const void *pa, const void *pb, void *arg)
{
	const dt_foldrow_t *a = pa, *b = pb;

	return dt_ordercmp(arg, &a->row, &b->row, dt_foldtextcmp, a->text, b->text);
}

/* a row's folded value as one CPU's value words (what dt_agg_fold reads) */
static void
dt_row_words(const dt_aggrow_t *r, dt_func_t fn, char *words)
{
	int64_t x[4] = { r->val, 0, 0, 0 };

	if (fn == DT_FN_MIN || fn == DT_FN_MAX) {
		x[1] = r->seen;
	} else if (fn == DT_FN_AVG || fn == DT_FN_STDDEV) {
		x[0] = r->w[0];
		x[1] = r->w[1];
		x[2] = (int64_t)(uint64_t)r->sq;
		x[3] = (int64_t)(uint64_t)(r->sq >> 64);
	}
	memcpy(words, x, sizeof(x));
}

/*
 * -x stackfmt=folded: the n rows of v (keyed by a stack, not a histogram)
 * as folded lines, "text value".  Rows whose lines read the same (stacks
 * that differ only in offsets within functions, or in frames past the
 * ones named) are one line, their values combined as the CPUs' are
 * (dt_agg_words_merge): a folded line is the whole of its stack, as
 * flamegraph.pl and speedscope expect.  Sorted as rows are, by value,
 * ties by text.
 */
static void
dt_agg_print_folded(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const dt_aggrow_t *rows, int n)
{
	dt_symgroup_t *g = dt_zalloc((size_t)n * sizeof(*g));
	dt_foldrow_t *f = dt_zalloc((size_t)n * sizeof(*f));
	int nf = 0;

	for (int r = 0; r < n; r++) {
		size_t len = 0;
		FILE *mp = open_memstream(&g[r].text, &len);

		if (mp == NULL) {
			g[r].text = dt_strdup("");
		} else {
			dt_agg_folded_key(dtp, mp, v, rows[r].key);
			fclose(mp);
		}
		g[r].row = r;
	}
	qsort(g, n, sizeof(*g), dt_symgroup_cmp);
	for (int a = 0, b; a < n; a = b) {
		char acc[32] = { 0 }, w[32];

		for (b = a; b < n && strcmp(g[b].text, g[a].text) == 0; b++) {
			dt_row_words(&rows[g[b].row], v->aggfn, w);
			dt_agg_words_merge(v->aggfn, acc, w, sizeof(acc));
		}
		f[nf].row = rows[g[a].row];
		dt_agg_fold(&f[nf].row, v->aggfn, acc, sizeof(acc), 1);
		f[nf++].text = g[a].text;
	}
	qsort_r(f, nf, sizeof(*f), dt_foldcmp, dtp);
	for (int i = 0; i < nf; i++)
		fprintf(fp, "%s %lld\n", f[i].text, (long long)dt_agg_value(&f[i].row, v->aggfn,
		    v->normal ? v->normal : 1));
	for (int r = 0; r < n; r++)
		free(g[r].text);
	free(g);
	free(f);
}

/* ---- packed histograms (-x aggpack) ---- */
static int
dt_agg_packed(const dtrace_hdl_t *dtp, const dt_var_t *v)
{
	return dtp->aggpack && (v->aggfn == DT_FN_QUANTIZE || v->aggfn == DT_FN_LQUANTIZE);
}

/* UTF-8 cells unless -x encoding=ascii or a terminal that cannot show them */
static int
dt_pack_utf8(const dtrace_hdl_t *dtp)
{
	const char *term = getenv("TERM");

	if (dtp->encoding != 0)
		return dtp->encoding == 2;
	return term != NULL && strcmp(term, "dumb") != 0 && strcmp(term, "sun") != 0 &&
	    strcmp(term, "sun-color") != 0;
}

/* one packed row's table (q: the buckets, NULL for none), lo..hi for quantize */
static void
dt_pack_row(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const int64_t *q, int lo, int hi)
{
	int64_t *zq = NULL;

	if (q == NULL)
		q = zq = dt_zalloc(v->nbuckets * sizeof(int64_t));
	if (v->aggfn == DT_FN_QUANTIZE)
		dt_pack_quantize(fp, q, lo, hi, dtp->aggzoom, dt_pack_utf8(dtp));
	else
		dt_pack_lquantize(fp, q, v->aggarg[0], v->aggarg[1], (int)v->aggarg[2],
		    dtp->aggzoom, dt_pack_utf8(dtp));
	free(zq);
}

/*
 * -x aggpack: quantize() and lquantize() rows each on one line, as illumos
 * prints them.  A heading first: a column as wide as the keys (each key
 * its width, 3, 5, 8 or 16 by size, and a space), " min .", a '-' per
 * bucket, ". max | count".  quantize() rows share the buckets from one
 * below the lowest non-zero bucket of any row to one above the highest (a
 * row with none counts as the bucket of 0); lquantize() rows show every
 * bucket.  String keys are " %16s" here; the counts are not normalized.
 * With aggpercpu each row is followed by "    [CPU n]" and that CPU's row.
 */
static void
dt_print_packed(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const dt_aggrow_t *rows, int n)
{
	int keywidth = 0, minbin = -1, maxbin = -1, lo = 0, hi = 0;
	int vsz = (v->valsize + 7) & ~7;

	for (int i = 0; i < v->nkeys; i++) {
		int sz = v->keytypes[i]->size;

		keywidth += (sz == 1 ? 3 : sz == 2 ? 5 : sz == 4 ? 8 : 16) + 1;
	}
	if (v->aggfn == DT_FN_QUANTIZE) {
		for (int r = 0; r < n; r++) {
			int first = -1, last = -1;

			for (int b = 0; b < DT_QUANT_NBUCKETS; b++) {
				if (rows[r].buckets[b] == 0)
					continue;
				if (first < 0)
					first = b;
				last = b;
			}
			if (first < 0)
				first = last = DT_QUANT_ZERO;
			if (minbin < 0 || first < minbin)
				minbin = first;
			if (last > maxbin)
				maxbin = last;
		}
		dt_pack_qrange(minbin < 0 ? DT_QUANT_ZERO : minbin,
		    maxbin < 0 ? DT_QUANT_ZERO : maxbin, &lo, &hi);
		dt_pack_hdr_quantize(fp, keywidth, lo, hi);
	} else {
		dt_pack_hdr_lquantize(fp, keywidth, (int)v->aggarg[2]);
	}
	for (int r = 0; r < n; r++) {
		const dt_aggrow_t *row = &rows[r];

		for (int i = 0; i < v->nkeys; i++) {
			if (v->keykind[i] == DT_DK_PLAIN && v->keytypes[i]->kind == DT_TK_STRING)
				fprintf(fp, " %16.*s", (int)strnlen(row->key + v->keyoff[i],
				    (size_t)v->keystrlen[i]), row->key + v->keyoff[i]);
			else
				dt_print_key(dtp, fp, v, i, row->key);
		}
		dt_pack_row(dtp, fp, v, row->buckets, lo, hi);
		for (int c = 0; dtp->aggpercpu && row->cpuvals != NULL && c < dtp->ncpus; c++) {
			dt_aggrow_t cr;

			if (!dt_cpu_online(c))
				continue;
			memset(&cr, 0, sizeof(cr));
			dt_row_fill(v, &cr, row->cpuvals + (size_t)c * vsz, vsz, 1);
			fprintf(fp, "    [CPU %d]", c);
			dt_pack_row(dtp, fp, v, cr.buckets, lo, hi);
			free(cr.buckets);
		}
	}
}

/*
 * The printer of v's sorted rows where their form needs all of them at
 * once, as the end of tracing and printa(@) print them: packed histograms
 * (-x aggpack, dt_print_packed) or folded lines (-x stackfmt=folded, rows
 * keyed by a stack and not a histogram, dt_agg_print_folded).  NULL:
 * each row prints on its own.
 */
typedef void dt_agg_printall_f(dtrace_hdl_t *, FILE *, const dt_var_t *, const dt_aggrow_t *,
    int);

static dt_agg_printall_f *
dt_agg_printall(const dtrace_hdl_t *dtp, const dt_var_t *v)
{
	if (dt_agg_packed(dtp, v))
		return dt_print_packed;
	if (dtp->stackfmt_folded && !DT_FN_ISHIST(v->aggfn) && dt_agg_has_stack(v))
		return dt_agg_print_folded;
	return NULL;
}

/* ---- printing ---- */
int
dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	int nv = 0;
	dt_var_t **order = NULL;

	dtp->aggsnap++;
	/* DTrace sorts the rows of all aggregations as one list, aggregation
	 * first: in order of definition, reversed with aggsortrev */
	for (dt_var_t *v = dtp->prog != NULL ? dtp->prog->aggs : NULL; v != NULL; v = v->next) {
		order = dt_realloc(order, (nv + 1) * sizeof(*order));
		order[nv++] = v;
	}
	for (int o = 0; o < nv; o++) {
		dt_var_t *v = order[dtp->aggsortrev ? nv - 1 - o : o];
		dt_aggsnap_t s;
		dt_agg_printall_f *printall;

		if (v->mapfd < 0 || v->printed)
			continue;
		dt_agg_snapshot(dtp, v, &s, 0);
		if (s.n > 0 && dtp->json) {	/* -x json: each row a line (dt_json.c) */
			qsort_r(s.rows, s.n, sizeof(*s.rows), dt_rowcmp, dtp);
			for (int r = 0; r < s.n; r++)
				dt_agg_json_row(dtp, fp, v, &s.rows[r]);
		} else if (s.n > 0) {
			/* one list: no line between aggregations (a histogram
			 * brings its own empty lines) */
			qsort_r(s.rows, s.n, sizeof(*s.rows), dt_rowcmp, dtp);
			if ((printall = dt_agg_printall(dtp, v)) != NULL) {
				printall(dtp, fp, v, s.rows, s.n);
				dt_snap_free(&s);
				continue;
			}
			for (int r = 0; r < s.n; r++) {
				for (int i = 0; i < v->nkeys; i++)
					dt_print_key(dtp, fp, v, i, s.rows[r].key);
				dt_print_value(dtp, fp, v, &s.rows[r]);
				if (dtp->aggpercpu)
					dt_print_percpu(dtp, fp, v, &s.rows[r]);
				fputc('\n', fp);	/* the record's own newline */
			}
		}
		dt_snap_free(&s);
	}
	free(order);
	fflush(fp);
	return 0;
}

/*
 * dtrace_aggregate_walk(): every aggregation read afresh, its rows in the
 * order the end of tracing prints them, each as data to f (dtrace.h).
 */
int
dt_aggregate_walk(dtrace_hdl_t *dtp, dtrace_aggwalk_f *f, void *arg)
{
	int nv = 0, stop = 0;
	dt_var_t **order = NULL;
	dt_recset_t rs = { 0 };

	for (dt_var_t *v = dtp->prog != NULL ? dtp->prog->aggs : NULL; v != NULL; v = v->next) {
		order = dt_realloc(order, (nv + 1) * sizeof(*order));
		order[nv++] = v;
	}
	for (int o = 0; o < nv && !stop; o++) {
		dt_var_t *v = order[dtp->aggsortrev ? nv - 1 - o : o];
		dt_aggsnap_t s;

		if (v->mapfd < 0)
			continue;
		dt_agg_snapshot(dtp, v, &s, 0);
		qsort_r(s.rows, s.n, sizeof(*s.rows), dt_rowcmp, dtp);
		for (int r = 0; r < s.n && !stop; r++) {
			dtrace_aggdata_t ad;

			dt_agg_rowdata(dtp, v, &s.rows[r], &rs, &ad);
			stop = f(dtp, &ad, arg) != DTRACE_CONSUME_NEXT;
		}
		dt_snap_free(&s);
	}
	dt_recset_free(&rs);
	free(order);
	return stop;
}

/* join rows of several aggregations by key */
static int
dt_joincmp(const void *pa, const void *pb)
{
	const dt_aggrow_t *a = pa, *b = pb;
	int c = dt_keycmp(a->var, a->key, b->var, b->key, 0);

	return c != 0 ? c : a->idx - b->idx;
}

/* a printa() line: one joined key, its rows in each aggregation (NULL: none) */
typedef struct dt_joined {
	const dt_aggrow_t **rows;	/* naggv of them, in one block for all lines */
	dt_aggrow_t sortrow;	/* the row of aggregation #aggsortpos (a copy) */
} dt_joined_t;

static int
dt_joinedcmp(const void *pa, const void *pb, void *arg)
{
	const dt_joined_t *a = pa, *b = pb;

	return dt_rowcmp(&a->sortrow, &b->sortrow, arg);
}

/*
 * printa(): with no format, a newline and the rows in the default form;
 * with one, the format per row, its %@ conversions taking the values of
 * the aggregations in order (the last one again if there are more), its
 * other conversions the keys in order.  Keys missing from an aggregation
 * of several print as 0 or an empty histogram.  The aggregations are
 * marked printed (not printed again at exit) when they had rows.
 */
int
dt_aggregate_printa(dtrace_hdl_t *dtp, FILE *fp, dt_var_t *const *aggv, int naggv,
    struct dt_pfprog *pf)
{
	dt_aggsnap_t all = { NULL, 0 };
	dt_joined_t *lines = NULL;
	const dt_aggrow_t **rowptrs = NULL;
	dt_agg_printall_f *printall;
	int nlines = 0, rc = 0, sortpos;

	if (naggv > 64)
		naggv = 64;
	dtp->aggsnap++;		/* -x json: the rows' snapshot */
	for (int j = 0; j < naggv; j++) {
		dt_aggsnap_t s;

		dt_agg_cached(dtp, aggv[j], &s, j);
		if (aggv[j]->kept != NULL && aggv[j]->keptrec == dtp->nrec)
			dt_snap_keep(aggv[j], &s);
		all.rows = dt_realloc(all.rows, (all.n + s.n + 1) * sizeof(dt_aggrow_t));
		if (s.n > 0)
			memcpy(all.rows + all.n, s.rows, s.n * sizeof(dt_aggrow_t));
		all.n += s.n;
		if (s.n > 0)
			aggv[j]->printed = 1;
		free(s.rows);
	}
	if (all.n > 0)
		qsort(all.rows, all.n, sizeof(dt_aggrow_t), dt_joincmp);
	lines = dt_zalloc((all.n + 1) * sizeof(dt_joined_t));
	rowptrs = dt_zalloc(((size_t)all.n + 1) * (size_t)naggv * sizeof(*rowptrs));
	sortpos = dtp->aggsortpos < naggv ? dtp->aggsortpos : 0;
	for (int r = 0; r < all.n; r++) {
		dt_joined_t *l;

		if (r == 0 || dt_keycmp(all.rows[r].var, all.rows[r].key, all.rows[r - 1].var,
		    all.rows[r - 1].key, 0) != 0) {
			l = &lines[nlines];
			l->rows = rowptrs + (size_t)nlines++ * (size_t)naggv;
			l->sortrow = all.rows[r];
			l->sortrow.val = 0;
			l->sortrow.weight = 0;
			l->sortrow.zero = 0;
			l->sortrow.buckets = NULL;
		}
		l = &lines[nlines - 1];
		l->rows[all.rows[r].idx] = &all.rows[r];
		if (all.rows[r].idx == sortpos) {
			l->sortrow = all.rows[r];
		}
	}
	qsort_r(lines, nlines, sizeof(dt_joined_t), dt_joinedcmp, dtp);

	if (dtp->json) {	/* -x json: each aggregation's row of each key (dt_json.c) */
		for (int i = 0; i < nlines; i++)
			for (int j = 0; j < naggv; j++)
				if (lines[i].rows[j] != NULL)
					dt_agg_json_row(dtp, fp, aggv[j], lines[i].rows[j]);
		goto done;
	}

	if (pf == NULL)
		fputc('\n', fp);
	/* packed or folded: printa(@) as the end of tracing prints it */
	if (pf == NULL && naggv == 1 && nlines > 0 &&
	    (printall = dt_agg_printall(dtp, aggv[0])) != NULL) {
		dt_aggrow_t *rows = dt_zalloc(nlines * sizeof(*rows));

		for (int i = 0; i < nlines; i++)
			rows[i] = lines[i].sortrow;
		printall(dtp, fp, aggv[0], rows, nlines);
		free(rows);
		nlines = 0;
	}
	for (int i = 0; i < nlines && rc == 0; i++) {
		dt_joined_t *l = &lines[i];
		const dt_aggrow_t *kr = &l->sortrow;

		if (pf == NULL) {
			for (int k = 0; k < kr->var->nkeys; k++)
				dt_print_key(dtp, fp, kr->var, k, kr->key);
			for (int j = 0; j < naggv; j++) {
				dt_print_value(dtp, fp, aggv[j], l->rows[j]);
				if (dtp->aggpercpu)
					dt_print_percpu(dtp, fp, aggv[j], l->rows[j]);
			}
			fputc('\n', fp);
		} else {
			int nargs = dt_printf_nargs(pf), key = 0, agg = 0;
			dt_pfarg_t *args = dt_zalloc((nargs + 1) * sizeof(dt_pfarg_t));
			char **texts = dt_zalloc((nargs + 1) * sizeof(char *));

			for (int a = 0; a < nargs; a++) {
				if (dt_printf_argkind(pf, a) == DT_PFCONV_AGG) {
					int j = agg < naggv ? agg : naggv - 1;

					dt_value_arg(dtp, aggv[j], l->rows[j], &args[a], &texts[a]);
					agg++;
				} else if (key < kr->var->nkeys) {
					dt_key_argv(dtp, pf, a, kr->var, key++, kr->key, &args[a],
					    &texts[a]);
				}
			}
			/* %a and %A name symbols, as printf's do */
			dt_printf_set_symbolizer(pf, dt_print_ksym, dtp);
			dt_printf_set_usymbolizer(pf, dt_print_usym, dtp);
			if (dt_printf_format(fp, pf, args, nargs) < 0) {
				dt_output_fault(dtp, "printa");
				rc = -1;
			}
			for (int a = 0; a < nargs; a++)
				free(texts[a]);
			free(texts);
			free(args);
		}
	}
done:
	free(lines);
	free(rowptrs);
	dt_snap_free(&all);
	fflush(fp);
	return rc;
}

/* ---- clear, trunc ---- */

/*
 * clear(): every key is deleted from the kernel's map, one at a time, and
 * remembered by the consumer (v->cleared), which shows it with a zero value
 * until an update puts it back or trunc() removes it.
 *
 * Why delete rather than write zeros: a probe updates its CPU's value with
 * a plain load, add and store.  A zero written over that value by the
 * consumer between the load and the store was undone by the store (the
 * CPU's whole count came back), and the words of avg(), stddev(), min()
 * and max() could be left from both sides.  A deletion is a single step of
 * the map: an update that had looked the key up before it finishes in the
 * removed element, and is lost as if it had come before the clear() (which
 * DTrace allows: its clear() also takes the updates its last snapshot
 * held); any later one finds no key and starts the key again from zero.
 * The late store lands in memory that is no longer any key's, unless the
 * kernel has already handed that element to a new key (its allocator for
 * maps without preallocation may reuse a freed element at once on the
 * CPU that freed it): the store in flight could then count toward that
 * key, as with any deletion from a BPF hash (trunc() has the same
 * exposure).  Writing zeros had no such case, but undid the clear on a
 * CPU whenever it met an update in flight there.
 */
void
dt_aggregate_clear(dtrace_hdl_t *dtp, dt_var_t *v)
{
	int n, ks = v->keysize, m = v->ncleared, w = 0;
	char *keys = dt_agg_keys(dtp, v, &n), *all;

	for (int i = 0; i < n; i++)
		dt_agg_delete(dtp, v, keys + (size_t)i * ks);
	if (n == 0) {
		free(keys);
		dt_aggregate_refresh(dtp, v);
		return;
	}
	/* the union of the keys already cleared and these, sorted, once each */
	all = dt_realloc(v->cleared, (size_t)(m + n) * ks);
	memcpy(all + (size_t)m * ks, keys, (size_t)n * ks);
	free(keys);
	qsort_r(all, m + n, ks, dt_keybytes_cmp, &ks);
	for (int i = 0; i < m + n; i++)
		if (w == 0 || memcmp(all + (size_t)(w - 1) * ks, all + (size_t)i * ks, ks) != 0)
			memmove(all + (size_t)w++ * ks, all + (size_t)i * ks, ks);
	v->cleared = all;
	v->ncleared = w;
	dt_aggregate_refresh(dtp, v);	/* the snapshot shows the keys cleared */
}

/*
 * trunc(@, n): keep the n rows of largest value (n < 0: the -n smallest),
 * as DTrace orders them; no n: delete every key.
 */
void
dt_aggregate_trunc(dtrace_hdl_t *dtp, dt_var_t *v, int hasn, int64_t n)
{
	dt_aggsnap_t s;
	int keep, rev = dtp->aggsortrev;

	dt_agg_snapshot(dtp, v, &s, 0);
	/* the rows in DTrace's value order, largest first for n > 0 */
	dtp->aggsortrev = hasn && n < 0 ? 0 : 1;
	{
		int sk = dtp->aggsortkey;

		dtp->aggsortkey = 0;
		if (s.n > 0)
			qsort_r(s.rows, s.n, sizeof(*s.rows), dt_rowcmp, dtp);
		dtp->aggsortkey = sk;
	}
	dtp->aggsortrev = rev;
	keep = !hasn ? 0 : n < 0 ? (n < -(int64_t)s.n ? s.n : (int)-n) :
	    (n > (int64_t)s.n ? s.n : (int)n);
	/* what a printa() in the same record shows: keys that arrive in
	 * between are not in DTrace's truncated copy either */
	free(v->kept);
	v->kept = dt_zalloc((size_t)(keep + 1) * v->keysize);
	for (int r = 0; r < keep; r++)
		memcpy(v->kept + (size_t)r * v->keysize, s.rows[r].key, v->keysize);
	{
		int ks = v->keysize;

		qsort_r(v->kept, keep, ks, dt_keybytes_cmp, &ks);
	}
	v->nkept = keep;
	v->keptrec = dtp->nrec;
	for (int r = keep; r < s.n; r++) {
		dt_agg_delete(dtp, v, s.rows[r].key);
		for (int a = 0; a < s.rows[r].naliases; a++)
			dt_agg_delete(dtp, v, s.rows[r].aliases + (size_t)a * v->keysize);
	}
	/* a cleared key stays shown only if it is kept */
	if (v->ncleared > 0) {
		int ks = v->keysize, w = 0;
		char *kept = dt_zalloc((size_t)(keep + 1) * ks);

		for (int r = 0; r < keep; r++)
			memcpy(kept + (size_t)r * ks, s.rows[r].key, ks);
		qsort_r(kept, keep, ks, dt_keybytes_cmp, &ks);
		for (int c = 0; c < v->ncleared; c++)
			if (dt_keybytes_find(kept, keep, ks, v->cleared + (size_t)c * ks) >= 0)
				memmove(v->cleared + (size_t)w++ * ks, v->cleared + (size_t)c * ks, ks);
		v->ncleared = w;
		free(kept);
	}
	dt_snap_free(&s);
	dt_aggregate_refresh(dtp, v);	/* the snapshot shows the keys kept */
}
