/*
 * dt_aggfmt.h: histogram formatting and llquantize() buckets (dt_aggfmt.c),
 * pure code shared by the consumer and the code generator.
 */
#ifndef DT_AGGFMT_H
#define DT_AGGFMT_H

#include <stdint.h>
#include <stdio.h>

void dt_hist_line(FILE *, int64_t val, uint64_t normal, long double total, int positives,
    int negatives);
void dt_hist_quantize(FILE *, const int64_t *q, uint64_t normal, int zoom);
void dt_hist_lquantize(FILE *, const int64_t *q, int64_t base, int64_t step, int levels,
    uint64_t normal, int zoom);
void dt_hist_llquantize(FILE *, const int64_t *q, int nbuckets, int factor, int low, int high,
    int nsteps, uint64_t normal, int zoom);
int dt_llq_bounds(int factor, int low, int high, int nsteps, uint64_t *b, int max);
int dt_llq_nbuckets(int factor, int low, int high, int nsteps);
/* -x aggpack: packed rows of quantize() and lquantize() and their headings */
int dt_pack_width(int64_t v);
void dt_pack_qrange(int minbin, int maxbin, int *lo, int *hi);
void dt_pack_hdr_quantize(FILE *, int keywidth, int lo, int hi);
void dt_pack_hdr_lquantize(FILE *, int keywidth, int levels);
void dt_pack_quantize(FILE *, const int64_t *q, int lo, int hi, int zoom, int utf8);
void dt_pack_lquantize(FILE *, const int64_t *q, int64_t base, int64_t step, int levels,
    int zoom, int utf8);
int dt_llquantize_bucket(int factor, int low, int high, int nsteps, int64_t value);

#endif
