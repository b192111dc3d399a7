/*
 * dt_print.c: the consumer's output of recorded bytes that are not a
 * scalar: trace() of a struct, union or array, tracemem(), print(), and
 * the symbolic pieces printf() needs (%a, %k).
 *
 * Everything here formats bytes the BPF side copied into the record at
 * compile-time offsets; the layouts are classic DTrace's:
 *
 *  - dt_print_bytes(): trace() of non-scalar data and tracemem().  If the
 *    bytes are printable characters (isprint, isspace, \a or \b) up to a
 *    NUL followed only by NULs, or printable to the end, they print as a
 *    string (not quiet: "  %-33s"; quiet: "%s" after a NUL, "  %-33s"
 *    without one, as classic DTrace does).  Otherwise, and always for
 *    tracemem(), a hex dump: a newline, a header of 11 spaces and the 16
 *    column digits ("  0  1 ... f  0123456789abcdef"), then per 16 bytes
 *    5 spaces, the offset as "%5x:", " %02x" per byte (padded to 16
 *    columns), two spaces and the bytes as text ('.' outside ' '..'~').
 *  - dt_print_typed(): print() (but of a pointer to a struct or union,
 *    which dt_print_ptr.c prints), in the shape of classic DTrace's (mdb's
 *    ::print -tn): the type, then the value; a struct or union as "{",
 *    one member per line indented 4 columns per level as "type name =
 *    value", and "}"; integers in hex ("%#x", chars as 'c'), bit-fields
 *    with " :bits" after the name, pointers in hex, float and double as
 *    "%+.7e", long double as "%+.16LE", arrays as "[ a, b ]"
 *    (arrays of structs one element per line), char arrays holding a
 *    string as "string".  Classic DTrace prints every enum as the name of
 *    value 0 (it never reads the value); we print the value's name, or
 *    the value in decimal when it has none.
 *  - dt_print_ksym(): a kernel address for %a: module`symbol+0xoff, or
 *    module`symbol at offset 0; NULL when unknown (printf prints hex).
 *  - dt_datum_text(): a stack() or ustack() for %k (printf, and printa of
 *    a stack key), as classic DTrace does it: the stack indent is the
 *    width when the conversion is left-aligned ("%-14k"), else 0 and each
 *    frame is right-aligned in the width; frames as stack() and ustack()
 *    print them.  dt_stack_text() is the same for a kernel stack.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_runtime.h"

void
dt_print_bytes(FILE *fp, const char *c, size_t n, int quiet, int forceraw)
{
	size_t i, j;

	if (n == 0)
		return;
	if (forceraw)
		goto raw;
	for (i = 0; i < n; i++) {
		int ch = (signed char)c[i];

		if (ch >= 0 && (isprint(ch) || isspace(ch) || ch == '\a' || ch == '\b'))
			continue;
		if (ch == 0 && i > 0) {
			/* a string, if nothing but NULs follows */
			for (j = i + 1; j < n && c[j] == '\0'; j++)
				;
			if (j != n)
				break;
			if (quiet)
				fputs(c, fp);
			else
				fprintf(fp, "  %-33s", c);
			return;
		}
		break;
	}
	if (i == n) {	/* printable to the end, no NUL */
		fprintf(fp, "  %-33.*s", (int)n, c);
		return;
	}
raw:
	fprintf(fp, "\n%5s      ", "");
	for (i = 0; i < 16; i++)
		fprintf(fp, "  %c", "0123456789abcdef"[i]);
	fprintf(fp, "  0123456789abcdef\n");
	for (i = 0; i < n; i += 16) {
		fprintf(fp, "%5s%5zx:", "", i);
		for (j = i; j < i + 16 && j < n; j++)
			fprintf(fp, " %02x", (unsigned char)c[j]);
		for (; j % 16; j++)
			fputs("   ", fp);
		fputs("  ", fp);
		for (j = i; j < i + 16 && j < n; j++)
			fputc(c[j] < ' ' || c[j] > '~' ? '.' : c[j], fp);
		fputc('\n', fp);
	}
}

const char *
dt_print_ksym(void *arg, uint64_t addr, char *buf, size_t len)
{
	const char *sym, *mod;
	uint64_t off;

	if (dt_ksym_addr(arg, addr, &sym, &mod, &off) != 0 || off >= (1ULL << 24))
		return NULL;
	if (off != 0)
		snprintf(buf, len, "%s`%s+0x%llx", mod, sym, (unsigned long long)off);
	else
		snprintf(buf, len, "%s`%s", mod, sym);
	return buf;
}

/*
 * A user address for %A, symbolized in the -c/-p target process as DTrace
 * does (object`symbol+0xoff); NULL (printed in hex) without a target or
 * when no symbol covers it.
 */
const char *
dt_print_usym(void *arg, uint64_t addr, char *buf, size_t len)
{
	dtrace_hdl_t *dtp = arg;
	dt_usyminfo_t si;

	if (dtp->proc.target <= 0 || dt_usym_lookup(dtp, dtp->proc.target, addr, &si) != 0)
		return NULL;
	dt_uaddr_str(dtp, dtp->proc.target, addr, DT_SYMFMT_ADDR, buf, len);
	return buf;
}

char *
dt_datum_text(dtrace_hdl_t *dtp, dt_dkind_t dk, const char *data, int size, int width, int left)
{
	uint64_t pcs[128 + DT_STACK_TRACER_FRAMES];
	int n = size / 8, saved = dtp->stackindent;
	char *text = NULL, *out = NULL, *line, *save;
	size_t len = 0, olen = 0;
	FILE *fp;

	if (n > (int)(sizeof(pcs) / sizeof(pcs[0])))
		n = sizeof(pcs) / sizeof(pcs[0]);
	if ((fp = open_memstream(&text, &len)) == NULL)
		return NULL;
	dtp->stackindent = left ? width : 0;
	if (dk == DT_DK_STACK) {
		memcpy(pcs, data, 8 * (size_t)n);	/* the record is only 4-byte aligned */
		dt_print_stack(dtp, fp, pcs, n, size / 8 - DT_STACK_TRACER_FRAMES);
	} else {
		dt_print_datum(dtp, fp, dk, data, size);
	}
	dtp->stackindent = saved;
	fclose(fp);
	if (left || width <= 0 || text == NULL)
		return text;
	/* right-align each frame in the width, as "%<width>s" does */
	if ((fp = open_memstream(&out, &olen)) == NULL) {
		free(text);
		return NULL;
	}
	fputc('\n', fp);
	for (line = strtok_r(text, "\n", &save); line != NULL; line = strtok_r(NULL, "\n", &save))
		fprintf(fp, "%*s\n", width, line);
	fclose(fp);
	free(text);
	return out;
}

char *
dt_stack_text(dtrace_hdl_t *dtp, const char *data, int size, int width, int left)
{
	return dt_datum_text(dtp, DT_DK_STACK, data, size, width, left);
}

/* ---- print() ---- */

/* the type's name as print() shows it: an anonymous struct is "struct " */
static const char *
pt_name(const dt_type_t *t, char *buf, size_t len)
{
	const char *a = strstr(t->name, "<anon>");

	if (a == NULL)
		return t->name;
	snprintf(buf, len, "%.*s%s", (int)(a - t->name), t->name, a + 6);
	return buf;
}

static uint64_t
pt_uint(const char *p, int size)
{
	uint8_t u8;
	uint16_t u16;
	uint32_t u32;
	uint64_t u64 = 0;

	switch (size) {
	case 1: memcpy(&u8, p, 1); return u8;
	case 2: memcpy(&u16, p, 2); return u16;
	case 4: memcpy(&u32, p, 4); return u32;
	default: memcpy(&u64, p, size < 8 ? size : 8); return u64;
	}
}

/* a (signed) char; BTF's "char" carries no sign bit */
static int
pt_is_char(const dt_type_t *t)
{
	return t->kind == DT_TK_INT && t->size == 1 && !t->isbool &&
	    (t->sign || strcmp(t->name, "char") == 0);
}

static void pt_value(dtrace_hdl_t *, FILE *, const dt_type_t *, const char *, int depth,
    int nest);

static void
pt_indent(FILE *fp, int n)
{
	fprintf(fp, "%*s", n * 4, "");
}

/* the members of struct/union t at depth (its "{" is written), then "}" */
static void
pt_members(dtrace_hdl_t *dtp, FILE *fp, const dt_type_t *t, const char *p, int depth, int nest)
{
	char nb[256];

	if (t->btf_id > 0 && !t->members_done)
		dt_btf_members(dtp, (dt_type_t *)t);
	fputc('\n', fp);
	for (int i = 0; i < t->nmembers; i++) {
		const dt_member_t *m = &t->members[i];
		const char *tn = pt_name(m->type, nb, sizeof(nb));
		size_t tl = strlen(tn);

		pt_indent(fp, depth + 1 + nest);
		fputs(tn, fp);
		if (m->name != NULL && m->name[0] != '\0') {
			if (tl > 0 && tn[tl - 1] != '*' && tn[tl - 1] != ' ')
				fputc(' ', fp);
			fputs(m->name, fp);
			if (m->bits != 0 || (m->type->kind == DT_TK_INT && m->bitoff % 8 != 0))
				fprintf(fp, " :%d", m->bits ? m->bits : m->type->size * 8);
			fputs(" =", fp);
		}
		fputc(' ', fp);
		if (m->bits != 0 || (m->type->kind == DT_TK_INT && m->bitoff % 8 != 0)) {
			int bits = m->bits ? m->bits : m->type->size * 8;
			int nbytes = (int)((m->bitoff % 8 + bits + 7) / 8);
			uint64_t v = pt_uint(p + m->bitoff / 8, nbytes > 8 ? 8 : nbytes);

			v >>= m->bitoff % 8;
			if (bits < 64)
				v &= (1ULL << bits) - 1;
			fprintf(fp, "%#llx", (unsigned long long)v);
		} else {
			pt_value(dtp, fp, m->type, p + m->bitoff / 8, depth + 1, nest);
		}
		fputc('\n', fp);
	}
	pt_indent(fp, depth + nest);
	fputc('}', fp);
}

static void
pt_array(dtrace_hdl_t *dtp, FILE *fp, const dt_type_t *t, const char *p, int depth, int nest)
{
	const dt_type_t *e = t->ref;
	int n = t->nelems, i, sou, isstring = 0;
	char nb[256];

	if (e == NULL)
		return;
	sou = e->kind == DT_TK_STRUCT || e->kind == DT_TK_UNION;
	if (pt_is_char(e)) {
		for (i = 0; i < n; i++) {
			int c = (signed char)p[i];

			if (c <= 0 || !isprint(c))
				break;
		}
		isstring = i != n && p[i] == '\0';
	}
	if (!isstring || depth != 0)
		fputs("[ ", fp);
	if (isstring) {
		fprintf(fp, "\"%s\"", p);
	} else {
		for (i = 0; i < n; i++) {
			const char *ep = p + (size_t)i * e->size;
			int enest = nest + depth + 1;

			if (sou) {
				fputc('\n', fp);
				pt_indent(fp, enest);
				fprintf(fp, "%s {", pt_name(e, nb, sizeof(nb)));
				pt_members(dtp, fp, e, ep, 0, enest);
			} else {
				pt_value(dtp, fp, e, ep, 0, enest);
			}
			if (i != n - 1)
				fputs(", ", fp);
			else if (sou)
				fputc('\n', fp);
		}
	}
	if (!isstring || depth != 0) {
		if (sou)
			pt_indent(fp, depth + nest);
		else
			fputc(' ', fp);
		fputc(']', fp);
	}
}

/* a floating value as classic DTrace's print() shows it */
static void
pt_float(FILE *fp, const dt_type_t *t, const char *p)
{
	float f;
	double d;
	long double ld = 0;

	switch (t->size) {
	case 4:
		memcpy(&f, p, 4);
		fprintf(fp, "%+.7e", (double)f);
		return;
	case 8:
		memcpy(&d, p, 8);
		fprintf(fp, "%+.7e", d);
		return;
	case 16:
		/* cppcheck-suppress duplicateValueTernary ; long double is 16 bytes on x86_64 only */
		memcpy(&ld, p, sizeof(ld) < 16 ? sizeof(ld) : 16);
		fprintf(fp, "%+.16LE", ld);
		return;
	default:
		fputs("<unknown encoding>", fp);
		return;
	}
}

/* the value of type t at p (no type name, no newline) */
static void
pt_value(dtrace_hdl_t *dtp, FILE *fp, const dt_type_t *t, const char *p, int depth, int nest)
{
	switch (t->kind) {
	case DT_TK_INT:
		if (pt_is_char(t)) {
			unsigned char c = (unsigned char)p[0];

			if (c >= ' ' && c <= '~')
				fprintf(fp, "'%c'", c);
			else if (c == 0)
				fputs("'\\0'", fp);
			else
				fprintf(fp, "'\\%03o'", c);
			return;
		}
		/* FALLTHROUGH */
	case DT_TK_PTR:
	case DT_TK_FUNC:
		if (t->size == 8)
			fprintf(fp, "%#llx", (unsigned long long)pt_uint(p, 8));
		else if (t->size == 1 || t->size == 2 || t->size == 4)
			fprintf(fp, "%#x", (unsigned)pt_uint(p, t->size));
		else
			fprintf(fp, "<invalid size %d>", t->size);
		return;
	case DT_TK_ENUM: {
		uint64_t u = pt_uint(p, t->size);
		int64_t v = (int64_t)u;
		const char *name;

		if (t->sign && t->size < 8) {	/* sign-extend */
			int sh = 64 - 8 * t->size;

			v = (int64_t)(u << sh) >> sh;
		}
		name = dt_type_enum_name(dtp, t, v);
		if (name != NULL)
			fputs(name, fp);
		else
			fprintf(fp, "%lld", (long long)v);
		return;
	}
	case DT_TK_FLOAT:
		pt_float(fp, t, p);
		return;
	case DT_TK_STRING:
		fprintf(fp, "\"%.*s\"", (int)strnlen(p, (size_t)dtp->strsize), p);
		return;
	case DT_TK_ARRAY:
		pt_array(dtp, fp, t, p, depth, nest);
		return;
	case DT_TK_STRUCT:
	case DT_TK_UNION:
		fputc('{', fp);
		pt_members(dtp, fp, t, p, depth, nest);
		return;
	default:
		fputs("<invalid type>", fp);
		return;
	}
}

void
dt_print_typed(dtrace_hdl_t *dtp, FILE *fp, const dt_type_t *t, const char *p)
{
	char nb[256];

	fprintf(fp, "%s ", pt_name(t, nb, sizeof(nb)));
	pt_value(dtp, fp, t, p, 0, 0);
	/* as classic DTrace: a struct or union ends at its "}", others at a newline */
	if (t->kind != DT_TK_STRUCT && t->kind != DT_TK_UNION)
		fputc('\n', fp);
}
