/*
 * dt_cg_agg.c: the code generator's aggregations, @name[keys] = fn(value).
 *
 * The keys and the value are evaluated on the value stack, the key is
 * built at mstate+DT_MS_KEY in the aggregation's layout (dt_check.c,
 * ck_agg_layout: a string key's slot is sized by what can reach it, and
 * holds the string's NUL), then this CPU's value is found or made in the
 * aggregation's per-CPU hash map (an aggregation without keys in a map of
 * its own: a per-CPU array of one element, whose lookup the verifier makes
 * inline, and a word set with each update, dt_impl.h aggarray) and updated
 * in place, word by word as
 * dt_check.c lays the value out for each function (count, sum, avg, min,
 * max, stddev, the quantize buckets).  No atomics: the value is this
 * CPU's, and the re-entry guard keeps firings apart.  The consumer merges
 * the CPUs (dt_aggregate.c).
 *
 * Maps: BPF lets a program use at most 64 maps.  A program with up to
 * DT_AGG_OWNMAPS aggregations gives each its own map (the common case,
 * unchanged); one with more shares maps among aggregations of one shape
 * (key and value sizes), and the key of each then begins with a word
 * holding the aggregation's id, written in place of one of the words that
 * clear the key (no instruction more per firing).  If the shapes are still
 * too many, keys are padded to the largest, then values too (zero words
 * the consumer folds as zeros), down to one map.  dt_cg_agg_maps decides
 * it once, before any code is generated; the loader makes one map per
 * aggmap and the consumer walks a shared map for its own keys
 * (dt_agg_owns).
 */
#include "dt_cg_impl.h"
#include "dt_front.h"
#include "dt_aggfmt.h"

/* *(u64 *)(r0 + off) += reg */
static void
cg_agg_add(dt_cg_t *cg, int off, int reg)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, off));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, reg));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, off));
}

/*
 * The bucket in r5 (any value): clamp it to the histogram (the verifier's
 * bound, and a guard), then add the increment (slot kval + 1, or 1) to
 * that bucket of the value at r0.
 */
static void
cg_agg_bucket_add(dt_cg_t *cg, int kval, int nbuckets)
{
	emit(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, nbuckets - 1, 1));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, nbuckets - 1));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_5, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	if (cg->depth > kval + 1)
		cg_agg_add(cg, 0, dt_cg_get(cg, kval + 1, BPF_REG_2));
	else {
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
	}
}

/*
 * lquantize: the value's low 32 bits as a signed int (as DTrace's kernel
 * takes them); bucket 0 below base, 1 + (v - base) / step within the
 * levels, levels + 1 at or above the limit.  Into r5.
 */
static void
cg_agg_lquantize(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	int add = ir_label(cg->ir), rv = dt_cg_get(cg, kval, BPF_REG_2);
	int32_t base = (int32_t)v->aggarg[0];
	int levels = (int)v->aggarg[2];

	if (rv != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 32));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_2, 32));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_2, base, 0), add);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	emit(cg->ir, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, base));
	if (v->aggarg[1] != 1)
		emit(cg->ir, BPF_ALU64_IMM(BPF_DIV, BPF_REG_3, (int32_t)v->aggarg[1]));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, levels + 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_3, levels, 0), add);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, 1));
	ir_place(cg->ir, add);
}

/*
 * llquantize: the parameters are constants, so the walk over the powers
 * of the factor (dt_aggfmt.c, dt_llq_bounds) is done here, at compile
 * time, into a chain of unsigned compares of the magnitude |v| (at most 64
 * powers): below factor^low the zero bucket (p = 0); in power m,
 * base(m) + |v| / width(m) - factor^m / width(m); from factor^(high+1) on
 * the top (p = N + 1).  Negative values mirror: the bucket is N + 1 - p,
 * else N + 1 + p.  Into r5.
 */
static void
cg_agg_llquantize(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	int done = ir_label(cg->ir), sign = ir_label(cg->ir), pos = ir_label(cg->ir);
	int rv = dt_cg_get(cg, kval, BPF_REG_2);
	uint64_t factor = (uint64_t)v->aggarg[0], nsteps = (uint64_t)v->aggarg[3], pw = 1;
	int low = (int)v->aggarg[1], high = (int)v->aggarg[2], base = 1;
	int n = dt_llq_bounds((int)factor, low, high, (int)nsteps, NULL, 0);

	if (rv != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));	/* r3 = |v| */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_3, 0, 0), pos);
	emit(cg->ir, BPF_NEG64(BPF_REG_3));
	ir_place(cg->ir, pos);
	for (int o = 0; o < low; o++)
		pw *= factor;
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit_ld64(cg->ir, BPF_REG_4, (int64_t)pw);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_3, BPF_REG_4, 0), sign);
	for (int m = low; m <= high; m++) {
		uint64_t next = pw * factor;	/* the checker saw factor^(high+1) fit */
		uint64_t nb = next > nsteps ? nsteps : next, w = next / nb;
		int nextl = ir_label(cg->ir);

		emit_ld64(cg->ir, BPF_REG_4, (int64_t)next);
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_3, BPF_REG_4, 0), nextl);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
		if (w != 1) {
			emit_ld64(cg->ir, BPF_REG_4, (int64_t)w);
			emit(cg->ir, BPF_ALU64_REG(BPF_DIV, BPF_REG_5, BPF_REG_4));
		}
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, base - (int32_t)(pw / w)));
		emit_jmp(cg->ir, BPF_JMP_A(0), sign);
		ir_place(cg->ir, nextl);
		base += (int)(nb - pw / w);
		pw = next;
	}
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, n + 1));
	ir_place(cg->ir, sign);
	/* r5 = v < 0 ? N + 1 - p : N + 1 + p */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_2, 0, 0), done);
	emit(cg->ir, BPF_NEG64(BPF_REG_5));
	ir_place(cg->ir, done);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, n + 1));
}

/*
 * Fold the value in slot kval into this CPU's aggregation value at r0
 * (words as dt_check.c lays them out for each function).  No atomics: the
 * value is this CPU's, and the re-entry guard keeps firings apart.
 */
static void
cg_agg_update(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	dt_func_t fn = v->aggfn;
	int rv, skip, set;

	switch (fn) {
	case DT_FN_COUNT:
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		return;
	case DT_FN_SUM:
		cg_agg_add(cg, 0, dt_cg_get(cg, kval, BPF_REG_2));
		return;
	case DT_FN_AVG:
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		cg_agg_add(cg, 8, dt_cg_get(cg, kval, BPF_REG_2));
		return;
	case DT_FN_MIN:
	case DT_FN_MAX:
		/* word 0 the extreme, word 1 how many values (0: none yet) */
		skip = ir_label(cg->ir);
		set = ir_label(cg->ir);
		rv = dt_cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_0, 8));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 0), set);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_0, 0));
		emit_jmp(cg->ir, BPF_JMP_REG(fn == DT_FN_MIN ? BPF_JSGE : BPF_JSLE, BPF_REG_2,
		    BPF_REG_3, 0), skip);
		ir_place(cg->ir, set);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 0));
		ir_place(cg->ir, skip);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_4, 8));
		return;
	case DT_FN_QUANTIZE: {
		/*
		 * bucket = ZERO + 1 + floor(log2 v) for v > 0, ZERO - 1 - floor(log2 -v)
		 * for v < 0, ZERO for 0; the bucket += the increment (slot kval + 1, or 1)
		 */
		int neg = ir_label(cg->ir), add = ir_label(cg->ir);

		rv = dt_cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, DT_QUANT_ZERO));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), add);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGT, BPF_REG_3, 0, 1));
		emit(cg->ir, BPF_NEG64(BPF_REG_3));			/* |v| as unsigned */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));		/* floor(log2 |v|) */
		for (int sh = 32; sh >= 1; sh /= 2) {
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_3));
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, sh));
			emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 2));
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_4));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, sh));
		}
		emit(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, 62, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 62));		/* -2^63 goes to bucket 0 */
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_2, 0, 0), neg);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, DT_QUANT_ZERO + 1));
		emit_jmp(cg->ir, BPF_JMP_A(0), add);
		ir_place(cg->ir, neg);
		emit(cg->ir, BPF_NEG64(BPF_REG_5));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, DT_QUANT_ZERO - 1));
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
		ir_place(cg->ir, add);
		cg_agg_bucket_add(cg, kval, DT_QUANT_NBUCKETS);
		return;
	}
	case DT_FN_LQUANTIZE:
		cg_agg_lquantize(cg, v, kval);
		cg_agg_bucket_add(cg, kval, v->nbuckets);
		return;
	case DT_FN_LLQUANTIZE:
		cg_agg_llquantize(cg, v, kval);
		cg_agg_bucket_add(cg, kval, v->nbuckets);
		return;
	case DT_FN_STDDEV:
		/* count, sum, and the 128-bit sum of squares (words 2 low, 3 high), as DTrace */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		rv = dt_cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		cg_agg_add(cg, 8, BPF_REG_2);
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_2, 0, 1));
		emit(cg->ir, BPF_NEG64(BPF_REG_2));			/* |v| */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 32));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 32));	/* lo */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_2));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, 32));	/* hi */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_5, BPF_REG_3));	/* lo * lo */
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_3, BPF_REG_4));	/* lo * hi */
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_4, BPF_REG_4));	/* hi * hi */
		/* v*v = hi*hi << 64 + lo*hi << 33 + lo*lo: low word in r1, high in r4 */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 33));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_5));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 31));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
		emit(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_5, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));	/* carry */
		/* add it to the sum of squares */
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 16));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_0, 24));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_1));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
		emit(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_2, BPF_REG_1, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));	/* carry */
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 16));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3, 24));
		return;
	default:
		return;
	}
}

#define DT_AGG_OWNMAPS	24	/* aggregations that get a map each */

/* group the aggregations by shape: aggmap = the first one's id; returns the groups */
static int
cg_agg_group(struct dt_program *pgp)
{
	int n = 0;

	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next) {
		v->aggmap = v->aggid;
		for (dt_var_t *w = pgp->aggs; w != v; w = w->next) {
			if (w->keysize == v->keysize && w->valsize == v->valsize) {
				v->aggmap = w->aggmap;
				break;
			}
		}
		n += v->aggmap == v->aggid;
	}
	return n;
}

void
dt_cg_agg_maps(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	int kmax = 0, vmax = 0;

	(void)dtp;
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next) {
		v->aggmap = v->aggid;
		v->aggtag = 0;
	}
	if (pgp->naggs <= DT_AGG_OWNMAPS) {
		/* keys of none: a per-CPU array of one element, and a word saying
		 * that the value was set (dt_impl.h, aggarray) */
		for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next) {
			if (v->nkeys != 0 || v->aggarray)
				continue;
			v->aggarray = 1;
			v->presoff = (v->valsize + 7) & ~7;
			v->valsize = v->presoff + 8;
		}
		return;
	}
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next) {
		v->aggtag = 1;
		for (int i = 0; i < v->nkeys; i++)
			v->keyoff[i] += 8;
		v->keysize += 8;
		if (v->keysize > kmax)
			kmax = v->keysize;
		if (v->valsize > vmax)
			vmax = v->valsize;
	}
	if (cg_agg_group(pgp) <= DT_AGG_OWNMAPS)
		return;
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next)
		v->keysize = kmax;
	if (cg_agg_group(pgp) <= DT_AGG_OWNMAPS)
		return;
	for (dt_var_t *v = pgp->aggs; v != NULL; v = v->next)
		v->valsize = vmax;
	cg_agg_group(pgp);
}

/* the built-in execname, as written (a key written straight into its slot) */
static int
cg_is_execname(const dt_node_t *n)
{
	return n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_BUILTIN &&
	    n->ival == DT_BI_EXECNAME && !n->inmem;
}

/*
 * An aggregation: the keys and the value evaluated on the value stack, the
 * key built at mstate+DT_MS_KEY in the aggregation's layout (dt_check.c,
 * ck_agg_layout: a string key's slot is sized by what can reach it, and
 * holds the string's NUL), then this CPU's value found or made and updated.
 */
void
dt_cg_aggregate(dt_cg_t *cg, dt_node_t *n)
{
	dt_node_t *agg = n->l, *fn = n->r, *key;
	dt_var_t *v = agg->var;
	int keys[8], kval = -1, nk = 0, have, i;

	for (key = agg->args; key != NULL; key = key->next) {
		if (v->keykind[nk] == DT_DK_STACK || v->keykind[nk] == DT_DK_USTACK) {
			keys[nk++] = -1;	/* read by the kernel into the key */
			continue;
		}
		if (cg_is_execname(key)) {
			keys[nk++] = -1;	/* written into its slot by the kernel */
			continue;
		}
		keys[nk] = dt_cg_expr(cg, key);
		if (v->keykind[nk] == DT_DK_PLAIN)
			dt_cg_cast(cg, keys[nk], key, v->keytypes[nk]);
		nk++;
	}
	if (fn->args != NULL) {
		/* the increment of the quantize family: after the value and parameters */
		int nparams = v->aggfn == DT_FN_QUANTIZE ? 0 : v->aggfn == DT_FN_LQUANTIZE ? 3 :
		    v->aggfn == DT_FN_LLQUANTIZE ? 4 : -1;
		dt_node_t *inc = fn->args->next;

		for (i = 0; i < nparams && inc != NULL; i++)
			inc = inc->next;
		/* the 64-bit values, not narrowed to their types (dt_cg_expr.c) */
		kval = dt_cg_expr(cg, fn->args);
		if (nparams >= 0 && inc != NULL)
			dt_cg_expr(cg, inc);
	}
	if (v->keysize > DT_MS_KEYMAX)
		dt_cerror(cg->dtp, D_NOREG, n->line, "aggregation @%s key is too large (%d bytes, "
		    "more than the %d there is room for)", v->name, v->keysize, DT_MS_KEYMAX);
	ir_note(cg->ir, "@%s key", v->name);
	dt_cg_ms(cg, BPF_REG_1);
	if (v->aggtag) {	/* a shared map: the first word names the aggregation */
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, DT_MS_KEY, v->aggid));
		dt_cg_zero(cg, BPF_REG_1, DT_MS_KEY + 8, v->keysize - 8);
	} else {
		dt_cg_zero(cg, BPF_REG_1, DT_MS_KEY, v->keysize);
	}
	for (i = 0, key = agg->args; i < nk; i++, key = key->next) {
		dt_type_t *t = v->keytypes[i];

		if (v->keykind[i] != DT_DK_PLAIN) {
			dt_cg_datum_write(cg, v->keykind[i], keys[i], DT_MS_KEY + v->keyoff[i], t->size);
		} else if (t->kind == DT_TK_STRING && keys[i] < 0) {
			/* execname: the task's comm, NUL-padded to the slot */
			dt_cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, v->keystrlen[i]));
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_comm));
		} else if (t->kind == DT_TK_STRING) {
			/* at most the slot (a char array: at most its length) */
			int src = dt_cg_get(cg, keys[i], BPF_REG_3), len = v->keystrlen[i];

			if (key->type->kind == DT_TK_ARRAY && key->type->nelems > 0 &&
			    key->type->nelems < len)
				len = key->type->nelems + 1;
			dt_cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			if (src != BPF_REG_3)
				emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, src));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, len));
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		} else {
			dt_cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(t->size), BPF_REG_1,
			    dt_cg_get(cg, keys[i], BPF_REG_2), DT_MS_KEY + v->keyoff[i]));
		}
	}
	have = ir_label(cg->ir);
	ir_note(cg->ir, "@%s lookup", v->name);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggmap);
	dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	if (!v->aggarray) {	/* (an array's one element is always there) */
		ir_note(cg->ir, "@%s new key", v->name);
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggmap);
		dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		if (v->valsize > DT_MS_ZEROMAX)
			emit_ldmapval(cg->ir, BPF_REG_3, DT_MAP_AGGZERO, 0);
		else
			dt_cg_msaddr(cg, BPF_REG_3, DT_MS_ZERO);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggmap);
		dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	}
	/* no room: count an aggregation drop */
	{
		int done = ir_label(cg->ir);

		ir_note(cg->ir, "@%s drop", v->name);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_AGGDROPS));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_AGGDROPS));
		emit_jmp(cg->ir, BPF_JMP_A(0), done);
		ir_place(cg->ir, have);
		ir_note(cg->ir, "@%s update", v->name);
		if (v->aggarray)	/* the value is set (dt_impl.h) */
			emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_0, v->presoff, 1));
		cg_agg_update(cg, v, kval);
		ir_place(cg->ir, done);
	}
	cg->depth = 0;
}
