/*
 * dt_ck_agg.c: aggregations, "@name[keys] = func(args)", and the actions
 * on them (printa, trunc, clear, normalize, denormalize).
 *
 * An aggregation is defined by its first assignment: its function and its
 * key signature (the number of keys, and each key's kind: an integer, a
 * string, a stack or a symbol) are fixed there, and a later assignment
 * must agree (D_AGG_REDEF), lquantize's and llquantize's parameters too
 * (integer constants, checked with DTrace's tags and words).  Its variable
 * (dtp->prog->aggs, in the order defined) holds the key layout the code
 * generator and the consumer use: each key 8-byte aligned, an integer its
 * size, a stack or a symbol its datum's, a string the most bytes any use
 * stores there (ck_strbound, at most strsize).  The layout is recomputed at
 * each use, so the final one is what every use sees.  The per-CPU value is
 * one to four 64-bit words by function, or one per bucket for the quantize
 * family (at most DT_AGG_VALMAX bytes).
 *
 * The actions on aggregations name ones defined earlier in the program;
 * printa()'s format is checked against the keys of each aggregation it
 * prints, and aggregations printed together must have matching key
 * signatures.  An aggregation is not a value: named where one is needed,
 * it is typed as DTrace's dynamic "aggregation" (dt_ck_aggref), which the
 * context refuses with its own error (trace: D_TRACE_DYN, a printf
 * conversion: D_PRINTF_ARG_TYPE, a key: D_KEY_TYPE, an argument of trunc or
 * normalize: D_PROTO_ARG); elsewhere dt_ck_expr.c refuses it (D_AGG_SCALAR).
 * The actions' argument counts are checked against their prototypes
 * (D_PROTO_LEN), as DTrace's function prototypes check them.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_printf.h"
#include "dt_aggfmt.h"
#include "dt_check_impl.h"
#include "dt_front.h"

/* @a[k][j] */
void __attribute__((noreturn))
dt_ck_agg_mdim(dt_cstate_t *cs, dt_node_t *agg)
{
	dt_cerror(cs->dtp, D_AGG_MDIM, agg->line, "improper attempt to reference @%s as a "
	    "multi-dimensional array", agg->str);
}

static dt_var_t *ck_agg_lookup(dtrace_hdl_t *dtp, const char *name);

/* the dynamic type of an aggregation named as a value */
static dt_type_t dt_type_aggref = { DT_TK_VOID, 0, 0, "aggregation", NULL };

/*
 * @a named where a value is expected: it must be defined (D_IDENT_UNDEF);
 * it gets the dynamic type "aggregation" for the context to refuse.
 */
void
dt_ck_aggref(dt_cstate_t *cs, dt_node_t *n)
{
	if (ck_agg_lookup(cs->dtp, n->str) == NULL)
		dt_cerror(cs->dtp, D_IDENT_UNDEF, n->line, "failed to resolve @%s: Unknown "
		    "aggregation name", n->str);
	n->type = &dt_type_aggref;
	n->dyn = DT_DYN_TYPE;
}

/*
 * key #nk of an aggregation (isagg) or an associative array: a value of a
 * static type; an aggregation's keys may also be stacks and symbols
 */
void
dt_ck_key(dt_cstate_t *cs, dt_node_t *k, int nk, int isagg)
{
	char b[64];

	if (k->kind == DT_NODE_AGG)
		dt_ck_aggref(cs, k);
	else
		dt_ck_value(cs, k);	/* a dynamic key is refused below */
	if (isagg && dt_node_dkind(k) != DT_DK_PLAIN)
		return;
	if (k->dyn != DT_DYN_NONE || k->type->kind == DT_TK_VOID)
		dt_cerror(cs->dtp, D_KEY_TYPE, k->line, "%s expression may not be used as %s "
		    "index: key #%d", k->dyn == DT_DYN_XLPTR ? "translated pointer" :
		    k->dyn != DT_DYN_NONE && k->kind != DT_NODE_AGG ? "dynamic" :
		    dt_type_name(k->type, b, sizeof(b)), isagg ? "aggregation" :
		    "associative array", nk);
}

/* the key type of a stack or symbol key: its datum's size (dt_datum_size) */
static dt_type_t *
ck_datum_keytype(dt_cstate_t *cs, dt_node_t *k)
{
	dt_dkind_t dk = dt_node_dkind(k);
	dt_type_t *t;

	if (dk == DT_DK_STACK || dk == DT_DK_USTACK)
		return k->type;
	if (dk == DT_DK_SYM || dk == DT_DK_MOD)
		return &dt_type_symaddr;
	t = dt_type_new(cs->dtp, DT_TK_ARRAY, dt_datum_size(cs->dtp, dk, 0), "_usymaddr_t");
	t->ref = &dt_type_uint64;
	t->nelems = 2;
	return t;
}

/*
 * lquantize(v, base, limit[, step[, incr]]) and llquantize(v, factor,
 * low, high, nsteps[, incr]): their parameters are integer constants,
 * checked as DTrace checks them (with its tags and words).  aggarg gets
 * base, step, levels (lquantize) or factor, low, high, nsteps.
 */
static void
ck_quant_params(dt_cstate_t *cs, dt_node_t *n, dt_func_t fn, dt_node_t *p, int64_t *aggarg)
{
	dtrace_hdl_t *dtp = cs->dtp;

	if (fn == DT_FN_LQUANTIZE) {
		dt_node_t *b = p, *l = p->next, *st = l->next;
		int64_t base, limit, step = 1, levels;

		if (!b->isconst)
			dt_cerror(dtp, D_LQUANT_BASETYPE, b->line,
			    "lquantize( ) argument #1 must be an integer constant");
		base = b->ival;
		if (base < INT32_MIN || base > INT32_MAX)
			dt_cerror(dtp, D_LQUANT_BASEVAL, b->line,
			    "lquantize( ) argument #1 must be a 32-bit quantity");
		if (!l->isconst)
			dt_cerror(dtp, D_LQUANT_LIMTYPE, l->line,
			    "lquantize( ) argument #2 must be an integer constant");
		limit = l->ival;
		if (limit < INT32_MIN || limit > INT32_MAX)
			dt_cerror(dtp, D_LQUANT_LIMVAL, l->line,
			    "lquantize( ) argument #2 must be a 32-bit quantity");
		if (limit <= base)
			dt_cerror(dtp, D_LQUANT_MISMATCH, n->line,
			    "lquantize( ) base (argument #1) must be less than limit (argument #2)");
		if (st != NULL) {
			if (!st->isconst || st->ival <= 0)
				dt_cerror(dtp, D_LQUANT_STEPTYPE, st->line, "lquantize( ) argument #3 "
				    "must be a non-zero positive integer constant");
			if ((step = st->ival) > UINT16_MAX)
				dt_cerror(dtp, D_LQUANT_STEPVAL, st->line,
				    "lquantize( ) argument #3 must be a 16-bit quantity");
		}
		levels = (limit - base) / step;
		if (levels == 0)
			dt_cerror(dtp, D_LQUANT_STEPLARGE, n->line, "lquantize( ) step (argument #3) "
			    "too large: must have at least one quantization level");
		if (levels > UINT16_MAX)
			dt_cerror(dtp, D_LQUANT_STEPSMALL, n->line, "lquantize( ) step (argument #3) "
			    "too small: number of quantization levels must be a 16-bit quantity");
		aggarg[0] = base;
		aggarg[1] = step;
		aggarg[2] = levels;
		return;
	}
	{
		static const dt_errtag_t badtype[] = { D_LLQUANT_FACTORTYPE, D_LLQUANT_LMAGTYPE,
		    D_LLQUANT_HMAGTYPE, D_LLQUANT_STEPTYPE };
		static const dt_errtag_t badval[] = { D_LLQUANT_FACTORVAL, D_LLQUANT_LMAGVAL,
		    D_LLQUANT_HMAGVAL, D_LLQUANT_STEPVAL };
		dt_node_t *arg[4];
		uint64_t factor, steps, pw;

		/* each in turn: an integer constant, then its range */
		for (int i = 0; i < 4; i++, p = p->next) {
			arg[i] = p;
			if (!p->isconst || (i == 3 && p->ival <= 0))
				dt_cerror(dtp, badtype[i], p->line, "llquantize( ) argument #%d must be "
				    "%s integer constant", i + 1, i == 3 ? "a non-zero positive" : "an");
			if ((uint64_t)p->ival > UINT16_MAX || (i == 0 && p->ival < 2))
				dt_cerror(dtp, badval[i], p->line, "llquantize( ) argument #%d must be an "
				    "unsigned 16-bit quantity%s", i + 1,
				    i == 0 ? " greater than or equal to 2" : "");
			aggarg[i] = p->ival;
			if (i != 2)
				continue;
			if (aggarg[2] < aggarg[1])
				dt_cerror(dtp, D_LLQUANT_HMAGVAL, p->line, "llquantize( ) argument #3 "
				    "(high magnitude) must be at least argument #2 (low magnitude)");
			/* the top bucket starts at factor^(hmag + 1): it must fit 64 bits */
			pw = 1;
			for (int64_t o = 0; o <= aggarg[2]; o++)
				if (__builtin_mul_overflow(pw, (uint64_t)aggarg[0], &pw))
					dt_cerror(dtp, D_LLQUANT_HMAGVAL, p->line, "llquantize( ) "
					    "argument #3 (high magnitude) will cause overflow of 64 bits");
		}
		factor = aggarg[0], steps = aggarg[3];
		if (steps < factor && factor % steps != 0)
			dt_cerror(dtp, D_LLQUANT_STEPVAL, arg[3]->line, "llquantize( ) argument #4 "
			    "(steps) must evenly divide argument #1 (factor) when steps<factor");
		if (steps > factor && steps % factor != 0)
			dt_cerror(dtp, D_LLQUANT_STEPVAL, arg[3]->line, "llquantize( ) argument #4 "
			    "(steps) must be a multiple of argument #1 (factor) when steps>factor");
		/* and divide the first power of the factor that is at least as large */
		for (pw = factor; pw < steps; pw *= factor)
			;
		if (steps > factor && pw % steps != 0)
			dt_cerror(dtp, D_LLQUANT_STEPVAL, arg[3]->line, "llquantize( ) argument #4 "
			    "(steps) must evenly divide a power of argument #1 (factor)");
	}
}

/* a later use must give the parameters of the first (DTrace's words) */
static void
ck_quant_match(dt_cstate_t *cs, dt_node_t *n, dt_func_t fn, const int64_t *o, const int64_t *a)
{
	dtrace_hdl_t *dtp = cs->dtp;

	if (fn == DT_FN_LQUANTIZE) {
		if (o[0] != a[0])
			dt_cerror(dtp, D_LQUANT_MATCHBASE, n->line, "lquantize( ) base (argument #1) "
			    "doesn't match previous declaration: expected %d, found %d",
			    (int)o[0], (int)a[0]);
		if (o[1] * o[2] != a[1] * a[2])
			dt_cerror(dtp, D_LQUANT_MATCHLIM, n->line, "lquantize( ) limit (argument #2) "
			    "doesn't match previous declaration: expected %d, found %d",
			    (int)(o[0] + o[1] * o[2]), (int)(a[0] + a[1] * a[2]));
		if (o[1] != a[1])
			dt_cerror(dtp, D_LQUANT_MATCHSTEP, n->line, "lquantize( ) step (argument #3) "
			    "doesn't match previous declaration: expected %d, found %d",
			    (int)o[1], (int)a[1]);
		return;
	}
	{
		static const char *const what[] = { "factor", "lmag", "hmag", "steps" };
		static const dt_errtag_t tag[] = { D_LLQUANT_MATCHFACTOR, D_LLQUANT_MATCHLMAG,
		    D_LLQUANT_MATCHHMAG, D_LLQUANT_MATCHSTEPS };

		for (int i = 0; i < 4; i++)
			if (o[i] != a[i])
				dt_cerror(dtp, tag[i], n->line, "llquantize( ) %s (argument #%d) doesn't "
				    "match previous declaration: expected %d, found %d", what[i], i + 1,
				    (int)o[i], (int)a[i]);
	}
}

/*
 * The most bytes, with the NUL, that string key expression n can store in
 * its key slot: execname 16 (the kernel's TASK_COMM_LEN), a string literal
 * its length + 1, probeprov/probemod/probefunc/probename DT_PSTR_FLD (the
 * probe string map's fields, NUL-terminated), a char array its length + 1
 * (dt_cg.c copies at most that of it), ?: the larger of its two (a char
 * array there is read as any string); anything else strlim (the strsize
 * option's characters and the NUL).
 */
static int
ck_strbound(dtrace_hdl_t *dtp, const dt_node_t *n, int top)
{
	if (n->kind == DT_NODE_STR)
		return (int)n->slen + 1;
	if (n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_BUILTIN) {
		switch ((dt_builtin_t)n->ival) {
		case DT_BI_EXECNAME:
			return 16;
		case DT_BI_PROBEPROV: case DT_BI_PROBEMOD:
		case DT_BI_PROBEFUNC: case DT_BI_PROBENAME:
			return DT_PSTR_FLD;
		default:
			return dtp->strlim;
		}
	}
	if (n->kind == DT_NODE_OP3) {
		int l = ck_strbound(dtp, n->l, 0), r = ck_strbound(dtp, n->r, 0);

		return l > r ? l : r;
	}
	if (top && n->type->kind == DT_TK_ARRAY && n->type->nelems > 0 &&
	    n->type->nelems < dtp->strlim)
		return n->type->nelems + 1;
	return dtp->strlim;
}

/*
 * The key layout of aggregation v: each key at an 8-byte aligned offset,
 * integers their size, stacks and symbols their datum's, strings
 * keystrlen[i] bytes (at most strlim: the largest string any use so far
 * can store there).  Recomputed at each use: code is generated after the
 * whole program is checked, so the layout it and the consumer see is the
 * final one, one per aggregation.
 */
static void
ck_agg_layout(dtrace_hdl_t *dtp, dt_var_t *v)
{
	int off = 0;

	for (int i = 0; i < v->nkeys; i++) {
		const dt_type_t *t = v->keytypes[i];

		off = (off + 7) & ~7;
		v->keyoff[i] = off;
		if (v->keykind[i] == DT_DK_PLAIN && t->kind == DT_TK_STRING) {
			if (v->keystrlen[i] <= 0 || v->keystrlen[i] > dtp->strlim)
				v->keystrlen[i] = dtp->strlim;
			off += v->keystrlen[i];
		} else {
			off += t->size;
		}
	}
	v->keysize = off == 0 ? 8 : (off + 7) & ~7;
}

void
dt_ck_agg_assign(dt_cstate_t *cs, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_node_t *a = n->l, *f = n->r, *k;
	const struct dt_fndesc *fd;
	dt_var_t *v, **tail;
	int nkeys = 0, nargs = 0;
	int64_t aggarg[4] = { 0, 0, 0, 0 };

	if (n->op != '=')
		dt_cerror(dtp, D_AGG_FUNC, n->line, "operator %s may not be applied to aggregation @%s",
		    dt_opname(n->op), a->str);
	if (f->kind != DT_NODE_CALL || (fd = dt_ck_func(f->str)) == NULL || !fd->isagg)
		dt_cerror(dtp, D_AGG_FUNC, n->line,
		    "@%s must be assigned the result of an aggregating function", a->str);
	for (dt_node_t *x = f->args; x != NULL; x = x->next)
		nargs++;
	if (nargs < fd->minargs)
		dt_cerror(dtp, D_PROTO_LEN, f->line, "%s( ) prototype mismatch: %d arg%s passed, %s%d "
		    "expected", fd->name, nargs, nargs == 1 ? "" : "s",
		    fd->minargs < fd->maxargs ? "at least " : "", fd->minargs);
	if (nargs > fd->maxargs)
		dt_cerror(dtp, D_PROTO_LEN, f->line, "%s( ) prototype mismatch: %d arg%s passed, %s%d "
		    "expected", fd->name, nargs, nargs == 1 ? "" : "s",
		    fd->minargs < fd->maxargs ? "at most " : "", fd->maxargs);
	{
		int i = 1;

		for (dt_node_t *x = f->args; x != NULL; x = x->next, i++) {
			/* the parameters of lquantize/llquantize are int32_t constants */
			int param = i > 1 && ((fd->id == DT_FN_LQUANTIZE && i <= 4) ||
			    (fd->id == DT_FN_LLQUANTIZE && i <= 5));

			if (x->kind == DT_NODE_AGG)
				dt_ck_aggref(cs, x);
			else
				dt_ck_expr(cs, x);
			/* the value: any scalar (DTrace's D_AGG_SCALAR); the increment too */
			if (i == 1 && !dt_type_is_scalar(x->type))
				dt_cerror(dtp, D_AGG_SCALAR, f->line, "%s( ) argument #1 must be of "
				    "scalar type", fd->name);
			if (i > 1 && !param && !dt_type_is_scalar(x->type))
				dt_cerror(dtp, D_PROTO_ARG, f->line, "%s( ) increment value (argument "
				    "#%d) must be of scalar type", fd->name, i);
			if (param && !dt_type_is_int(x->type))
				dt_cerror(dtp, D_PROTO_ARG, f->line, "%s( ) argument #%d is incompatible "
				    "with prototype:\n\tprototype: int32_t\n\t argument: %s",
				    fd->name, i, x->type->name);
		}
	}
	if (fd->id == DT_FN_LQUANTIZE || fd->id == DT_FN_LLQUANTIZE)
		ck_quant_params(cs, n, fd->id, f->args->next, aggarg);
	f->idkind = DT_IDENT_AGGFUNC;
	f->ival = fd->id;
	f->type = &dt_type_void;
	for (k = a->args; k != NULL; k = k->next) {
		dt_ck_key(cs, k, nkeys + 1, 1);
		if (dt_node_dkind(k) != DT_DK_PLAIN) {	/* a stack or a symbol */
			if (++nkeys > 8)
				dt_cerror(dtp, D_PROTO_LEN, k->line, "aggregation @%s has too many keys (at most 8)", a->str);
			continue;
		}
		if (!dt_type_is_scalar(k->type) && !dt_type_is_strcompat(k->type))
			dt_cerror(dtp, D_UNSUPPORTED, k->line, "aggregation keys of type %s are not supported yet",
			    k->type->name);
		if (++nkeys > 8)
			dt_cerror(dtp, D_PROTO_LEN, k->line, "aggregation @%s has too many keys (at most 8)", a->str);
	}
	for (v = dtp->prog->aggs; v != NULL; v = v->next)
		if (strcmp(v->name, a->str) == 0)
			break;
	if (v != NULL) {
		if (v->aggfn != fd->id)
			dt_cerror(dtp, D_AGG_REDEF, n->line,
			    "aggregation redefined: @%s\n\t current: @%s = %s( )\n\tprevious: @%s = %s( ) : line %d",
			    a->str, a->str, fd->name, a->str, dt_ck_func_name(v->aggfn), v->defline);
		if (fd->id == DT_FN_LQUANTIZE || fd->id == DT_FN_LLQUANTIZE)
			ck_quant_match(cs, n, fd->id, v->aggarg, aggarg);
		if (v->nkeys != nkeys)
			dt_cerror(dtp, D_AGG_REDEF, n->line,
			    "@%s: aggregation key signature mismatch: %d key%s used, %d previously",
			    a->str, nkeys, nkeys == 1 ? "" : "s", v->nkeys);
		k = a->args;
		for (int i = 0; i < nkeys; i++, k = k->next) {
			dt_type_t *p = v->keytypes[i];

			if (v->keykind[i] != dt_node_dkind(k) ? 1 : v->keykind[i] != DT_DK_PLAIN ?
			    ck_datum_keytype(cs, k)->size != p->size :
			    (p->kind == DT_TK_STRING) != (k->type->kind == DT_TK_STRING ||
			    k->type->kind == DT_TK_ARRAY))
				dt_cerror(dtp, D_AGG_REDEF, n->line,
				    "@%s: key #%d type mismatch: %s used, %s previously",
				    a->str, i + 1, k->type->name, p->name);
			if (v->keykind[i] == DT_DK_PLAIN && p->kind == DT_TK_STRING) {
				int b = ck_strbound(dtp, k, 1);

				if (b > v->keystrlen[i])
					v->keystrlen[i] = b;
			}
		}
		ck_agg_layout(dtp, v);
	} else {
		v = dt_zalloc(sizeof(*v));
		v->name = dt_strdup(a->str);
		v->isagg = 1;
		v->aggid = ++dtp->prog->naggs;
		v->aggfn = fd->id;
		v->nkeys = nkeys;
		v->defline = n->line;
		v->mapfd = -1;
		k = a->args;
		for (int i = 0; i < nkeys; i++, k = k->next) {
			dt_type_t *t = k->type;

			if ((v->keykind[i] = dt_node_dkind(k)) != DT_DK_PLAIN)
				t = ck_datum_keytype(cs, k);
			else if (t->kind == DT_TK_INT && t->size < 4 && k->kind == DT_NODE_INT)
				t = dt_ck_promote(t);	/* a constant ('a') keys as an int, as DTrace's */
			else if (t->kind == DT_TK_ARRAY)
				t = dt_type_string(dtp);	/* char arrays key as strings */
			else if (t->kind == DT_TK_ENUM || t->kind == DT_TK_PTR)
				t = t->size == 8 ? (t->kind == DT_TK_PTR ? &dt_type_ulong : &dt_type_long) :
				    &dt_type_int;
			v->keytypes[i] = t;
			if (v->keykind[i] == DT_DK_PLAIN && t->kind == DT_TK_STRING)
				v->keystrlen[i] = ck_strbound(dtp, k, 1);
		}
		ck_agg_layout(dtp, v);
		/* per-CPU value words: count/sum: the total; avg: count, sum;
		 * min/max: the value, count; stddev: count, sum, 128-bit sum of squares */
		memcpy(v->aggarg, aggarg, sizeof(aggarg));
		v->nbuckets = fd->id == DT_FN_QUANTIZE ? DT_QUANT_NBUCKETS :
		    fd->id == DT_FN_LQUANTIZE ? (int)aggarg[2] + 2 :
		    fd->id == DT_FN_LLQUANTIZE ? dt_llq_nbuckets((int)aggarg[0], (int)aggarg[1],
		    (int)aggarg[2], (int)aggarg[3]) : 0;
		v->valsize = DT_FN_ISHIST(fd->id) ? 8 * v->nbuckets :
		    fd->id == DT_FN_STDDEV ? 32 : fd->id == DT_FN_AVG ||
		    fd->id == DT_FN_MIN || fd->id == DT_FN_MAX ? 16 : 8;
		if (v->valsize > DT_AGG_VALMAX)
			dt_cerror(dtp, D_UNSUPPORTED, n->line, "%s( ) of @%s has %d buckets, more "
			    "than the %d an aggregation may have here", fd->name, a->str,
			    v->nbuckets, DT_AGG_VALMAX / 8);
		for (tail = &dtp->prog->aggs; *tail != NULL; tail = &(*tail)->next)
			;
		*tail = v;
	}
	a->var = v;
	a->type = &dt_type_void;
	n->type = &dt_type_void;
}

static dt_var_t *
ck_agg_lookup(dtrace_hdl_t *dtp, const char *name)
{
	for (dt_var_t *v = dtp->prog->aggs; v != NULL; v = v->next)
		if (strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

/* the type name of a non-aggregation argument, for messages (an
 * aggregating function's call is void, as its prototype says) */
static const char *
ck_argtype(dt_cstate_t *cs, dt_node_t *a)
{
	const struct dt_fndesc *fd;

	if (a->kind == DT_NODE_CALL && (fd = dt_ck_func(a->str)) != NULL && fd->isagg)
		return "void";
	dt_ck_expr(cs, a);
	return a->type->name;
}

/* an action's argument count against its prototype: at least min, at most max */
static void
ck_protolen(dt_cstate_t *cs, dt_node_t *n, const char *name, int argc, int min, int max)
{
	if (argc >= min && argc <= max)
		return;
	dt_cerror(cs->dtp, D_PROTO_LEN, n->line, "%s( ) prototype mismatch: %d arg%s passed, "
	    "%s%d expected", name, argc, argc == 1 ? "" : "s", min == max ? "" : argc < min ?
	    "at least " : "at most ", argc < min ? min : max);
}

/*
 * printa()'s format against the keys of @v: conversions other than %@
 * take the keys in order (DTrace numbers them from argument #2), %@ the
 * aggregation's value (the whole histogram for the quantize family).
 */
static void
ck_printa_format(dt_cstate_t *cs, dt_node_t *n, dt_node_t *fmt, dt_var_t *v)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_node_t keys[8];
	char err[256];
	dt_pfprog_t *pf;

	if (fmt->slen == 0)
		dt_cerror(dtp, D_PRINTF_FMT_EMPTY, n->line, "printa( ) format string is empty");
	if ((pf = dt_printf_parse(fmt->str, err, sizeof(err))) == NULL)
		dt_cerror(dtp, D_SYNTAX, n->line, "%s", err);
	n->aux = pf;
	for (int i = 0; i < dt_printf_nargs(pf); i++) {
		dt_pfarginfo_t info;

		dt_printf_arginfo(pf, i, &info);
		if (info.kind == DT_PFCONV_AGG && !DT_FN_ISHIST(v->aggfn) &&
		    (strchr(info.name, 's') != NULL || strchr(info.name, 'S') != NULL))
			dt_cerror(dtp, D_PRINTF_ARG_TYPE, n->line, "printa( ) aggregating action "
			    "is incompatible with conversion #%d prototype:\n\tconversion: %%%s\n"
			    "\t prototype: char [] or string (or use stringof)\n\t  argument: "
			    "int64_t", info.conv, info.name);
	}
	/*
	 * the keys stand for the arguments of printf's checker (argument #2
	 * on); a stack key as a call of stack() or ustack(), for %k
	 */
	memset(keys, 0, sizeof(keys));
	for (int i = 0; i < v->nkeys; i++) {
		keys[i].kind = DT_NODE_IDENT;
		if (v->keykind[i] == DT_DK_STACK || v->keykind[i] == DT_DK_USTACK) {
			keys[i].kind = DT_NODE_CALL;
			keys[i].idkind = DT_IDENT_FUNC;
			keys[i].ival = v->keykind[i] == DT_DK_STACK ? DT_FN_STACK : DT_FN_USTACK;
		}
		keys[i].type = v->keytypes[i];
		keys[i].line = n->line;
		keys[i].next = i + 1 < v->nkeys ? &keys[i + 1] : NULL;
	}
	dt_printf_check(dtp, "printa", pf, v->nkeys > 0 ? keys : NULL, 1, n->line, 1);
}

/* the key signatures of aggregations printed together must match */
static void
ck_printa_keys(dt_cstate_t *cs, int line, dt_var_t *l, dt_var_t *r)
{
	if (l->nkeys != r->nkeys)
		dt_cerror(cs->dtp, D_PRINTA_AGGKEY, line, "printa( ): @%s and @%s do not have "
		    "matching key signatures: @%s has %d key%s, @%s has %d key%s", l->name, r->name,
		    l->name, l->nkeys, l->nkeys == 1 ? "" : "s", r->name, r->nkeys,
		    r->nkeys == 1 ? "" : "s");
	for (int i = 0; i < l->nkeys; i++)
		if ((l->keytypes[i]->kind == DT_TK_STRING) != (r->keytypes[i]->kind == DT_TK_STRING))
			dt_cerror(cs->dtp, D_PRINTA_AGGPROTO, line, "printa( ): @%s[ ] key #%d is "
			    "incompatible with @%s:\n%9s key #%d: %s\n%9s key #%d: %s", r->name, i + 1,
			    l->name, l->name, i + 1, l->keytypes[i]->name, r->name, i + 1,
			    r->keytypes[i]->name);
}

/*
 * printa(), trunc(), clear(), normalize() and denormalize(): actions on
 * aggregations defined earlier in the program, done by the consumer.
 * Their arguments are checked as DTrace checks them; n->args keeps the
 * aggregation nodes (resolved, not evaluated).
 */
/*
 * @a[keys] named where the aggregation is not assigned (printa(@a[k]), as
 * DTrace accepts it, printing all of @a): the keys must fit its signature.
 */
static void
ck_agg_ref_keys(dt_cstate_t *cs, dt_node_t *a, dt_var_t *v)
{
	int i = 0;

	dt_ck_tuple_len(cs, a->line, "@", a->str, a->args, v->nkeys, "arg");
	for (dt_node_t *k = a->args; k != NULL; k = k->next, i++) {
		const dt_type_t *p = v->keytypes[i];

		dt_ck_expr(cs, k);
		if (v->keykind[i] != dt_node_dkind(k) || (v->keykind[i] == DT_DK_PLAIN &&
		    (p->kind == DT_TK_STRING) != (dt_type_is_strcompat(k->type) &&
		    !dt_type_is_int(k->type))))
			dt_ck_tuple_arg(cs, a->line, "@", a->str, "arg", i + 1, p->name,
			    k->type->name);
	}
}

void
dt_ck_aggact(dt_cstate_t *cs, dt_node_t *n, const struct dt_fndesc *fd)
{
	dtrace_hdl_t *dtp = cs->dtp;
	dt_node_t *a = n->args, *fmt = NULL;
	dt_var_t *first = NULL;
	int argc = 0, argr;

	for (dt_node_t *x = n->args; x != NULL; x = x->next)
		argc++;
	switch (fd->id) {
	case DT_FN_PRINTA:
		ck_protolen(cs, n, fd->name, argc, fd->minargs, fd->maxargs);
		argr = 1;
		if (a != NULL && a->kind == DT_NODE_STR) {
			fmt = a;
			fmt->type = dt_type_string(dtp);
			a = a->next;
			argr = 2;
		}
		if (argc < argr)
			dt_cerror(dtp, D_PRINTA_PROTO, n->line, "printa( ) prototype mismatch: %d args "
			    "passed, %d expected", argc, argr);
		for (; a != NULL; a = a->next, argr++) {
			dt_var_t *v;

			if (a->kind != DT_NODE_AGG)
				dt_cerror(dtp, D_PRINTA_AGGARG, n->line, "printa( ) argument #%d is "
				    "incompatible with prototype:\n\tprototype: aggregation\n"
				    "\t argument: %s", argr, ck_argtype(cs, a));
			if ((v = ck_agg_lookup(dtp, a->str)) == NULL)
				dt_cerror(dtp, D_PRINTA_AGGBAD, n->line, "undefined aggregation: @%s",
				    a->str);
			a->var = v;
			a->type = &dt_type_void;
			if (a->args != NULL)
				ck_agg_ref_keys(cs, a, v);
			if (first != NULL)
				ck_printa_keys(cs, n->line, first, v);
			else
				first = v;
			if (fmt != NULL && fmt->aux == NULL && n->aux == NULL)
				ck_printa_format(cs, n, fmt, v);
		}
		break;
	case DT_FN_TRUNC:
	case DT_FN_CLEAR:
	case DT_FN_NORMALIZE:
	case DT_FN_DENORMALIZE: {
		dt_errtag_t aggarg = fd->id == DT_FN_TRUNC ? D_TRUNC_AGGARG : fd->id == DT_FN_CLEAR ?
		    D_CLEAR_AGGARG : D_NORMALIZE_AGGARG;
		dt_errtag_t aggbad = fd->id == DT_FN_TRUNC ? D_TRUNC_AGGBAD : fd->id == DT_FN_CLEAR ?
		    D_CLEAR_AGGBAD : D_NORMALIZE_AGGBAD;
		dt_var_t *v;

		ck_protolen(cs, n, fd->name, argc, fd->minargs, fd->maxargs);
		if (a->kind != DT_NODE_AGG)
			dt_cerror(dtp, aggarg, n->line, "%s( ) argument #1 is incompatible with "
			    "prototype:\n\tprototype: aggregation\n\t argument: %s", fd->name,
			    ck_argtype(cs, a));
		if (a->next != NULL) {
			if (a->next->kind == DT_NODE_AGG)
				dt_ck_aggref(cs, a->next);
			else
				dt_ck_expr(cs, a->next);
			if (!dt_type_is_scalar(a->next->type) || dt_ck_is_string(a->next))
				dt_cerror(dtp, D_PROTO_ARG, n->line, "%s( ) argument #2 is incompatible "
				    "with prototype:\n\tprototype: uint64_t\n\t argument: %s", fd->name,
				    a->next->type->name);
		}
		if ((v = ck_agg_lookup(dtp, a->str)) == NULL)
			dt_cerror(dtp, aggbad, n->line, "undefined aggregation: @%s", a->str);
		a->var = v;
		a->type = &dt_type_void;
		break;
	}
	default:
		break;
	}
	n->idkind = DT_IDENT_FUNC;
	n->ival = fd->id;
	n->type = &dt_type_void;
}
