/*
 * dt_aggregate.c: aggregation snapshots and their default printing.
 *
 * Each aggregation is a per-CPU hash in the kernel; a snapshot walks its
 * keys and adds up the CPUs' values (count and sum add).  Rows print sorted
 * by value, ties broken by key, in DTrace's default layout (FORMATS.md):
 * string keys "  %-50s", integer keys by size " %16lld" / " %8d" / " %5d"
 * / " %3d", values " %16lld"; stack and symbol keys (dt_var_t.keykind)
 * print through dt_stack.c, and with -x stackfmt=folded a row keyed by a
 * stack is one folded line.  Aggregations print in order of definition;
 * the command's end-of-tracing newline precedes the first, and each later
 * keyed one follows a blank line (consecutive scalar ones share none).
 */
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"

typedef struct dt_aggrow {
	char *key;
	int64_t val;
	int64_t *buckets;	/* quantize: the merged buckets */
	long double weight;	/* quantize: sum of count * bucket value, for sorting */
} dt_aggrow_t;

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

static int
dt_keycmp(const dt_var_t *v, const char *a, const char *b)
{
	for (int i = 0; i < v->nkeys; i++) {
		if (v->keykind[i] != DT_DK_PLAIN) {
			int c = dt_datum_cmp(v->keykind[i], a + v->keyoff[i], b + v->keyoff[i],
			    v->keytypes[i]->size);

			if (c != 0)
				return c;
		} else if (v->keytypes[i]->kind == DT_TK_STRING) {
			int c = strcmp(a + v->keyoff[i], b + v->keyoff[i]);

			if (c != 0)
				return c;
		} else {
			int64_t x = dt_keyint(v, i, a), y = dt_keyint(v, i, b);

			if (x != y)
				return x < y ? -1 : 1;
		}
	}
	return 0;
}

static int
dt_rowcmp(const void *pa, const void *pb, void *arg)
{
	const dt_aggrow_t *a = pa, *b = pb;

	if (a->buckets != NULL && a->weight != b->weight)
		return a->weight < b->weight ? -1 : 1;
	if (a->val != b->val)
		return a->val < b->val ? -1 : 1;
	return dt_keycmp(arg, a->key, b->key);
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
 * One row's value from the CPUs' value words (dt_check.c lays them out):
 * totals add; avg is the integer average; min/max over the CPUs that saw a
 * value; stddev as DTrace computes it, sqrt(avg(x*x) - avg(|x|)^2) in
 * 128-bit integers.
 */
static int64_t
dt_agg_fold(dt_func_t fn, const char *vals, int vsz, int ncpus)
{
	int64_t w[4] = { 0, 0, 0, 0 }, ext = 0;
	unsigned __int128 sq = 0;
	int seen = 0;

	for (int c = 0; c < ncpus; c++) {
		int64_t x[4] = { 0, 0, 0, 0 };

		memcpy(x, vals + (size_t)c * vsz, vsz < 32 ? vsz : 32);
		if (fn == DT_FN_MIN || fn == DT_FN_MAX) {
			if (x[1] != 0 && (!seen || (fn == DT_FN_MIN ? x[0] < ext : x[0] > ext)))
				ext = x[0];
			seen |= x[1] != 0;
			continue;
		}
		w[0] += x[0];
		w[1] += x[1];
		sq += ((unsigned __int128)(uint64_t)x[3] << 64) | (uint64_t)x[2];
	}
	switch (fn) {
	case DT_FN_MIN:
	case DT_FN_MAX:
		return ext;
	case DT_FN_AVG:
		return w[0] == 0 ? 0 : w[1] / w[0];
	case DT_FN_STDDEV: {
		uint64_t avg;
		unsigned __int128 aos, avsq;

		if (w[0] == 0)
			return 0;
		avg = (uint64_t)(w[1] < 0 ? -w[1] : w[1]) / (uint64_t)w[0];
		aos = sq / (uint64_t)w[0];
		avsq = (unsigned __int128)avg * avg;
		return (int64_t)dt_isqrt128(aos > avsq ? aos - avsq : 0);
	}
	default:
		return w[0];
	}
}

static int
dt_agg_snapshot(dtrace_hdl_t *dtp, dt_var_t *v, dt_aggrow_t **rowsp, int *nrowsp)
{
	int vsz = (v->valsize + 7) & ~7, n = 0, cap = 0;
	char *key = dt_zalloc(v->keysize), *next = dt_zalloc(v->keysize);
	char *vals = dt_zalloc((size_t)vsz * dtp->ncpus);
	dt_aggrow_t *rows = NULL;
	void *prev = NULL;

	while (bpf_map_get_next_key(v->mapfd, prev, next) == 0) {
		int64_t sum = 0;

		memcpy(key, next, v->keysize);
		prev = key;
		if (bpf_map_lookup_elem(v->mapfd, key, vals) != 0)
			continue;
		sum = dt_agg_fold(v->aggfn, vals, vsz, dtp->ncpus);
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			rows = realloc(rows, cap * sizeof(*rows));
		}
		rows[n].key = dt_zalloc(v->keysize);
		memcpy(rows[n].key, key, v->keysize);
		rows[n].val = sum;
		rows[n].buckets = NULL;
		rows[n].weight = 0;
		if (v->aggfn == DT_FN_QUANTIZE) {
			int64_t *q = dt_zalloc(DT_QUANT_NBUCKETS * sizeof(int64_t));

			for (int c = 0; c < dtp->ncpus; c++) {
				for (int b = 0; b < DT_QUANT_NBUCKETS; b++) {
					int64_t x;

					memcpy(&x, vals + (size_t)c * vsz + 8 * b, 8);
					q[b] += x;
				}
			}
			for (int b = 0; b < DT_QUANT_NBUCKETS; b++)
				rows[n].weight += (long double)q[b] * DT_QUANT_VAL(b);
			rows[n].buckets = q;
		}
		n++;
	}
	free(key);
	free(next);
	free(vals);
	*rowsp = rows;
	*nrowsp = n;
	return 0;
}

static void
dt_print_key(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, int i, const char *key)
{
	const dt_type_t *t = v->keytypes[i];

	if (v->keykind[i] != DT_DK_PLAIN) {	/* a stack or a symbol (dt_stack.c) */
		dt_print_datum(dtp, fp, v->keykind[i], key + v->keyoff[i], t->size);
		return;
	}
	if (t->kind == DT_TK_STRING) {
		fprintf(fp, "  %-50.*s", (int)strnlen(key + v->keyoff[i], t->size), key + v->keyoff[i]);
		return;
	}
	switch (t->size) {
	case 1: fprintf(fp, " %3d", (int)dt_keyint(v, i, key)); break;
	case 2: fprintf(fp, " %5d", (int)dt_keyint(v, i, key)); break;
	case 4: fprintf(fp, " %8d", (int)dt_keyint(v, i, key)); break;
	default: fprintf(fp, " %16lld", (long long)dt_keyint(v, i, key)); break;
	}
}

/*
 * One bucket's line: the bar is 40 columns of '@' for |count| * 40 / total
 * (rounded), or two 20-column halves around the '|' when there are
 * negative counts as well as positive ones (DTrace's layout).
 */
static void
dt_print_quantline(FILE *fp, int64_t val, long double total, int positives, int negatives)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char spaces[] = "                                        ";
	int len = 40, depth;

	if (!negatives) {
		depth = positives ? (int)((val < 0 ? -(long double)val : val) * len / total + 0.5) : 0;
		fprintf(fp, "|%s%s %-9lld\n", ats + len - depth, spaces + depth, (long long)val);
		return;
	}
	if (!positives) {
		depth = (int)((val < 0 ? -(long double)val : val) * len / total + 0.5);
		fprintf(fp, "%s%s| %-9lld\n", spaces + depth, ats + len - depth, (long long)val);
		return;
	}
	len /= 2;
	depth = (int)((val < 0 ? -(long double)val : val) * len / total + 0.5);
	if (val <= 0)
		fprintf(fp, "%s%s|%*s %-9lld\n", spaces + 20 + depth, ats + 20 + len - depth, len, "",
		    (long long)val);
	else
		fprintf(fp, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth, spaces + 20 + depth,
		    (long long)val);
}

/*
 * A quantize() table: the header, then the buckets from one below the
 * first non-zero to one above the last (around 0 when all are zero).
 */
static void
dt_print_quantize(FILE *fp, const int64_t *q)
{
	int first = 0, last = DT_QUANT_NBUCKETS - 1, positives = 0, negatives = 0;
	long double total = 0;

	while (first < DT_QUANT_NBUCKETS - 1 && q[first] == 0)
		first++;
	if (first == DT_QUANT_NBUCKETS - 1) {
		first = DT_QUANT_ZERO - 1;
		last = DT_QUANT_ZERO + 1;
	} else {
		if (first > 0)
			first--;
		while (last > 0 && q[last] == 0)
			last--;
		if (last < DT_QUANT_NBUCKETS - 1)
			last++;
	}
	for (int i = first; i <= last; i++) {
		positives |= q[i] > 0;
		negatives |= q[i] < 0;
		total += q[i] < 0 ? -(long double)q[i] : q[i];
	}
	fprintf(fp, "\n%16s %41s %-9s\n", "value", "------------- Distribution -------------",
	    "count");
	for (int i = first; i <= last; i++) {
		fprintf(fp, "%16lld ", (long long)DT_QUANT_VAL(i));
		dt_print_quantline(fp, q[i], total, positives, negatives);
	}
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
 * -x stackfmt=folded: a row of an aggregation keyed by a stack as one line,
 * "key;key;frame;...;frame value": the keys in order, the frames of stack
 * keys root first.  Returns 0 (nothing printed) if no key is a stack.
 */
static int
dt_agg_print_folded(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const char *key, int64_t val)
{
	if (!dt_agg_has_stack(v))
		return 0;
	for (int i = 0; i < v->nkeys; i++) {
		const dt_type_t *t = v->keytypes[i];
		const char *p = key + v->keyoff[i];

		if (i > 0)
			fputc(';', fp);
		if (dt_print_folded(dtp, fp, v->keykind[i], p, t->size))
			continue;
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
			fprintf(fp, "%.*s", (int)strnlen(p, t->size), p);
		} else {
			fprintf(fp, "%lld", (long long)dt_keyint(v, i, key));
		}
	}
	fprintf(fp, " %lld\n", (long long)val);
	return 1;
}

int
dt_aggregate_print(dtrace_hdl_t *dtp, FILE *fp)
{
	int printed = 0, prev_scalar = 0, prev_blank = 0;

	for (dt_var_t *v = dtp->aggs; v != NULL; v = v->next) {
		dt_aggrow_t *rows;
		int n;

		if (v->mapfd < 0 || v->printed)
			continue;
		dt_agg_snapshot(dtp, v, &rows, &n);
		if (n > 0) {
			/* (a histogram's record already ends with an empty line) */
			if (printed && !prev_blank && !(prev_scalar && v->nkeys == 0) &&
			    !(dtp->stackfmt_folded && dt_agg_has_stack(v)))
				fputc('\n', fp);
			printed = 1;
			prev_scalar = v->nkeys == 0 && v->aggfn != DT_FN_QUANTIZE;
			prev_blank = v->aggfn == DT_FN_QUANTIZE;
			qsort_r(rows, n, sizeof(*rows), dt_rowcmp, v);
			for (int r = 0; r < n; r++) {
				if (dtp->stackfmt_folded && v->aggfn != DT_FN_QUANTIZE &&
				    dt_agg_print_folded(dtp, fp, v, rows[r].key, rows[r].val))
					continue;
				for (int i = 0; i < v->nkeys; i++)
					dt_print_key(dtp, fp, v, i, rows[r].key);
				if (v->aggfn == DT_FN_QUANTIZE) {
					dt_print_quantize(fp, rows[r].buckets);
					fputc('\n', fp);	/* the record's own newline */
				}
				else if (v->aggfn == DT_FN_STDDEV)
					fprintf(fp, " %16llu\n", (unsigned long long)rows[r].val);
				else
					fprintf(fp, " %16lld\n", (long long)rows[r].val);
			}
		}
		for (int r = 0; r < n; r++) {
			free(rows[r].key);
			free(rows[r].buckets);
		}
		free(rows);
	}
	fflush(fp);
	return 0;
}
