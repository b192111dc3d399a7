/*
 * dt_json.c: -x json, the records of trace()-like actions and the rows of
 * aggregations as JSON, one object per line (JSON Lines), for log and
 * metrics pipelines.
 *
 * The same data as the text output, decoded with the same record
 * descriptions; only the shape differs.  Each record of a clause is one
 * line:
 *
 *   {"type":"record","cpu":0,"id":1,"probe":"dtrace:::BEGIN",
 *    "clause":1,"data":[ ... ]}
 *
 * "id" is the probe id, "probe" its full name, "clause" the clause's
 * number in program order; "data" holds one object per action that ran,
 * in order, each with an "action" member:
 *
 *   {"action":"trace","value":42}		integers and pointers as numbers
 *						(floating values too; "nan",
 *						"inf", "-inf" as strings),
 *   {"action":"trace","value":"str"}		strings as strings,
 *   {"action":"trace","bytes":"0a0b"}		structs, unions, arrays as hex,
 *   {"action":"printf","output":"..."}		the formatted text,
 *   {"action":"print","type":"struct x","output":"..."}
 *   {"action":"tracemem","bytes":"..."}		(only the bytes to display),
 *   {"action":"stack","frames":["vmlinux`f+0x1", ...]}
 *   {"action":"ustack","pid":1234,"frames":["libc.so.6`write+0x14", ...]}
 *   {"action":"func","value":"vmlinux`f"}	also mod, ufunc, umod, uaddr
 *   {"action":"exit","status":0}
 *   {"action":"printa","snapshot":2,"aggregations":["a","b"]}
 *   {"action":"trunc","aggregation":"a","n":5}	("n" only if given)
 *   {"action":"clear","aggregation":"a"}		also denormalize
 *   {"action":"normalize","aggregation":"a","factor":1000}
 *   {"action":"setopt","option":"aggsortrev","value":"1"}
 *
 * Aggregations: a row (one key of one aggregation) is one line, written
 * where the text output prints the row (dt_aggregate.c calls
 * dt_json_aggrow from the same walk, in the same order: sorted as text is,
 * after trunc() and with normalize() applied), by printa() and by the
 * print of the unprinted aggregations at the end:
 *
 *   {"type":"aggregation","snapshot":1,"name":"a","function":"count",
 *    "keys":["bash",3],"value":42}
 *   {"type":"aggregation","snapshot":1,"name":"q","function":"quantize",
 *    "keys":[],"buckets":[{"min":2,"max":3,"count":5}, ...]}
 *
 * One line a row keeps lines short (a stack-keyed aggregation has many
 * rows) and makes every line a self-contained sample; "snapshot" numbers
 * the prints (each printa() action and the end-of-tracing print count one,
 * from 1, whether or not they had rows), so that the rows of one print can
 * be grouped, and a printa() of several aggregations joined by key is the
 * rows of each, key by key in the joined order, under one snapshot (a key
 * an aggregation lacks has no row there, where text shows 0).  The format
 * of printa() only shapes text; the rows are the same without it.
 * "name" is the aggregation's name without '@' ("" for @); "keys" are
 * the key tuple in order: integers as numbers (signed as their type,
 * pointers unsigned), strings as strings, stack() and ustack() keys as
 * arrays of frames as text prints them, func(), mod(), ufunc(), umod(),
 * uaddr() keys as their text.  "value" is the number text prints (count,
 * sum, min, max; avg and stddev the same integers; divided by the
 * normalization); histograms (quantize, lquantize, llquantize) have
 * "buckets" instead, the buckets with a non-zero count in increasing
 * order, each with its inclusive bounds (dt_json_bucket_range; the open
 * ends of the first and last buckets at INT64_MIN and INT64_MAX) and its
 * count divided by the normalization.  Numbers are exact 64-bit integers
 * (readers that use doubles round those beyond 2^53).
 *
 * "type" names the kind of line: other kinds can be added beside these
 * without changing them.  Strings are the traced bytes with '"', '\\' and
 * control characters escaped (\n, \t, \uXXXX); other bytes are written
 * as they are.  Faults and drops go to the consumer's handlers (dt_report.c).
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_printf.h"
#include "dt_aggfmt.h"
#include "dt_front.h"
#include "dt_runtime.h"

static void
json_str(FILE *fp, const char *s, size_t n)
{
	fputc('"', fp);
	for (size_t i = 0; i < n && s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];

		switch (c) {
		case '"': fputs("\\\"", fp); break;
		case '\\': fputs("\\\\", fp); break;
		case '\n': fputs("\\n", fp); break;
		case '\t': fputs("\\t", fp); break;
		case '\r': fputs("\\r", fp); break;
		case '\b': fputs("\\b", fp); break;
		case '\f': fputs("\\f", fp); break;
		default:
			if (c < 0x20 || c == 0x7f)
				fprintf(fp, "\\u%04x", c);
			else
				fputc(c, fp);
		}
	}
	fputc('"', fp);
}

static void
json_hex(FILE *fp, const char *p, size_t n)
{
	fputc('"', fp);
	for (size_t i = 0; i < n; i++)
		fprintf(fp, "%02x", (unsigned char)p[i]);
	fputc('"', fp);
}

/* an integer of type t, size bytes at p, as a JSON number (pointers unsigned) */
static void
json_num(FILE *fp, const dt_type_t *t, int size, const char *p)
{
	uint64_t u = 0;
	int64_t v;

	memcpy(&u, p, size < 8 ? size : 8);
	if (t->sign && t->kind != DT_TK_PTR && size < 8) {
		int sh = 64 - 8 * size;

		v = (int64_t)(u << sh) >> sh;
		fprintf(fp, "%lld", (long long)v);
	} else if (t->sign && t->kind != DT_TK_PTR) {
		fprintf(fp, "%lld", (long long)(int64_t)u);
	} else {
		fprintf(fp, "%llu", (unsigned long long)u);
	}
}

/*
 * A float, double or long double of size bytes at p as a JSON number with
 * the digits that give it back; an infinity or NaN (no JSON number) as the
 * string C prints for it.
 */
static void
json_float(FILE *fp, int size, const char *p)
{
	long double v;
	char buf[64];

	if (size == 4) {
		float f;

		memcpy(&f, p, 4);
		v = f;
		snprintf(buf, sizeof(buf), "%.9g", (double)f);
	} else if (size == 8) {
		double d;

		memcpy(&d, p, 8);
		v = d;
		snprintf(buf, sizeof(buf), "%.17g", d);
	} else {
		v = 0;
		/* cppcheck-suppress duplicateValueTernary ; long double is 16 bytes on x86_64 only */
		memcpy(&v, p, sizeof(v) < 16 ? sizeof(v) : 16);
		snprintf(buf, sizeof(buf), "%.21Lg", v);
	}
	if (v != v || v - v != 0)	/* NaN, infinities */
		fprintf(fp, "\"%s\"", buf);
	else
		fputs(buf, fp);
}

/* an integer datum of r as a JSON number */
static void
json_int(FILE *fp, const dt_recdesc_t *r, const char *data)
{
	json_num(fp, r->type, r->size, data + r->off);
}

/* print()'s text of action a, malloc'd */
static char *
json_capture(dtrace_hdl_t *dtp, const dt_action_t *a, const char *data)
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
	return s;
}

static void
json_printf(dtrace_hdl_t *dtp, FILE *fp, const dt_action_t *a, const char *data)
{
	dt_pfarg_t args[64];
	char *texts[64] = { NULL }, *out;

	for (int i = 0; i < a->nrecs && i < 64; i++) {
		const dt_recdesc_t *r = &a->recs[i];
		dt_pfarginfo_t info;

		memset(&args[i], 0, sizeof(args[i]));
		dt_printf_arginfo(a->pf, i, &info);
		if (info.kind == DT_PFCONV_STACK) {
			texts[i] = dt_datum_text(dtp, r->dkind, data + r->off, r->size, info.width,
			    info.left);
			args[i].kind = DT_PFARG_TEXT;
			args[i].str = texts[i] != NULL ? texts[i] : "";
		} else if (r->type->kind == DT_TK_STRING) {
			args[i].kind = DT_PFARG_STR;
			args[i].str = data + r->off;
			args[i].size = r->size;
		} else if (r->type->kind == DT_TK_FLOAT) {
			/* float, double: their bits; long double: its bytes */
			args[i].kind = DT_PFARG_FLOAT;
			args[i].size = r->size;
			if (r->size == 16)
				args[i].str = data + r->off;
			else
				memcpy(&args[i].val, data + r->off, r->size < 8 ? r->size : 8);
		} else {
			uint64_t u = 0;

			memcpy(&u, data + r->off, r->size < 8 ? r->size : 8);
			args[i].kind = r->type->kind == DT_TK_PTR ? DT_PFARG_PTR :
			    r->type->sign ? DT_PFARG_INT : DT_PFARG_UINT;
			args[i].size = r->size;
			args[i].val = u;
		}
	}
	dt_printf_set_symbolizer(a->pf, dt_print_ksym, dtp);
	dt_printf_set_usymbolizer(a->pf, dt_print_usym, dtp);
	out = dt_printf_asprintf(a->pf, args, a->nrecs);
	/* system() and freopen() format as printf() does: their command, their file */
	fputs(a->kind == DT_ACT_SYSTEM ? "{\"action\":\"system\",\"command\":" :
	    a->kind == DT_ACT_FREOPEN ? "{\"action\":\"freopen\",\"file\":" :
	    "{\"action\":\"printf\",\"output\":", fp);
	json_str(fp, out != NULL ? out : "", out != NULL ? strlen(out) : 0);
	fputc('}', fp);
	free(out);
	for (int i = 0; i < a->nrecs && i < 64; i++)
		free(texts[i]);
}

static void
json_stack(dtrace_hdl_t *dtp, FILE *fp, const dt_recdesc_t *r, const char *data)
{
	char *text = dt_stack_text(dtp, data + r->off, r->size, 0, 1), *line, *save;
	int first = 1;

	fputs("{\"action\":\"stack\",\"frames\":[", fp);
	for (line = text != NULL ? strtok_r(text, "\n", &save) : NULL; line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		if (!first)
			fputc(',', fp);
		json_str(fp, line, strlen(line));
		first = 0;
	}
	fputs("]}", fp);
	free(text);
}

/* a user stack or a symbol (dt_stack.c): its frames or its text */
static void
json_datum(dtrace_hdl_t *dtp, FILE *fp, const dt_action_t *a, const char *data)
{
	static const char *const names[] = { [DT_DK_USTACK] = "ustack", [DT_DK_SYM] = "func",
	    [DT_DK_MOD] = "mod", [DT_DK_USYM] = "ufunc", [DT_DK_UMOD] = "umod",
	    [DT_DK_UADDR] = "uaddr" };
	const dt_recdesc_t *r = &a->recs[0];
	char buf[4096];
	uint64_t pid;

	if (r->dkind == DT_DK_USTACK) {
		memcpy(&pid, data + r->off, 8);
		fprintf(fp, "{\"action\":\"ustack\",\"pid\":%llu,\"frames\":[",
		    (unsigned long long)pid);
		for (int i = 0; dt_datum_line(dtp, r->dkind, data + r->off, r->size, i, buf,
		    sizeof(buf)); i++) {
			if (i > 0)
				fputc(',', fp);
			json_str(fp, buf, strlen(buf));
		}
		fputs("]}", fp);
		return;
	}
	if (!dt_datum_line(dtp, r->dkind, data + r->off, r->size, 0, buf, sizeof(buf)))
		buf[0] = '\0';
	fprintf(fp, "{\"action\":\"%s\",\"value\":", r->dkind < sizeof(names) / sizeof(names[0]) &&
	    names[r->dkind] != NULL ? names[r->dkind] : "symbol");
	json_str(fp, buf, strlen(buf));
	fputc('}', fp);
}

void
dt_json_record(dtrace_hdl_t *dtp, FILE *fp, int cpu, const dt_probe_t *p, const dt_clause_t *cl,
    const char *data)
{
	int first = 1, snap = dtp->aggsnap;
	char name[512];

	snprintf(name, sizeof(name), "%s:%s:%s:%s", p ? p->prov->name : "", p ? p->mod : "",
	    p ? p->func : "", p ? p->name : "");
	fprintf(fp, "{\"type\":\"record\",\"cpu\":%d,\"id\":%u,\"probe\":", cpu, p ? p->id : 0);
	json_str(fp, name, strlen(name));
	fprintf(fp, ",\"clause\":%d,\"data\":[", cl->id);
	for (const dt_action_t *a = cl->acts; a != NULL; a = a->next) {
		const dt_recdesc_t *r = &a->recs[0];

		if (a->flagoff >= 0 && data[a->flagoff] == 0)
			continue;	/* in a branch that did not run */
		if (!first)
			fputc(',', fp);
		first = 0;
		switch (a->kind) {
		case DT_ACT_TRACE:
			fputs("{\"action\":\"trace\",", fp);
			if (r->type->kind == DT_TK_STRING) {
				fputs("\"value\":", fp);
				json_str(fp, data + r->off, r->size);
			} else if (r->type->kind == DT_TK_STRUCT || r->type->kind == DT_TK_UNION ||
			    r->type->kind == DT_TK_ARRAY) {
				fputs("\"bytes\":", fp);
				json_hex(fp, data + r->off, r->size);
			} else if (r->type->kind == DT_TK_FLOAT) {
				fputs("\"value\":", fp);
				json_float(fp, r->size, data + r->off);
			} else {
				fputs("\"value\":", fp);
				json_int(fp, r, data);
			}
			fputc('}', fp);
			break;
		case DT_ACT_PRINTF:
		case DT_ACT_SYSTEM:
		case DT_ACT_FREOPEN:
			json_printf(dtp, fp, a, data);
			break;
		case DT_ACT_COMMIT:
		case DT_ACT_DISCARD: {
			uint32_t id;

			memcpy(&id, data + r->off, 4);
			fprintf(fp, "{\"action\":\"%s\",\"id\":%u}",
			    a->kind == DT_ACT_COMMIT ? "commit" : "discard", id);
			break;
		}
		case DT_ACT_FTRUNCATE:
			fputs("{\"action\":\"ftruncate\"}", fp);
			break;
		case DT_ACT_PRINT: {
			char *out = json_capture(dtp, a, data);
			size_t n = out != NULL ? strlen(out) : 0;

			if (n > 0 && out[n - 1] == '\n')
				n--;	/* the text layout's line end */
			fputs("{\"action\":\"print\",\"type\":", fp);
			json_str(fp, r->type->name, strlen(r->type->name));
			fputs(",\"output\":", fp);
			json_str(fp, out != NULL ? out : "", n);
			fputc('}', fp);
			free(out);
			break;
		}
		case DT_ACT_TRACEMEM: {
			uint64_t n = r->size;

			if (a->nrecs > 1) {
				uint64_t dsize;

				memcpy(&dsize, data + a->recs[1].off, 8);
				if (dsize != 0 && dsize < n)
					n = dsize;
			}
			fputs("{\"action\":\"tracemem\",\"bytes\":", fp);
			json_hex(fp, data + r->off, n);
			fputc('}', fp);
			break;
		}
		case DT_ACT_STACK:
			json_stack(dtp, fp, r, data);
			break;
		case DT_ACT_DATUM:
			json_datum(dtp, fp, a, data);
			break;
		case DT_ACT_EXIT: {
			int32_t st;

			memcpy(&st, data + r->off, 4);
			fprintf(fp, "{\"action\":\"exit\",\"status\":%d}", st);
			break;
		}
		case DT_ACT_PRINTA:
			/* the number dt_aggregate_printa will give its rows */
			fprintf(fp, "{\"action\":\"printa\",\"snapshot\":%d,\"aggregations\":[",
			    ++snap);
			for (int j = 0; j < a->naggv; j++) {
				if (j > 0)
					fputc(',', fp);
				json_str(fp, a->aggv[j]->name, strlen(a->aggv[j]->name));
			}
			fputs("]}", fp);
			break;
		case DT_ACT_TRUNC:
		case DT_ACT_NORMALIZE:
		case DT_ACT_CLEAR:
		case DT_ACT_DENORMALIZE: {
			int64_t n = 0;

			fprintf(fp, "{\"action\":\"%s\",\"aggregation\":",
			    a->kind == DT_ACT_TRUNC ? "trunc" : a->kind == DT_ACT_NORMALIZE ?
			    "normalize" : a->kind == DT_ACT_CLEAR ? "clear" : "denormalize");
			json_str(fp, a->aggv[0]->name, strlen(a->aggv[0]->name));
			if ((a->kind == DT_ACT_TRUNC || a->kind == DT_ACT_NORMALIZE) && a->nrecs > 0) {
				memcpy(&n, data + r->off, 8);
				fprintf(fp, ",\"%s\":%lld", a->kind == DT_ACT_TRUNC ? "n" : "factor",
				    (long long)n);
			}
			fputc('}', fp);
			break;
		}
		case DT_ACT_SETOPT:
			fputs("{\"action\":\"setopt\",\"option\":", fp);
			json_str(fp, data + r->off, r->size);
			if (a->nrecs > 1) {
				fputs(",\"value\":", fp);
				json_str(fp, data + a->recs[1].off, a->recs[1].size);
			}
			fputc('}', fp);
			break;
		default:
			fprintf(fp, "{\"action\":\"unknown\"}");
			break;
		}
	}
	fputs("]}\n", fp);
}

/* ---- aggregations ---- */
static const char *
json_aggfn(dt_func_t fn)
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
json_llq_bounds(const dt_var_t *v, int *np)
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
json_mag(uint64_t m, int neg)
{
	if (!neg)
		return m > (uint64_t)INT64_MAX ? INT64_MAX : (int64_t)m;
	return m > (uint64_t)INT64_MAX ? INT64_MIN : -(int64_t)m;
}

/* bucket b's bounds; llquantize's from its magnitudes (N positive buckets) */
static int
json_range(const dt_var_t *v, const uint64_t *mb, int n, int b, int64_t *lo, int64_t *hi)
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
			*hi = json_mag(mb[n + 1], 1);
		} else if (b < zero) {	/* magnitudes [mb[p], mb[p + 1]) */
			*lo = json_mag(mb[zero - b + 1] - 1, 1);
			*hi = json_mag(mb[zero - b], 1);
		} else if (b == zero) {
			*lo = json_mag(mb[0] - 1, 1);
			*hi = json_mag(mb[0] - 1, 0);
		} else if (b < 2 * n + 2) {
			*lo = json_mag(mb[b - zero], 0);
			*hi = json_mag(mb[b - zero + 1] - 1, 0);
		} else {
			*lo = json_mag(mb[n + 1], 0);
			*hi = INT64_MAX;
		}
		return 1;
	}
	default:
		return 0;
	}
}

/*
 * The inclusive bounds of bucket b of histogram aggregation v, the values
 * its kernel code puts there: quantize's powers of two ([-3,-2], [-1,-1],
 * [0,0], [1,1], [2,3], ...); lquantize's "< base" bucket, its levels of
 * step values, its ">= limit" bucket; llquantize's "<= -factor^(high+1)"
 * bucket, its negative and positive steps around the zero bucket
 * (|value| < factor^low), its ">= factor^(high+1)" bucket.  The first
 * bucket starts at INT64_MIN, the last ends at INT64_MAX.  Returns 0 if v
 * has no bucket b.
 */
int
dt_json_bucket_range(const dt_var_t *v, int b, int64_t *lo, int64_t *hi)
{
	uint64_t *mb = NULL;
	int n = 0, ok;

	if (v->aggfn == DT_FN_LLQUANTIZE)
		mb = json_llq_bounds(v, &n);
	ok = json_range(v, mb, n, b, lo, hi);
	free(mb);
	return ok;
}

/* the buckets of q with a count, as [{"min":lo,"max":hi,"count":n},...] */
void
dt_json_buckets(FILE *fp, const dt_var_t *v, const int64_t *q, uint64_t normal)
{
	uint64_t *labels = NULL;
	int first = 1, n = 0;

	if (q != NULL && v->aggfn == DT_FN_LLQUANTIZE)
		labels = json_llq_bounds(v, &n);
	fputc('[', fp);
	for (int b = 0; q != NULL && b < v->nbuckets; b++) {
		int64_t lo, hi;

		if (q[b] == 0 || !json_range(v, labels, n, b, &lo, &hi))
			continue;
		fprintf(fp, "%s{\"min\":%lld,\"max\":%lld,\"count\":%lld}", first ? "" : ",",
		    (long long)lo, (long long)hi,
		    (long long)(q[b] / (int64_t)(normal ? normal : 1)));
		first = 0;
	}
	fputc(']', fp);
	free(labels);
}

/* key i of an aggregation row: a number, a string, or a stack's frames */
static void
json_key(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, int i, const char *key)
{
	const dt_type_t *t = v->keytypes[i];
	const char *p = key + v->keyoff[i];
	char buf[4096];

	switch (v->keykind[i]) {
	case DT_DK_PLAIN:
		if (t->kind == DT_TK_STRING)
			json_str(fp, p, (size_t)v->keystrlen[i]);	/* the slot: dt_aggregate.c */
		else
			json_num(fp, t, t->size, p);
		return;
	case DT_DK_STACK:
	case DT_DK_USTACK:
		fputc('[', fp);
		for (int f = 0; dt_datum_line(dtp, v->keykind[i], p, t->size, f, buf, sizeof(buf));
		    f++) {
			if (f > 0)
				fputc(',', fp);
			json_str(fp, buf, strlen(buf));
		}
		fputc(']', fp);
		return;
	default:		/* a symbol: its text */
		if (!dt_datum_line(dtp, v->keykind[i], p, t->size, 0, buf, sizeof(buf)))
			buf[0] = '\0';
		json_str(fp, buf, strlen(buf));
		return;
	}
}

/*
 * One row of aggregation v as a line: its key, and val (the value as text
 * prints it, normalized) or the merged buckets of a histogram (normalized
 * here).  The snapshot is the current print's (dtp->aggsnap).
 */
void
dt_json_aggrow(dtrace_hdl_t *dtp, FILE *fp, const dt_var_t *v, const char *key, int64_t val,
    const int64_t *buckets)
{
	fprintf(fp, "{\"type\":\"aggregation\",\"snapshot\":%d,\"name\":", dtp->aggsnap);
	json_str(fp, v->name, strlen(v->name));
	fprintf(fp, ",\"function\":\"%s\",\"keys\":[", json_aggfn(v->aggfn));
	for (int i = 0; i < v->nkeys; i++) {
		if (i > 0)
			fputc(',', fp);
		json_key(dtp, fp, v, i, key);
	}
	fputs("],", fp);
	if (DT_FN_ISHIST(v->aggfn)) {
		fputs("\"buckets\":", fp);
		dt_json_buckets(fp, v, buckets, v->normal);
	} else if (v->aggfn == DT_FN_STDDEV) {
		fprintf(fp, "\"value\":%llu", (unsigned long long)val);
	} else {
		fprintf(fp, "\"value\":%lld", (long long)val);
	}
	fputs("}\n", fp);
}
