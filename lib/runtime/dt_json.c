/*
 * dt_json.c: -x json, the records of trace()-like actions and the rows of
 * aggregations as JSON, one object per line (JSON Lines), for log and
 * metrics pipelines.
 *
 * The same data as the text output and the API's handlers: the records
 * and rows decoded by dt_recdata.c, printed here; only the shape differs.  Each record of a clause is one
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
 * order, each with its inclusive bounds (dt_recdata.c's bucket_range; the open
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

/* an integer as a JSON number: signed as its type, else unsigned (pointers too) */
static void
json_int(FILE *fp, const dtrace_recdata_t *r)
{
	if (r->is_signed)
		fprintf(fp, "%lld", (long long)r->value);
	else
		fprintf(fp, "%llu", (unsigned long long)r->value);
}

/*
 * A float, double or long double as a JSON number with the digits that
 * give it back; an infinity or NaN (no JSON number) as the string C
 * prints for it.
 */
static void
json_float(FILE *fp, const dtrace_recdata_t *r)
{
	long double v = r->fvalue;
	char buf[64];

	if (r->size == 4)
		snprintf(buf, sizeof(buf), "%.9g", (double)(float)v);
	else if (r->size == 8)
		snprintf(buf, sizeof(buf), "%.17g", (double)v);
	else
		snprintf(buf, sizeof(buf), "%.21Lg", v);
	if (v != v || v - v != 0)	/* NaN, infinities */
		fprintf(fp, "\"%s\"", buf);
	else
		fputs(buf, fp);
}

static void
json_frames(FILE *fp, const dtrace_recdata_t *r)
{
	fputc('[', fp);
	for (int i = 0; i < r->nframes; i++) {
		if (i > 0)
			fputc(',', fp);
		json_str(fp, r->frames[i].text, strlen(r->frames[i].text));
	}
	fputc(']', fp);
}

static void
json_text(FILE *fp, const char *s)
{
	json_str(fp, s != NULL ? s : "", s != NULL ? strlen(s) : 0);
}

/* one action's data, as an object of the "data" array */
static void
json_rec(FILE *fp, const dtrace_recdata_t *r, int *snap)
{
	fprintf(fp, "{\"action\":\"%s\"", r->action);
	switch (r->type) {
	case DTRACE_REC_INT:
		fputs(",\"value\":", fp);
		json_int(fp, r);
		break;
	case DTRACE_REC_FLOAT:
		fputs(",\"value\":", fp);
		json_float(fp, r);
		break;
	case DTRACE_REC_STRING:
	case DTRACE_REC_SYMBOL:
		fputs(",\"value\":", fp);
		json_text(fp, r->str);
		break;
	case DTRACE_REC_BYTES:
		fputs(",\"bytes\":", fp);
		json_hex(fp, (const char *)r->bytes, (size_t)r->size);
		break;
	case DTRACE_REC_TEXT:
		/* system() and freopen() format as printf() does: their command, their file */
		if (r->str2 != NULL) {	/* print() */
			fputs(",\"type\":", fp);
			json_text(fp, r->str2);
		}
		fputs(strcmp(r->action, "system") == 0 ? ",\"command\":" :
		    strcmp(r->action, "freopen") == 0 ? ",\"file\":" : ",\"output\":", fp);
		json_text(fp, r->str);
		break;
	case DTRACE_REC_SPECULATION:
		fprintf(fp, ",\"id\":%lld", (long long)r->value);
		break;
	case DTRACE_REC_STACK:
		if (strcmp(r->action, "ustack") == 0)
			fprintf(fp, ",\"pid\":%d", r->pid);
		fputs(",\"frames\":", fp);
		json_frames(fp, r);
		break;
	case DTRACE_REC_EXIT:
		fprintf(fp, ",\"status\":%lld", (long long)r->value);
		break;
	case DTRACE_REC_AGGREGATION:
		if (strcmp(r->action, "printa") == 0) {
			/* the number dt_aggregate_printa will give its rows */
			fprintf(fp, ",\"snapshot\":%d,\"aggregations\":[", ++*snap);
			for (int j = 0; j < r->naggs; j++) {
				if (j > 0)
					fputc(',', fp);
				json_text(fp, r->aggs[j]);
			}
			fputc(']', fp);
			break;
		}
		fputs(",\"aggregation\":", fp);
		json_text(fp, r->naggs > 0 ? r->aggs[0] : "");
		if (r->has_value)
			fprintf(fp, ",\"%s\":%lld", strcmp(r->action, "trunc") == 0 ? "n" : "factor",
			    (long long)r->value);
		break;
	case DTRACE_REC_OPTION:
		fputs(",\"option\":", fp);
		json_text(fp, r->str);
		if (r->str2 != NULL) {
			fputs(",\"value\":", fp);
			json_text(fp, r->str2);
		}
		break;
	case DTRACE_REC_OTHER:
		break;
	}
	fputc('}', fp);
}

/* a record: its probe, clause and the data of its actions (snap: the prints so far) */
void
dt_json_record(dtrace_hdl_t *dtp, FILE *fp, const dtrace_probedata_t *pd, const dt_recset_t *rs,
    int snap)
{
	char name[512];

	snprintf(name, sizeof(name), "%s:%s:%s:%s", pd->provider, pd->module, pd->function,
	    pd->name);
	fprintf(fp, "{\"type\":\"record\",\"cpu\":%d,\"id\":%u,\"probe\":", pd->cpu, pd->id);
	json_str(fp, name, strlen(name));
	fprintf(fp, ",\"clause\":%d,\"data\":[", pd->clause);
	for (int i = 0; i < rs->n; i++) {
		if (i > 0)
			fputc(',', fp);
		json_rec(fp, &rs->recs[i], &snap);
	}
	fputs("]}\n", fp);
}

/* ---- aggregations ---- */

/*
 * One row of an aggregation as a line: its keys, and its value (as text
 * prints it, normalized) or the buckets of a histogram with a count
 * (normalized).  The snapshot is the current print's (dtp->aggsnap).
 */
void
dt_json_aggrow(dtrace_hdl_t *dtp, FILE *fp, const dtrace_aggdata_t *ad)
{
	fprintf(fp, "{\"type\":\"aggregation\",\"snapshot\":%d,\"name\":", dtp->aggsnap);
	json_text(fp, ad->name);
	fprintf(fp, ",\"function\":\"%s\",\"keys\":[", ad->function);
	for (int i = 0; i < ad->nkeys; i++) {
		const dtrace_recdata_t *k = &ad->keys[i];

		if (i > 0)
			fputc(',', fp);
		if (k->type == DTRACE_REC_INT)
			json_int(fp, k);
		else if (k->type == DTRACE_REC_STACK)
			json_frames(fp, k);
		else
			json_text(fp, k->str);
	}
	fputs("],", fp);
	if (strcmp(ad->function, "quantize") == 0 || strcmp(ad->function, "lquantize") == 0 ||
	    strcmp(ad->function, "llquantize") == 0) {
		fputs("\"buckets\":[", fp);
		for (int b = 0; b < ad->nbuckets; b++)
			fprintf(fp, "%s{\"min\":%lld,\"max\":%lld,\"count\":%lld}", b ? "," : "",
			    (long long)ad->buckets[b].min, (long long)ad->buckets[b].max,
			    (long long)ad->buckets[b].count);
		fputc(']', fp);
	} else if (strcmp(ad->function, "stddev") == 0) {
		fprintf(fp, "\"value\":%llu", (unsigned long long)ad->value);
	} else {
		fprintf(fp, "\"value\":%lld", (long long)ad->value);
	}
	fputs("}\n", fp);
}
