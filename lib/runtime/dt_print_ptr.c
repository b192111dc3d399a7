/*
 * dt_print_ptr.c: print() of a pointer to a struct or union, in Linux
 * DTrace's layout: BTF's typed-data dump (libbpf's btf_dump, which Oracle's
 * dtrace uses), under the pointer.
 *
 *	0xffff8881234 = *
 *	                                            (struct sk_buff) {
 *	                                             .len = (unsigned int)123,
 *	                                             .data = (unsigned char *)0xfeed,
 *	                                            }
 *
 * The pointer's own value comes first, then the object it points to: its
 * type as a cast, each member that is not zero as ".name = (type)value,"
 * one to a line, indented 44 columns (the data column of a probe line)
 * plus one per level.  Integers print in decimal, chars of a char array
 * as 'c' up to the first NUL, pointers in hex, enums by name, bit-fields
 * in decimal; a non-char array shows every element.  This differs from
 * print() of any other value (dt_print.c's classic layout), as it does in
 * Oracle's dtrace, where print() takes only pointers; illumos would print
 * the pointer alone.
 *
 * The code generator records the pointer and up to DT_PRINT_PTRMAX bytes
 * of the object; option printsize (which setopt() may change while
 * tracing) shows fewer.  The dump stops at the first member that the
 * bytes shown do not hold (a struct's or union's member: an array only
 * shows the elements that fit), with "..." at that member's level, then
 * closes the levels still open.  As in DTrace, a struct or union closes
 * only when the next line is printed (its "}" is pending until then), so
 * when the cut member follows a nested struct or union, the "..." comes
 * before that aggregate's "}": it marks the member that is missing, not
 * the end of the aggregate before it.
 *
 * Kernel types (from BTF) and D types are dumped alike, by pp_value()
 * here: a member declared with a D typedef shows the typedef's name, one
 * of a kernel struct the type BTF resolves it to (libbpf's dump would show
 * the kernel's typedef, but it writes "(struct x){", not DTrace's "(struct
 * x) {").  Zero is decided on the bytes shown: a struct or union all of
 * whose bytes are zero is left out.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_front.h"
#include "dt_runtime.h"

#define PP_INDENT	44	/* the data column of a probe line */

#define PP_MAXPEND	64	/* struct and union closings pending at most */

typedef struct pp_state {
	FILE *fp;
	const char *end;	/* the bytes shown end here */
	int in_char_array;	/* is_array_char: chars as 'c' */
	int terminated;		/* a char array's NUL was shown */
	int array_member;
	int cut;		/* the "..." is out */
	int npend;		/* closings of structs and unions not printed yet */
	int pend[PP_MAXPEND];	/* their depths, innermost first */
} pp_state_t;

static void
pp_pfx(pp_state_t *s, int depth)
{
	fprintf(s->fp, "%*s", PP_INDENT + depth, "");
}

/* a struct's or union's "}", with "," and a line end but at the top level */
static void
pp_closing(pp_state_t *s, int depth)
{
	pp_pfx(s, depth);
	fputs(depth > 0 ? "},\n" : "}", s->fp);
}

/* the pending closings, before the next line */
static void
pp_flush(pp_state_t *s)
{
	for (int i = 0; i < s->npend; i++)
		pp_closing(s, s->pend[i]);
	s->npend = 0;
}

/*
 * The member at depth is not in the bytes shown: "..." at its level, then
 * the closings that were pending; -E2BIG.  An array's element that is not
 * shown only ends the array (pp_array), as in DTrace.
 */
static int
pp_cut(pp_state_t *s, int depth)
{
	if (!s->array_member && !s->cut) {
		pp_pfx(s, depth);
		fputs("...\n", s->fp);
		s->cut = 1;
		pp_flush(s);
	}
	return -E2BIG;
}

/* after a value: "," and a line end, but nothing at the top level */
static void
pp_delim(pp_state_t *s, int depth)
{
	if (depth > 0)
		fputs(",\n", s->fp);
}

/* the type's name as a cast shows it: an anonymous struct is "struct" */
static void
pp_cast(pp_state_t *s, const dt_type_t *t)
{
	const char *a = strstr(t->name, " <anon>");

	if (a != NULL)
		fprintf(s->fp, "(%.*s%s)", (int)(a - t->name), t->name, a + 7);
	else
		fprintf(s->fp, "(%s)", t->name);
}

static uint64_t
pp_uint(const char *p, int size)
{
	uint64_t v = 0;
	uint32_t u32;
	uint16_t u16;
	uint8_t u8;

	switch (size) {
	case 1: memcpy(&u8, p, 1); return u8;
	case 2: memcpy(&u16, p, 2); return u16;
	case 4: memcpy(&u32, p, 4); return u32;
	default: memcpy(&v, p, size < 8 ? size : 8); return v;
	}
}

static int64_t
pp_int(const char *p, int size)
{
	uint64_t u = pp_uint(p, size);
	int sh = 64 - 8 * (size < 8 ? size : 8);

	return sh > 0 ? (int64_t)(u << sh) >> sh : (int64_t)u;
}

/* all of an object's bytes zero (within the bytes shown) */
static int
pp_zero(const pp_state_t *s, const char *p, int size)
{
	for (int i = 0; i < size && p + i < s->end; i++)
		if (p[i] != 0)
			return 0;
	return 1;
}

static int pp_value(dtrace_hdl_t *, pp_state_t *, const dt_type_t *, const char *name,
    const char *p, unsigned bitoff, int bits, int depth);

static int
pp_members(dtrace_hdl_t *dtp, pp_state_t *s, const dt_type_t *t, const char *p, int depth)
{
	int was = s->array_member;

	if (t->btf_id > 0 && !t->members_done)
		dt_btf_members(dtp, (dt_type_t *)t);
	fputs("{\n", s->fp);
	s->array_member = 0;
	for (int i = 0; i < t->nmembers; i++) {
		const dt_member_t *m = &t->members[i];
		int r = pp_value(dtp, s, m->type, m->name, p + m->bitoff / 8,
		    (unsigned)(m->bitoff % 8), m->bits, depth + 1);

		if (r < 0) {
			s->array_member = was;
			pp_flush(s);
			pp_closing(s, depth);
			return r;
		}
	}
	s->array_member = was;
	if (s->npend < PP_MAXPEND)
		s->pend[s->npend++] = depth;
	else
		pp_closing(s, depth);
	return 0;
}

static int
pp_array(dtrace_hdl_t *dtp, pp_state_t *s, const dt_type_t *t, const char *p, int depth)
{
	const dt_type_t *e = t->ref;
	int was_member = s->array_member, was_char = s->in_char_array, was_term = s->terminated;

	fputs("[\n", s->fp);
	s->array_member = 1;
	s->in_char_array = e->kind == DT_TK_INT && e->size == 1;
	s->terminated = 0;
	for (int i = 0; i < t->nelems && !s->terminated; i++)
		(void)pp_value(dtp, s, e, NULL, p + (size_t)i * e->size, 0, 0, depth + 1);
	s->array_member = was_member;
	s->in_char_array = was_char;
	s->terminated = was_term;
	pp_flush(s);
	pp_pfx(s, depth);
	fputc(']', s->fp);
	pp_delim(s, depth);
	return 0;
}

/*
 * One value of type t at p, named name (NULL: an array element), at depth;
 * -E2BIG where the bytes shown end inside it.
 */
static int
pp_value(dtrace_hdl_t *dtp, pp_state_t *s, const dt_type_t *t, const char *name,
    const char *p, unsigned bitoff, int bits, int depth)
{
	int size = t->kind == DT_TK_PTR || t->kind == DT_TK_FUNC ? 8 : t->size;
	int scalar = t->kind == DT_TK_INT || t->kind == DT_TK_PTR || t->kind == DT_TK_ENUM ||
	    t->kind == DT_TK_FUNC;
	uint64_t u = 0;

	if (bits != 0) {
		size = (int)((bitoff + bits + 7) / 8);
		if (p + size > s->end)
			return pp_cut(s, depth);
		u = pp_uint(p, size > 8 ? 8 : size) >> bitoff;
		if (bits < 64)
			u &= (1ULL << bits) - 1;
		if (u == 0 && depth > 0)
			return 0;
	} else {
		if (scalar && p + size > s->end)
			return pp_cut(s, depth);
		/* zeroes are left out, but for the elements of a non-char array */
		if (depth > 0 && !(s->array_member && !s->in_char_array)) {
			if (t->kind == DT_TK_ARRAY && t->ref != NULL && t->ref->kind == DT_TK_INT &&
			    t->ref->size == 1 ? p < s->end && p[0] == 0 : pp_zero(s, p, size))
				return 0;
		}
	}
	pp_flush(s);
	pp_pfx(s, depth);
	if (name != NULL && name[0] != '\0')
		fprintf(s->fp, ".%s = ", name);
	pp_cast(s, t);
	if (bits != 0) {
		if (t->sign && bits < 64 && (u >> (bits - 1)) & 1)
			fprintf(s->fp, "%lld", (long long)(u | ~((1ULL << bits) - 1)));
		else
			fprintf(s->fp, "%llu", (unsigned long long)u);
		pp_delim(s, depth);
		return 0;
	}
	switch (t->kind) {
	case DT_TK_INT:
		if (t->size == 1 && s->in_char_array) {
			if (p[0] == '\0') {
				fputs("'\\0'", s->fp);
				s->terminated = 1;
				break;
			}
			if (isprint((unsigned char)p[0])) {
				fprintf(s->fp, "'%c'", p[0]);
				break;
			}
		}
		if (t->sign)
			fprintf(s->fp, "%lld", (long long)pp_int(p, t->size));
		else
			fprintf(s->fp, "%llu", (unsigned long long)pp_uint(p, t->size));
		break;
	case DT_TK_PTR:
	case DT_TK_FUNC:
		fprintf(s->fp, "0x%llx", (unsigned long long)pp_uint(p, 8));
		break;
	case DT_TK_ENUM: {
		int64_t v = t->sign ? pp_int(p, t->size) : (int64_t)pp_uint(p, t->size);
		const char *en = dt_type_enum_name(dtp, t, v);

		if (en != NULL)
			fputs(en, s->fp);
		else
			fprintf(s->fp, "%lld", (long long)v);
		break;
	}
	case DT_TK_STRUCT:
	case DT_TK_UNION:
		fputc(' ', s->fp);
		return pp_members(dtp, s, t, p, depth);
	case DT_TK_ARRAY:
		fputc(' ', s->fp);
		return pp_array(dtp, s, t, p, depth);
	default:
		fputs("?", s->fp);
		break;
	}
	pp_delim(s, depth);
	return 0;
}

void
dt_print_pointee(dtrace_hdl_t *dtp, FILE *fp, uint64_t addr, const dt_type_t *t,
    const char *p, size_t n)
{
	pp_state_t s = { .fp = fp };

	if (dtp->printsize > 0 && dtp->printsize < n)
		n = dtp->printsize;
	s.end = p + n;
	fprintf(fp, "0x%llx = *\n", (unsigned long long)addr);
	(void)pp_value(dtp, &s, t, NULL, p, 0, 0, 0);
	pp_flush(&s);
	fputc('\n', fp);
}
