/*
 * dt_aggfmt.c: the pure parts of aggregation output, testable without BPF.
 *
 * - Histograms of the quantize family, byte for byte as classic DTrace
 *   prints them (FORMATS.md): the header "%16s %41s %-9s", then one line
 *   per bucket from one below the first non-zero bucket to one above the
 *   last (the buckets around 0, or the first two, when all are zero); a
 *   line is the bucket's label "%16s ", a 40-column bar of '@' for
 *   |count| * 40 / total (rounded; two 20-column halves around '|' when
 *   there are negative counts as well as positive ones) and " %-9lld" of
 *   the count divided by the normalization.  lquantize labels its ends
 *   "< base" and ">= limit"; llquantize "<= -factor^(high+1)", the
 *   negative steps, its zero bucket ("0", "< factor^low", or "abs() <
 *   factor^low" when negative buckets show), the positive steps and
 *   ">= factor^(high+1)", as Oracle Linux DTrace prints them.
 * - llquantize()'s buckets (dt_llq_bounds, below) and the bucket of a
 *   value (the code generator emits the same computation as a compare
 *   chain).
 * - Packed rows (-x aggpack) as illumos prints them: a heading of the key
 *   column, " min .", a '-' per bucket and ". max | count"; a row is the
 *   first bucket's label, one character per bucket for its share of the
 *   total (or, zoomed, of the largest bucket over 0.95) in 8 levels
 *   ("__xxxxXX", or U+2581..U+2588 in UTF-8; negative counts in 6,
 *   "vvvvVV"), the last bucket's label and the count.  Labels of quantize
 *   rows are as wide as DTrace's digit count (dt_pack_width); lquantize
 *   rows show every bucket with "< base" and ">= limit" in 8 columns.
 * - A row's value from its merged words (dt_aggfmt_value), with the
 *   normalization of normalize() applied as DTrace applies it.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_aggfmt.h"

/* the bar of one bucket's line, then its count */
void
dt_hist_line(FILE *fp, int64_t val, uint64_t normal, long double total, int positives,
    int negatives)
{
	static const char ats[] = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@";
	static const char spaces[] = "                                        ";
	long double mag = val < 0 ? -(long double)val : (long double)val;
	long long shown = (long long)(val / (int64_t)(normal ? normal : 1));
	int len = 40, depth;

	if (!negatives) {
		depth = positives && total > 0 ? (int)(mag * len / total + 0.5) : 0;
		if (depth > len)
			depth = len;
		fprintf(fp, "|%s%s %-9lld\n", ats + len - depth, spaces + depth, shown);
		return;
	}
	if (!positives) {
		depth = total > 0 ? (int)(mag * len / total + 0.5) : 0;
		if (depth > len)
			depth = len;
		fprintf(fp, "%s%s| %-9lld\n", spaces + depth, ats + len - depth, shown);
		return;
	}
	len /= 2;
	depth = total > 0 ? (int)(mag * len / total + 0.5) : 0;
	if (depth > len)
		depth = len;
	if (val <= 0)
		fprintf(fp, "%s%s|%*s %-9lld\n", spaces + 20 + depth, ats + 20 + len - depth, len,
		    "", shown);
	else
		fprintf(fp, "%20s|%s%s %-9lld\n", "", ats + 20 + len - depth, spaces + 20 + depth,
		    shown);
}

/*
 * The range of buckets shown: one either side of the non-zero ones, or
 * [zfirst, zlast] when all are zero.
 */
static void
dt_hist_range(const int64_t *q, int n, int zfirst, int zlast, int *firstp, int *lastp)
{
	int first = 0, last = n - 1;

	while (first < n && q[first] == 0)
		first++;
	if (first == n) {
		*firstp = zfirst;
		*lastp = zlast;
		return;
	}
	if (first > 0)
		first--;
	while (last > 0 && q[last] == 0)
		last--;
	if (last < n - 1)
		last++;
	*firstp = first;
	*lastp = last;
}

/*
 * The total the bars are drawn against: the sum of the magnitudes shown,
 * or with zoom (aggzoom) the largest one over 0.95, so that the tallest
 * bar is about 95% of the width, as DTrace zooms.
 */
static void
dt_hist_totals(const int64_t *q, int first, int last, int zoom, long double *totalp, int *posp,
    int *negp)
{
	*totalp = 0;
	*posp = *negp = 0;
	for (int i = first; i <= last; i++) {
		long double m = q[i] < 0 ? -(long double)q[i] : (long double)q[i];

		*posp |= q[i] > 0;
		*negp |= q[i] < 0;
		if (!zoom)
			*totalp += m;
		else if (m / 0.95L > *totalp)
			*totalp = m / 0.95L;
	}
}

static void
dt_hist_header(FILE *fp)
{
	fprintf(fp, "\n%16s %41s %-9s\n", "value", "------------- Distribution -------------",
	    "count");
}

void
dt_hist_quantize(FILE *fp, const int64_t *q, uint64_t normal, int zoom)
{
	int first, last, pos, neg;
	long double total;

	/* q[NBUCKETS - 1] alone non-zero still shows the bucket before it */
	dt_hist_range(q, DT_QUANT_NBUCKETS, DT_QUANT_ZERO - 1, DT_QUANT_ZERO + 1, &first, &last);
	dt_hist_totals(q, first, last, zoom, &total, &pos, &neg);
	dt_hist_header(fp);
	for (int i = first; i <= last; i++) {
		fprintf(fp, "%16lld ", (long long)DT_QUANT_VAL(i));
		dt_hist_line(fp, q[i], normal, total, pos, neg);
	}
}

void
dt_hist_lquantize(FILE *fp, const int64_t *q, int64_t base, int64_t step, int levels,
    uint64_t normal, int zoom)
{
	int first, last, pos, neg;
	long double total;

	dt_hist_range(q, levels + 2, 0, 2, &first, &last);
	if (last > levels + 1)
		last = levels + 1;
	dt_hist_totals(q, first, last, zoom, &total, &pos, &neg);
	dt_hist_header(fp);
	for (int i = first; i <= last; i++) {
		char c[32];

		if (i == 0)
			snprintf(c, sizeof(c), "< %lld", (long long)base);
		else if (i == levels + 1)
			snprintf(c, sizeof(c), ">= %lld", (long long)(base + levels * step));
		else
			snprintf(c, sizeof(c), "%lld", (long long)(base + (i - 1) * step));
		fprintf(fp, "%16s ", c);
		dt_hist_line(fp, q[i], normal, total, pos, neg);
	}
}

/*
 * llquantize(factor, low, high, nsteps) buckets values by magnitude, the
 * negative ones as the mirror image of the positive ones (Oracle Linux
 * DTrace's layout, which illumos's, positive only, is the upper half of):
 *
 *   0            values <= -factor^(high+1)
 *   1 .. N       negative values, largest magnitude first
 *   N + 1        |value| < factor^low (the zero bucket)
 *   N+2 .. 2N+1  positive values, the buckets of the walk below
 *   2N + 2       values >= factor^(high+1)
 *
 * The walk over the positive side: each power m from low to high covers
 * [factor^m, factor^(m+1)) in buckets of factor^(m+1)/nsteps values,
 * aligned on multiples of that width, the first starting at factor^m
 * (nsteps - nsteps/factor buckets; nsteps of them when nsteps < factor);
 * where the width would be below 1 (factor^(m+1) <= nsteps) every value
 * has its own bucket.  The checker sees that nsteps divides factor, or a
 * power of it, so widths are whole, and that factor^(high+1) fits 64 bits.
 *
 * dt_llq_bounds: N, and in b[1..N] the lowest magnitude of each positive
 * bucket, b[0] = factor^low and b[N+1] = factor^(high+1) (unsigned: it may
 * be above INT64_MAX); b needs N + 2 entries, fewer are filled if max is
 * smaller.
 */
int
dt_llq_bounds(int factor, int low, int high, int nsteps, uint64_t *b, int max)
{
	uint64_t pw = 1;
	int n = 0;

	for (int o = 0; o < low; o++)
		pw *= (uint64_t)factor;
	if (b != NULL && max > 0)
		b[0] = pw;
	for (int m = low; m <= high; m++) {
		uint64_t next = pw * (uint64_t)factor;
		uint64_t nb = next > (uint64_t)nsteps ? (uint64_t)nsteps : next, w = next / nb;

		for (uint64_t k = pw / w; k < nb; k++) {
			n++;
			if (b != NULL && n < max)
				b[n] = k * w > pw ? k * w : pw;
		}
		pw = next;
	}
	if (b != NULL && n + 1 < max)
		b[n + 1] = pw;
	return n;
}

int
dt_llq_nbuckets(int factor, int low, int high, int nsteps)
{
	return 2 * dt_llq_bounds(factor, low, high, nsteps, NULL, 0) + 3;
}

/* the bucket of value, as the code generator computes it (dt_cg_agg.c) */
int
dt_llquantize_bucket(int factor, int low, int high, int nsteps, int64_t value)
{
	uint64_t a = value < 0 ? -(uint64_t)value : (uint64_t)value, pw = 1;
	int n = dt_llq_bounds(factor, low, high, nsteps, NULL, 0), p = n + 1, base = 1;

	for (int o = 0; o < low; o++)
		pw *= (uint64_t)factor;
	if (a < pw) {
		p = 0;
	} else {
		for (int m = low; m <= high; m++) {
			uint64_t next = pw * (uint64_t)factor;
			uint64_t nb = next > (uint64_t)nsteps ? (uint64_t)nsteps : next, w = next / nb;

			if (a < next) {
				p = base + (int)(a / w - pw / w);
				break;
			}
			base += (int)(nb - pw / w);
			pw = next;
		}
	}
	return value < 0 ? n + 1 - p : n + 1 + p;
}

void
dt_hist_llquantize(FILE *fp, const int64_t *q, int nbuckets, int factor, int low, int high,
    int nsteps, uint64_t normal, int zoom)
{
	int first, last, pos, neg, n = (nbuckets - 3) / 2, zero = n + 1;
	long double total;
	uint64_t *b = calloc(n + 2, sizeof(uint64_t));

	if (b == NULL || n < 1)
		goto out;
	dt_llq_bounds(factor, low, high, nsteps, b, n + 2);
	/* all zero: the zero bucket and the two above it */
	dt_hist_range(q, nbuckets, zero, zero + 2, &first, &last);
	dt_hist_totals(q, first, last, zoom, &total, &pos, &neg);
	dt_hist_header(fp);
	for (int i = first; i <= last; i++) {
		char c[48];

		if (i == 0)
			snprintf(c, sizeof(c), "<= -%llu", (unsigned long long)b[n + 1]);
		else if (i == nbuckets - 1)
			snprintf(c, sizeof(c), ">= %llu", (unsigned long long)b[n + 1]);
		else if (i == zero && b[0] == 1)
			snprintf(c, sizeof(c), "0");
		else if (i == zero)	/* "abs()" only when negative buckets show */
			snprintf(c, sizeof(c), "%s< %llu", first < zero ? "abs() " : "",
			    (unsigned long long)b[0]);
		else if (i < zero)
			snprintf(c, sizeof(c), "-%llu", (unsigned long long)b[zero - i]);
		else
			snprintf(c, sizeof(c), "%llu", (unsigned long long)b[i - zero]);
		fprintf(fp, "%16s ", c);
		dt_hist_line(fp, q[i], normal, total, pos, neg);
	}
out:
	free(b);
}

/* ---- packed histograms (-x aggpack) ---- */

/*
 * The width DTrace gives a packed table's end labels: one more than the
 * powers of ten the magnitude exceeds (so 10 and 1000 count as one and
 * three digits, 1001 as four), one more for a sign, at least 4.
 */
int
dt_pack_width(int64_t v)
{
	uint64_t m = v < 0 ? (v == INT64_MIN ? (uint64_t)INT64_MAX : (uint64_t)-v) : (uint64_t)v;
	int w = v < 0 ? 2 : 1;

	for (uint64_t p = 10; m > p; p *= 10) {
		w++;
		if (p > UINT64_MAX / 10)
			break;
	}
	return w < 4 ? 4 : w;
}

/*
 * The buckets of a packed quantize table, from the lowest and highest
 * non-zero bucket of all the aggregation's rows: one more on each side,
 * except below bucket 0 and below the bucket of 0 (which DTrace starts at).
 */
void
dt_pack_qrange(int minbin, int maxbin, int *lo, int *hi)
{
	*lo = minbin != 0 && minbin != DT_QUANT_ZERO ? minbin - 1 : minbin;
	*hi = maxbin < DT_QUANT_NBUCKETS - 1 ? maxbin + 1 : maxbin;
}

/* the column heading: keys (keywidth columns), " min .---. max | count" */
static void
dt_pack_hdr(FILE *fp, int keywidth, int minwidth, int ncols, int maxwidth)
{
	fprintf(fp, "\n%*s %*s .", keywidth, keywidth > 0 ? "key" : "", minwidth, "min");
	for (int i = 0; i < ncols; i++)
		fputc('-', fp);
	fprintf(fp, ". %-*s | count\n", maxwidth, "max");
}

void
dt_pack_hdr_quantize(FILE *fp, int keywidth, int lo, int hi)
{
	dt_pack_hdr(fp, keywidth, dt_pack_width(DT_QUANT_VAL(lo)), hi - lo + 1,
	    dt_pack_width(DT_QUANT_VAL(hi)));
}

void
dt_pack_hdr_lquantize(FILE *fp, int keywidth, int levels)
{
	dt_pack_hdr(fp, keywidth, 7, levels + 2, 8);
}

/*
 * One bucket as one character, its height in eighths of the total: ' ' for
 * none; positive counts "__xxxxXX" (ASCII) or the block elements U+2581 to
 * U+2588 (UTF-8), rounded to 8 levels; negative ones "vvvvVV" (6 levels).
 */
static void
dt_pack_cell(FILE *fp, int64_t v, long double total, int utf8)
{
	static const char pos[] = "__xxxxXX", neg[] = "vvvvVV";

	if (v == 0) {
		fputc(' ', fp);
	} else if (v < 0) {
		long double h = -(long double)v * (sizeof(neg) - 2) / total;

		fputc(neg[(unsigned)(h + 0.5)], fp);
	} else if (utf8) {
		unsigned cp = 0x2581 + (unsigned)((long double)v * 7 / total + 0.5);

		fputc(0xe0 | (cp >> 12), fp);
		fputc(0x80 | ((cp >> 6) & 0x3f), fp);
		fputc(0x80 | (cp & 0x3f), fp);
	} else {
		fputc(pos[(unsigned)((long double)v * (sizeof(pos) - 2) / total + 0.5)], fp);
	}
}

/* the cells of q[lo..hi] drawn against their total (or, zoomed, the largest) */
static long double
dt_pack_cells(FILE *fp, const int64_t *q, int lo, int hi, int zoom, int utf8)
{
	long double total = 0, count = 0;

	for (int i = lo; i <= hi; i++) {
		long double m = q[i] < 0 ? -(long double)q[i] : (long double)q[i];

		count += q[i];
		if (!zoom)
			total += m;
		else if (m * (1 / 0.95) > total)
			total = m * (1 / 0.95);
	}
	for (int i = lo; i <= hi; i++)
		dt_pack_cell(fp, q[i], total, utf8);
	return count;
}

/* a row of a packed quantize: " lo :cells: hi | count" */
void
dt_pack_quantize(FILE *fp, const int64_t *q, int lo, int hi, int zoom, int utf8)
{
	int64_t lv = DT_QUANT_VAL(lo), hv = DT_QUANT_VAL(hi);
	long double count;

	fprintf(fp, " %*lld :", dt_pack_width(lv), (long long)lv);
	count = dt_pack_cells(fp, q, lo, hi, zoom, utf8);
	fprintf(fp, ": %-*lld | %lld\n", dt_pack_width(hv), (long long)hv, (long long)count);
}

/* a row of a packed lquantize: every bucket, "< base :cells: >= limit | count" */
void
dt_pack_lquantize(FILE *fp, const int64_t *q, int64_t base, int64_t step, int levels, int zoom,
    int utf8)
{
	char lo[32], hi[32];
	long double count;

	snprintf(lo, sizeof(lo), "< %lld", (long long)base);
	snprintf(hi, sizeof(hi), ">= %lld", (long long)(base + levels * step));
	fprintf(fp, "%8s :", lo);
	count = dt_pack_cells(fp, q, 0, levels + 1, zoom, utf8);
	fprintf(fp, ": %-8s | %lld\n", hi, (long long)count);
}
