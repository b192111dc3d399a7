/*
 * dt_json.c: -x json, the records of trace()-like actions as JSON, one
 * object per line (JSON Lines), for log and metrics pipelines.
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
 *   {"action":"trace","value":42}		integers and pointers as numbers,
 *   {"action":"trace","value":"str"}		strings as strings,
 *   {"action":"trace","bytes":"0a0b"}		structs, unions, arrays as hex,
 *   {"action":"printf","output":"..."}		the formatted text,
 *   {"action":"print","type":"struct x","output":"..."}
 *   {"action":"tracemem","bytes":"..."}		(only the bytes to display),
 *   {"action":"stack","frames":["vmlinux`f+0x1", ...]}
 *   {"action":"ustack","pid":1234,"frames":["libc.so.6`write+0x14", ...]}
 *   {"action":"func","value":"vmlinux`f"}	also mod, ufunc, umod, uaddr
 *   {"action":"exit","status":0}
 *
 * "type" names the kind of line: other kinds ("aggregation", ...) can be
 * added beside "record" without changing these.  Strings are the traced
 * bytes with '"', '\\' and control characters escaped (\n, \t, \uXXXX);
 * other bytes are written as they are.  Errors and drops stay on stderr.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_printf.h"

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

/* an integer datum of r as a JSON number */
static void
json_int(FILE *fp, const dt_recdesc_t *r, const char *data)
{
	uint64_t u = 0;
	int64_t v;

	memcpy(&u, data + r->off, r->size < 8 ? r->size : 8);
	if (r->type->sign && r->type->kind != DT_TK_PTR && r->size < 8) {
		int sh = 64 - 8 * r->size;

		v = (int64_t)(u << sh) >> sh;
		fprintf(fp, "%lld", (long long)v);
	} else if (r->type->sign && r->type->kind != DT_TK_PTR) {
		fprintf(fp, "%lld", (long long)(int64_t)u);
	} else {
		fprintf(fp, "%llu", (unsigned long long)u);
	}
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
	dt_print_typed(dtp, mf, a->recs[0].type, data + a->recs[0].off);
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
			texts[i] = dt_stack_text(dtp, data + r->off, r->size, info.width, info.left);
			args[i].kind = DT_PFARG_TEXT;
			args[i].str = texts[i] != NULL ? texts[i] : "";
		} else if (r->type->kind == DT_TK_STRING) {
			args[i].kind = DT_PFARG_STR;
			args[i].str = data + r->off;
			args[i].size = r->size;
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
	int first = 1;
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
		default:
			fprintf(fp, "{\"action\":\"unknown\"}");
			break;
		}
	}
	fputs("]}\n", fp);
}
