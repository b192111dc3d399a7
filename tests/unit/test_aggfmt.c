/*
 * test_aggfmt.c: unit tests for the histogram formatters and llquantize()
 * buckets (dt_aggfmt.c), which need no kernel.
 *
 * The histograms are compared line by line with text written out from
 * DTrace's layout (FORMATS.md): "%16s %41s %-9s" header, "%16s " labels,
 * 40-column bars (two halves with negative counts), " %-9lld" counts.
 * The llquantize bucket function is checked against the bounds the printer
 * walks: the lower bound of every bucket must fall in that bucket, the
 * value below it in the one before (except in a last power whose next
 * power overflows, all of which DTrace keeps in its last bucket).
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_aggfmt.h"
#include "unit.h"

#define HDR "\n           value  ------------- Distribution ------------- count    \n"
#define BAR(n) (&"@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"[40 - (n)])

static char buf[65536];

static FILE *
mem(void)
{
	return fmemopen(buf, sizeof(buf), "w");
}

static void
test_line(void)
{
	FILE *fp = mem();

	/* 1 of 4: 10 columns; the count column is left-justified in 9 */
	dt_hist_line(fp, 1, 1, 4, 1, 0);
	/* 3 of 4 normalized by 2: the bar is not, the count is */
	dt_hist_line(fp, 3, 2, 4, 1, 0);
	/* only negative counts: the bar grows leftwards */
	dt_hist_line(fp, -2, 1, 4, 0, 1);
	/* both: 20-column halves */
	dt_hist_line(fp, -2, 1, 4, 1, 1);
	dt_hist_line(fp, 2, 1, 4, 1, 1);
	dt_hist_line(fp, 0, 1, 4, 1, 1);
	fclose(fp);
	UT_EQ_STR(buf,
	    "|@@@@@@@@@@                               1        \n"
	    "|@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           1        \n"
	    "                    @@@@@@@@@@@@@@@@@@@@| -2       \n"
	    "          @@@@@@@@@@|                     -2       \n"
	    "                    |@@@@@@@@@@           2        \n"
	    "                    |                     0        \n");
}

static void
test_quantize(void)
{
	int64_t q[DT_QUANT_NBUCKETS];
	FILE *fp;

	memset(q, 0, sizeof(q));
	fp = mem();
	dt_hist_quantize(fp, q, 1, 0);		/* all zero: the buckets around 0 */
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "              -1 |                                         0        \n"
	    "               0 |                                         0        \n"
	    "               1 |                                         0        \n");

	q[DT_QUANT_ZERO + 1] = 2;		/* value 1 */
	q[DT_QUANT_ZERO + 3] = 2;		/* value 4 */
	fp = mem();
	dt_hist_quantize(fp, q, 1, 0);
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "               0 |                                         0        \n"
	    "               1 |@@@@@@@@@@@@@@@@@@@@                     2        \n"
	    "               2 |                                         0        \n"
	    "               4 |@@@@@@@@@@@@@@@@@@@@                     2        \n"
	    "               8 |                                         0        \n");

	/* aggzoom: the largest bucket is 95% of the width (38 columns) */
	fp = mem();
	dt_hist_quantize(fp, q, 1, 1);
	fclose(fp);
	UT_CHECK(strstr(buf, "               1 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@   2") != NULL);

	/* the top bucket alone: no bucket after it */
	memset(q, 0, sizeof(q));
	q[DT_QUANT_NBUCKETS - 1] = 1;
	fp = mem();
	dt_hist_quantize(fp, q, 1, 0);
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "2305843009213693952 |                                         0        \n"
	    "4611686018427387904 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@ 1        \n");
}

static void
test_lquantize(void)
{
	int64_t q[12];
	FILE *fp;

	memset(q, 0, sizeof(q));
	fp = mem();
	dt_hist_lquantize(fp, q, 0, 10, 10, 1, 0);	/* all zero */
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "             < 0 |                                         0        \n"
	    "               0 |                                         0        \n"
	    "              10 |                                         0        \n");

	q[0] = 1;		/* underflow */
	q[11] = 3;		/* overflow */
	fp = mem();
	dt_hist_lquantize(fp, q, -50, 10, 10, 1, 0);
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "           < -50 |@@@@@@@@@@                               1        \n"
	    "             -50 |                                         0        \n"
	    "             -40 |                                         0        \n"
	    "             -30 |                                         0        \n"
	    "             -20 |                                         0        \n"
	    "             -10 |                                         0        \n"
	    "               0 |                                         0        \n"
	    "              10 |                                         0        \n"
	    "              20 |                                         0        \n"
	    "              30 |                                         0        \n"
	    "              40 |                                         0        \n"
	    "           >= 50 |@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@           3        \n");
}

static void
test_llquantize(void)
{
	static const int params[][4] = {
		{ 10, 0, 3, 10 }, { 10, 1, 3, 20 }, { 2, 0, 10, 4 }, { 2, 3, 20, 8 },
		{ 10, 0, 18, 10 }, { 3, 1, 5, 9 }, { 4, 2, 8, 64 }, { 4, 0, 1, 2 }, { 10, 1, 3, 5 },
	};
	uint64_t b[4096];
	int64_t q[128];
	FILE *fp;

	for (size_t p = 0; p < sizeof(params) / sizeof(params[0]); p++) {
		int f = params[p][0], lo = params[p][1], hi = params[p][2], ns = params[p][3];
		int n = dt_llq_bounds(f, lo, hi, ns, b, 4096), zero = n + 1;

		UT_EQ_INT(dt_llq_nbuckets(f, lo, hi, ns), 2 * n + 3);
		/* the zero bucket, the top and bottom, and each bucket's bounds, mirrored */
		UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, 0), zero);
		UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, (int64_t)b[0] - 1), zero);
		UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, 1 - (int64_t)b[0]), zero);
		UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, INT64_MIN),
		    b[n + 1] <= (uint64_t)1 << 63 ? 0 : 1);
		for (int i = 1; i <= n; i++) {
			if (b[i] > (uint64_t)INT64_MAX)
				break;
			UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, (int64_t)b[i]), zero + i);
			UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, (int64_t)b[i] - 1), zero + i - 1);
			UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, -(int64_t)b[i]), zero - i);
		}
		if (b[n + 1] <= (uint64_t)INT64_MAX)
			UT_EQ_INT(dt_llquantize_bucket(f, lo, hi, ns, (int64_t)b[n + 1]), 2 * n + 2);
	}
	/* steps < factor: 4, 0, 1, 2 has 1, 2, 4, 8 */
	UT_EQ_INT(dt_llq_bounds(4, 0, 1, 2, b, 4096), 4);
	UT_CHECK(b[1] == 1 && b[2] == 2 && b[3] == 4 && b[4] == 8 && b[5] == 16);

	/* 10, 0, 3, 10: 0, 1..9, 10..90, 100..900, 1000..9000, >= 10000 */
	memset(q, 0, sizeof(q));
	q[dt_llquantize_bucket(10, 0, 3, 10, 55)] = 1;
	q[dt_llquantize_bucket(10, 0, 3, 10, 99999)] = 1;
	fp = mem();
	dt_hist_llquantize(fp, q, 75, 10, 0, 3, 10, 1, 0);
	fclose(fp);
	UT_CHECK(strstr(buf, HDR "              40 |                                         0        \n"
	    "              50 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
	    "              60 |") != NULL);
	UT_CHECK(strstr(buf, "            9000 |                                         0        \n"
	    "        >= 10000 |@@@@@@@@@@@@@@@@@@@@                     1        \n") != NULL);

	/* all zero: the zero bucket and the two above it */
	memset(q, 0, sizeof(q));
	fp = mem();
	dt_hist_llquantize(fp, q, 75, 10, 0, 3, 10, 1, 0);
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "               0 |                                         0        \n"
	    "               1 |                                         0        \n"
	    "               2 |                                         0        \n");

	/* a negative value and the zero bucket of a low magnitude */
	memset(q, 0, sizeof(q));
	q[dt_llquantize_bucket(10, 1, 2, 10, -25)] = 1;
	q[dt_llquantize_bucket(10, 1, 2, 10, 5)] = 1;
	fp = mem();
	dt_hist_llquantize(fp, q, 39, 10, 1, 2, 10, 1, 0);
	fclose(fp);
	UT_EQ_STR(buf, HDR
	    "             -30 |                                         0        \n"
	    "             -20 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
	    "             -10 |                                         0        \n"
	    "      abs() < 10 |@@@@@@@@@@@@@@@@@@@@                     1        \n"
	    "              10 |                                         0        \n");
}

/*
 * -x aggpack: the rows and headings written out from illumos' layout:
 * heading "\n%*s %*s ." (keys, "min"), one '-' per bucket, ". %-*s | count";
 * quantize rows " %*lld :" of the first bucket's value, one character per
 * bucket, ": %-*lld | %lld" of the last bucket's value and the count; the
 * label width is DTrace's digit count (at least 4); a bucket's character
 * is its count's share of the total in 8 levels ("__xxxxXX" or the block
 * elements U+2581..U+2588; negative counts "vvvvVV").
 */
static void
test_packed(void)
{
	int64_t q[DT_QUANT_NBUCKETS], lq[5] = { 0, 2, 0, 1, 1 };
	int lo, hi;
	FILE *fp;

	UT_EQ_INT(dt_pack_width(0), 4);
	UT_EQ_INT(dt_pack_width(1024), 4);
	UT_EQ_INT(dt_pack_width(10000), 4);	/* DTrace counts 10^k as k digits */
	UT_EQ_INT(dt_pack_width(10001), 5);
	UT_EQ_INT(dt_pack_width(-1000), 4);
	UT_EQ_INT(dt_pack_width(-1001), 5);
	UT_EQ_INT(dt_pack_width(INT64_MAX), 19);
	UT_EQ_INT(dt_pack_width(INT64_MIN), 20);

	/* one bucket more on each side, none below 0's bucket or bucket 0 */
	dt_pack_qrange(64, 66, &lo, &hi);
	UT_EQ_INT(lo, 63);
	UT_EQ_INT(hi, 67);
	dt_pack_qrange(DT_QUANT_ZERO, DT_QUANT_ZERO, &lo, &hi);
	UT_EQ_INT(lo, DT_QUANT_ZERO);
	UT_EQ_INT(hi, DT_QUANT_ZERO + 1);
	dt_pack_qrange(0, DT_QUANT_NBUCKETS - 1, &lo, &hi);
	UT_EQ_INT(lo, 0);
	UT_EQ_INT(hi, DT_QUANT_NBUCKETS - 1);

	/* 3 ones and a 4: 3/4 of 8 levels is 'x' (5.75 rounds down), 1/4 'x' */
	memset(q, 0, sizeof(q));
	q[DT_QUANT_ZERO + 1] = 3;
	q[DT_QUANT_ZERO + 3] = 1;
	fp = mem();
	dt_pack_hdr_quantize(fp, 0, 63, 67);
	dt_pack_quantize(fp, q, 63, 67, 0, 0);
	dt_pack_quantize(fp, q, 63, 67, 1, 0);	/* zoomed: 3 is the top level */
	dt_pack_quantize(fp, q, 63, 67, 0, 1);	/* UTF-8: U+2586, U+2583 */
	fclose(fp);
	UT_EQ_STR(buf,
	    "\n  min .-----. max  | count\n"
	    "    0 : x x : 8    | 4\n"
	    "    0 : X x : 8    | 4\n"
	    "    0 : \xe2\x96\x86 \xe2\x96\x83 : 8    | 4\n");

	/* a key column (one 64-bit key: 17), negative counts */
	memset(q, 0, sizeof(q));
	q[DT_QUANT_ZERO - 1] = -2;
	q[DT_QUANT_ZERO + 1] = 2;
	fp = mem();
	dt_pack_hdr_quantize(fp, 17, 61, 65);
	dt_pack_quantize(fp, q, 61, 65, 0, 0);
	fclose(fp);
	UT_EQ_STR(buf,
	    "\n              key  min .-----. max  | count\n"
	    "   -2 : v x : 2    | 0\n");

	/* lquantize(x, 0, 30, 10): every bucket, the ends labelled */
	fp = mem();
	dt_pack_hdr_lquantize(fp, 17, 3);
	dt_pack_lquantize(fp, lq, 0, 10, 3, 0, 0);
	fclose(fp);
	UT_EQ_STR(buf,
	    "\n              key     min .-----. max      | count\n"
	    "     < 0 : x xx: >= 30    | 4\n");
}

int
main(void)
{
	test_line();
	test_quantize();
	test_lquantize();
	test_llquantize();
	test_packed();
	return ut_finish("aggfmt");
}
