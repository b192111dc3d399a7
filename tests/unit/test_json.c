/*
 * test_json.c: unit tests for aggregation rows as data (dt_recdata.c) and
 * their JSON form (dt_json.c), which need no kernel for keys that are not
 * stacks or symbols.
 *
 * The bucket bounds are checked at the edges of each histogram kind
 * (quantize's powers of two on both sides of 0 and its ends at INT64_MIN
 * and INT64_MAX; lquantize's "< base" and ">= limit" buckets;
 * llquantize's "<= -factor^(high+1)" bucket, its mirrored negative and positive
 * steps around the zero bucket, its top bucket), and against the kernel's
 * bucket functions: both bounds of every bucket must fall in that bucket.  Whole rows are compared as text.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "dt_aggfmt.h"
#include "unit.h"
#include "dt_front.h"
#include "dt_runtime.h"

static char buf[8192];

/* the text fn writes into buf */
#define CAPTURE(call) do {						\
		FILE *fp_ = fmemopen(buf, sizeof(buf), "w");		\
		FILE *fp = fp_;						\
		call;							\
		fputc('\0', fp_);					\
		fclose(fp_);						\
	} while (0)

static dt_var_t
hist(dt_func_t fn, int64_t a0, int64_t a1, int64_t a2, int64_t a3)
{
	dt_var_t v;

	memset(&v, 0, sizeof(v));
	v.name = "h";
	v.isagg = 1;
	v.aggfn = fn;
	v.aggarg[0] = a0;
	v.aggarg[1] = a1;
	v.aggarg[2] = a2;
	v.aggarg[3] = a3;
	v.nbuckets = fn == DT_FN_QUANTIZE ? DT_QUANT_NBUCKETS : fn == DT_FN_LQUANTIZE ?
	    (int)a2 + 2 : dt_llq_nbuckets((int)a0, (int)a1, (int)a2, (int)a3);
	return v;
}

/* the quantize bucket of x, as the kernel code computes it */
static int
quant_bucket(int64_t x)
{
	int b;

	if (x < 0) {
		for (b = 0; b < DT_QUANT_ZERO; b++)
			if (x <= DT_QUANT_VAL(b))
				return b;
		return DT_QUANT_ZERO - 1;
	}
	for (b = DT_QUANT_ZERO + 1; b < DT_QUANT_NBUCKETS; b++)
		if (x < DT_QUANT_VAL(b))
			return b - 1;
	return DT_QUANT_NBUCKETS - 1;
}

static void
test_quantize_ranges(void)
{
	dt_var_t v = hist(DT_FN_QUANTIZE, 0, 0, 0, 0);
	int64_t lo = 0, hi = 0;

	UT_CHECK(dt_agg_bucket_range(&v, DT_QUANT_ZERO, &lo, &hi));
	UT_EQ_INT(lo, 0);
	UT_EQ_INT(hi, 0);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO + 1, &lo, &hi);
	UT_EQ_INT(lo, 1);
	UT_EQ_INT(hi, 1);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO + 2, &lo, &hi);
	UT_EQ_INT(lo, 2);
	UT_EQ_INT(hi, 3);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO + 4, &lo, &hi);
	UT_EQ_INT(lo, 8);
	UT_EQ_INT(hi, 15);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO - 1, &lo, &hi);
	UT_EQ_INT(lo, -1);
	UT_EQ_INT(hi, -1);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO - 2, &lo, &hi);
	UT_EQ_INT(lo, -3);
	UT_EQ_INT(hi, -2);
	dt_agg_bucket_range(&v, DT_QUANT_ZERO - 3, &lo, &hi);
	UT_EQ_INT(lo, -7);
	UT_EQ_INT(hi, -4);
	dt_agg_bucket_range(&v, 0, &lo, &hi);
	UT_EQ_INT(lo, INT64_MIN);
	UT_EQ_INT(hi, -(1LL << 62));
	dt_agg_bucket_range(&v, DT_QUANT_NBUCKETS - 1, &lo, &hi);
	UT_EQ_INT(lo, 1LL << 62);
	UT_EQ_INT(hi, INT64_MAX);
	UT_CHECK(!dt_agg_bucket_range(&v, DT_QUANT_NBUCKETS, &lo, &hi));
	UT_CHECK(!dt_agg_bucket_range(&v, -1, &lo, &hi));
	/* each bucket's bounds are in it, and the buckets tile the int64 range */
	{
		int ok = 1;
		int64_t prev = 0;

		for (int b = 0; b < DT_QUANT_NBUCKETS; b++) {
			dt_agg_bucket_range(&v, b, &lo, &hi);
			ok &= quant_bucket(lo) == b && quant_bucket(hi) == b && lo <= hi;
			ok &= b == 0 || lo == prev + 1;
			prev = hi;
		}
		UT_CHECK(ok);
	}
}

static void
test_lquantize_ranges(void)
{
	/* lquantize(x, -10, 20, 10): < -10, [-10,-1], [0,9], [10,19], >= 20 */
	dt_var_t v = hist(DT_FN_LQUANTIZE, -10, 10, 3, 0);
	int64_t lo = 0, hi = 0;

	UT_EQ_INT(v.nbuckets, 5);
	dt_agg_bucket_range(&v, 0, &lo, &hi);
	UT_EQ_INT(lo, INT64_MIN);
	UT_EQ_INT(hi, -11);
	dt_agg_bucket_range(&v, 1, &lo, &hi);
	UT_EQ_INT(lo, -10);
	UT_EQ_INT(hi, -1);
	dt_agg_bucket_range(&v, 3, &lo, &hi);
	UT_EQ_INT(lo, 10);
	UT_EQ_INT(hi, 19);
	dt_agg_bucket_range(&v, 4, &lo, &hi);
	UT_EQ_INT(lo, 20);
	UT_EQ_INT(hi, INT64_MAX);
	UT_CHECK(!dt_agg_bucket_range(&v, 5, &lo, &hi));
}

static void
test_llquantize_ranges(void)
{
	/*
	 * llquantize(x, 10, 0, 2, 10): <= -1000, -900..-100, -90..-10, -9..-1,
	 * 0, 1..9 one each, 10..90 by 10, 100..900 by 100, >= 1000
	 */
	dt_var_t v = hist(DT_FN_LLQUANTIZE, 10, 0, 2, 10);
	int64_t lo = 0, hi = 0;
	int ok = 1, zero = (v.nbuckets - 1) / 2;

	UT_EQ_INT(v.nbuckets, 2 * 27 + 3);
	dt_agg_bucket_range(&v, 0, &lo, &hi);
	UT_EQ_INT(lo, INT64_MIN);
	UT_EQ_INT(hi, -1000);
	dt_agg_bucket_range(&v, 1, &lo, &hi);
	UT_EQ_INT(lo, -999);
	UT_EQ_INT(hi, -900);
	dt_agg_bucket_range(&v, zero, &lo, &hi);
	UT_EQ_INT(lo, 0);
	UT_EQ_INT(hi, 0);
	dt_agg_bucket_range(&v, zero + 1, &lo, &hi);
	UT_EQ_INT(lo, 1);
	UT_EQ_INT(hi, 1);
	dt_agg_bucket_range(&v, zero + 10, &lo, &hi);
	UT_EQ_INT(lo, 10);
	UT_EQ_INT(hi, 19);
	dt_agg_bucket_range(&v, v.nbuckets - 2, &lo, &hi);
	UT_EQ_INT(lo, 900);
	UT_EQ_INT(hi, 999);
	dt_agg_bucket_range(&v, v.nbuckets - 1, &lo, &hi);
	UT_EQ_INT(lo, 1000);
	UT_EQ_INT(hi, INT64_MAX);
	UT_CHECK(!dt_agg_bucket_range(&v, v.nbuckets, &lo, &hi));
	/* against the kernel's bucket function */
	for (int k = 0; k < 3; k++) {
		dt_var_t w = k == 0 ? hist(DT_FN_LLQUANTIZE, 4, 2, 6, 16) : k == 1 ?
		    hist(DT_FN_LLQUANTIZE, 10, 1, 5, 100) : hist(DT_FN_LLQUANTIZE, 10, 1, 3, 5);

		for (int b = 0; b < w.nbuckets; b++) {
			int fb = (int)w.aggarg[0], l = (int)w.aggarg[1], h = (int)w.aggarg[2],
			    s = (int)w.aggarg[3];

			if (!dt_agg_bucket_range(&w, b, &lo, &hi)) {
				ok = 0;
				continue;
			}
			ok &= dt_llquantize_bucket(fb, l, h, s, lo) == b &&
			    dt_llquantize_bucket(fb, l, h, s, hi) == b;
		}
	}
	UT_CHECK(ok);
}

/* a row of v with buckets q as data (rs reset first) */
static dtrace_aggdata_t
rowdata(dtrace_hdl_t *dtp, const dt_var_t *v, const char *key, int64_t val, const int64_t *q,
    dt_recset_t *rs)
{
	dtrace_aggdata_t ad;

	dt_recset_reset(rs);
	dt_recdata_aggrow(dtp, v, key, val, q, NULL, rs, &ad);
	return ad;
}

static void
test_buckets(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));
	dt_var_t v = hist(DT_FN_LQUANTIZE, 0, 10, 2, 0);
	int64_t q[4] = { 3, 0, 8, 5 };
	dt_recset_t rs = { 0 };
	dtrace_aggdata_t ad = rowdata(dtp, &v, "", 0, q, &rs);

	/* the buckets with a count, with their bounds */
	UT_EQ_INT(ad.nbuckets, 3);
	UT_EQ_INT(ad.buckets[0].min, INT64_MIN);
	UT_EQ_INT(ad.buckets[0].max, -1);
	UT_EQ_INT(ad.buckets[0].count, 3);
	UT_EQ_INT(ad.buckets[1].min, 10);
	UT_EQ_INT(ad.buckets[1].max, 19);
	UT_EQ_INT(ad.buckets[1].count, 8);
	UT_EQ_INT(ad.buckets[2].min, 20);
	UT_EQ_INT(ad.buckets[2].max, INT64_MAX);
	UT_EQ_INT(ad.buckets[2].count, 5);
	UT_EQ_STR(ad.function, "lquantize");
	/* normalized as text prints the counts; an empty row has no buckets */
	v.normal = 2;
	ad = rowdata(dtp, &v, "", 0, q, &rs);
	UT_EQ_INT(ad.nbuckets, 3);
	UT_EQ_INT(ad.buckets[0].count, 1);
	UT_EQ_INT(ad.buckets[1].count, 4);
	UT_EQ_INT(ad.buckets[2].count, 2);
	ad = rowdata(dtp, &v, "", 0, NULL, &rs);
	UT_EQ_INT(ad.nbuckets, 0);
	CAPTURE(dt_json_aggrow(dtp, fp, &ad));
	UT_EQ_STR(buf, "{\"type\":\"aggregation\",\"snapshot\":0,\"name\":\"h\","
	    "\"function\":\"lquantize\",\"keys\":[],\"buckets\":[]}\n");
	dt_recset_free(&rs);
	free(dtp);
}

static void
test_rows(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));
	dt_type_t s8 = { .kind = DT_TK_INT, .size = 1, .sign = 1, .name = "char" };
	dt_type_t u16 = { .kind = DT_TK_INT, .size = 2, .sign = 0, .name = "uint16_t" };
	dt_type_t s32 = { .kind = DT_TK_INT, .size = 4, .sign = 1, .name = "int" };
	dt_type_t u64 = { .kind = DT_TK_INT, .size = 8, .sign = 0, .name = "uint64_t" };
	dt_type_t ptr = { .kind = DT_TK_PTR, .size = 8, .sign = 1, .name = "void *" };
	dt_type_t str = { .kind = DT_TK_STRING, .size = 16, .name = "string" };
	dt_var_t v;
	char key[64];
	int8_t c = -5;
	uint16_t h = 65535;
	int32_t i = -70000;
	uint64_t u = UINT64_MAX, p = 0xffffffff81000000ULL;
	dt_recset_t rs = { 0 };
	dtrace_aggdata_t ad;

	memset(&v, 0, sizeof(v));
	memset(key, 0, sizeof(key));
	v.name = "a";
	v.isagg = 1;
	v.aggfn = DT_FN_SUM;
	v.nkeys = 6;
	v.keytypes[0] = &str;
	v.keytypes[1] = &s8;
	v.keytypes[2] = &u16;
	v.keytypes[3] = &s32;
	v.keytypes[4] = &u64;
	v.keytypes[5] = &ptr;
	v.keyoff[0] = 0;
	v.keystrlen[0] = 16;	/* the string's slot (the layout dt_check.c makes) */
	v.keyoff[1] = 16;
	v.keyoff[2] = 18;
	v.keyoff[3] = 20;
	v.keyoff[4] = 24;
	v.keyoff[5] = 32;
	v.keysize = 40;
	memcpy(key, "q\"t\\\n\x01", 6);
	memcpy(key + 16, &c, 1);
	memcpy(key + 18, &h, 2);
	memcpy(key + 20, &i, 4);
	memcpy(key + 24, &u, 8);
	memcpy(key + 32, &p, 8);
	dtp->aggsnap = 3;
	ad = rowdata(dtp, &v, key, -42, NULL, &rs);
	UT_EQ_INT(ad.nkeys, 6);
	UT_EQ_STR(ad.keys[0].str, "q\"t\\\n\x01");
	UT_EQ_INT(ad.keys[1].value, -5);
	UT_EQ_INT(ad.keys[2].value, 65535);
	UT_CHECK(ad.keys[3].is_signed && !ad.keys[4].is_signed && !ad.keys[5].is_signed);
	CAPTURE(dt_json_aggrow(dtp, fp, &ad));
	UT_EQ_STR(buf, "{\"type\":\"aggregation\",\"snapshot\":3,\"name\":\"a\",\"function\":\"sum\","
	    "\"keys\":[\"q\\\"t\\\\\\n\\u0001\",-5,65535,-70000,18446744073709551615,"
	    "18446744071578845184],\"value\":-42}\n");

	/* stddev is unsigned, as text prints it */
	v.nkeys = 0;
	v.aggfn = DT_FN_STDDEV;
	ad = rowdata(dtp, &v, key, -1, NULL, &rs);
	CAPTURE(dt_json_aggrow(dtp, fp, &ad));
	UT_EQ_STR(buf, "{\"type\":\"aggregation\",\"snapshot\":3,\"name\":\"a\",\"function\":\"stddev\","
	    "\"keys\":[],\"value\":18446744073709551615}\n");

	/* a histogram: buckets, normalized, no "value" */
	{
		dt_var_t q = hist(DT_FN_QUANTIZE, 0, 0, 0, 0);
		int64_t *b = calloc(DT_QUANT_NBUCKETS, sizeof(int64_t));

		q.name = "";
		q.normal = 2;
		b[DT_QUANT_ZERO - 2] = 4;	/* -3..-2 */
		b[DT_QUANT_ZERO + 3] = 9;	/* 4..7 */
		ad = rowdata(dtp, &q, key, 0, b, &rs);
		CAPTURE(dt_json_aggrow(dtp, fp, &ad));
		UT_EQ_STR(buf, "{\"type\":\"aggregation\",\"snapshot\":3,\"name\":\"\","
		    "\"function\":\"quantize\",\"keys\":[],\"buckets\":["
		    "{\"min\":-3,\"max\":-2,\"count\":2},{\"min\":4,\"max\":7,\"count\":4}]}\n");
		free(b);
	}
	dt_recset_free(&rs);
	free(dtp);
}

int
main(void)
{
	test_quantize_ranges();
	test_lquantize_ranges();
	test_llquantize_ranges();
	test_buckets();
	test_rows();
	return ut_finish("json");
}
