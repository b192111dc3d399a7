/*
 * dt_printf.c -- the D printf engine.
 *
 * D's printf() is split in two.  At compile time the format string is
 * parsed once into a dt_pfprog_t: a buffer of literal text (with "%%"
 * already turned into "%") and an array of directives, each remembering the
 * literal text that precedes it, its flags, width, precision and conversion.
 * From that the checker learns how many values the format consumes and what
 * each must be (dt_printf_nargs/argkind/arginfo).  At run time BPF records
 * only raw values; the consumer decodes them into dt_pfarg_t and this file
 * formats them.  A parsed program is immutable after parsing except for the
 * symbolizer callbacks, and formatting never touches global state, so any
 * number of threads may format with one program at once.
 *
 * Invariants
 *  - Every argument consumed by a directive appears in prog->args in the
 *    order the formatter consumes it: '*' width, then '*' precision, then the
 *    value (C's order).  dt_printf_nargs() is the length of that array.
 *  - Output is built in a private growable buffer and only handed to the
 *    stream when the whole format succeeded: an error writes nothing.
 *  - Widths and precisions written in the format are limited to
 *    DT_PF_MAXWIDTH (a parse error beyond); ones taken from '*' arguments
 *    (trace data) are clamped to it, so trace data cannot make the consumer
 *    allocate without bound.
 *
 * Semantics (the Dynamic Tracing Guide's "Output Formatting", and what
 * classic DTrace does where the guide is silent)
 *  - The conversions are classic DTrace's dictionary, looked up by name
 *    (size prefix and letter): see dt_pfconvdefs[].  Any other name, C99's
 *    %hhd %zu %jd %td among them, is "format conversion #N is undefined".
 *    Parse errors use classic DTrace's words (the checker reports them as
 *    D_SYNTAX).
 *  - Flags "# - + space 0 '", digits, '.', '*' and the prefix letters h l L
 *    w are read in any order until the conversion letter, as classic DTrace
 *    does: a '0' before any digit or '.' is the flag and undoes '-', '-'
 *    undoes '0'.  '@' marks the aggregation value slot of printa() ("%@d",
 *    "%@8u"), whose argument kind is DT_PFCONV_AGG; '?' sets the width to
 *    16.  Positional "%n$" is an error, as is "%" with flags before a second
 *    "%".  Width and precision may be '*' (an int argument each); a negative
 *    '*' width means left-justify.  A precision of 0 (".0", ".", or from
 *    '*') or a negative one is no precision, as classic DTrace passes it.
 *  - Integers print by their own size: the value is truncated to its size in
 *    bytes, then read as signed (%d and %i of a signed type, %hd %ld %lld)
 *    or unsigned (%d, %i of an unsigned type, %o %u %x %X and their prefixed
 *    forms) and printed as C would print a value of that type: %u of a
 *    4-byte -1 prints 4294967295, %x of a 1-byte -1 prints ff.  A size
 *    prefix names the size the argument must have (DT_PFCONV_SIZED, with
 *    size and sign in dt_pfarginfo_t): the checker holds it to that.
 *  - %c prints one byte (the value as unsigned char, as C); %C prints it if
 *    it is printable ASCII and as an escape sequence otherwise.
 *  - %s prints a string up to its NUL or `size` bytes, whichever is first,
 *    honouring precision and width; %S does the same after replacing
 *    unprintable bytes by escapes: \a \b \f \n \r \t \v, \\ and \" for
 *    backslash and double quote, \0 for NUL, \ooo (three octal digits) for
 *    any other byte outside ' '..'~'.  The same escapes serve %C.
 *  - %wc / %lc print one wide character, %ws / %ls a string of 4-byte host
 *    order wchar_t ending at a 0 or at `size` bytes; both are written as
 *    UTF-8 whatever the locale (the precision of %ws counts bytes and never
 *    splits a character).
 *  - %p prints as %x does, as in classic DTrace: lowercase hex digits
 *    without "0x" ("0" for NULL) unless the '#' flag asks for it.
 *  - %e %E %f %g %G print floating values (DT_PFARG_FLOAT: the IEEE bits of
 *    a float or double, the 16 bytes of an x86_64 long double), as C prints
 *    a double (a float is widened to one; a long double is printed as one,
 *    with C's L).  The checker gives them only floating values, as classic
 *    DTrace does; an integer handed in anyway is converted to double.
 *    %Le %LE %Lf %Lg %LG take a long double only.
 *  - trace() of a floating value prints it as %Lf would (" %Lf" when not
 *    quiet): classic DTrace's records carry no types and print a float's
 *    bits as an integer, which no one can read; here records are typed.
 *  - %a and %k print a kernel address symbolically, %A a user address,
 *    through the callbacks set with dt_printf_set_symbolizer() and
 *    dt_printf_set_usymbolizer(); without one, or when the callback does not
 *    know the address, they print "0x" and lowercase hex.  %k is classic
 *    DTrace's stack conversion: the consumer renders the stack itself and
 *    hands it in as DT_PFARG_TEXT, as printa() does with a histogram for
 *    %@.  TEXT is printed verbatim by any conversion, ignoring flags.
 *  - %Y prints nanoseconds since the epoch as local time in the form of
 *    classic DTrace (adb's /Y): "2026 Nov 23 16:01:02"; the day of the month
 *    is two columns wide and space-padded as in ctime(3) ("2026 Nov  3 ...").
 *  - %T prints the same instant in RFC 822 form with the local zone
 *    abbreviation: "Mon, 23 Nov 2026 16:01:02 CET" (day zero-padded) and,
 *    as classic DTrace (strftime's %G), the ISO 8601 week-based year: Dec 30
 *    2024 prints as "Mon, 30 Dec 2025".  Month and day names are always
 *    English, whatever the locale.
 *    Both then apply width, precision and '-' as %s does.
 *  - An argument of the wrong kind for its conversion (a string for %d, an
 *    integer for %s), or too few arguments, makes formatting fail with
 *    EINVAL: the checker is expected to have prevented it.  Extra arguments
 *    are ignored.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_impl.h"
#include "dt_printf.h"

#define DT_PF_MAXWIDTH	(1 << 20)	/* largest width or precision */

/* Directive flags. */
#define PF_ALT		0x001	/* # */
#define PF_ZPAD		0x002	/* 0 */
#define PF_LEFT		0x004	/* - */
#define PF_PLUS		0x008	/* + */
#define PF_SPACE	0x010	/* ' ' */
#define PF_GROUP	0x020	/* ' */
#define PF_AGG		0x040	/* @ */
#define PF_QWIDTH	0x080	/* ? */
#define PF_DYNW		0x100	/* width is '*' */
#define PF_DYNP		0x200	/* precision is '*' */

/* How a conversion turns its value into text. */
typedef enum {
	CL_DINT,	/* %d: signedness from the argument */
	CL_SINT,	/* %i: signed */
	CL_UINT,	/* %o %u %x %X: unsigned */
	CL_CHAR,	/* %c */
	CL_ECHAR,	/* %C */
	CL_WCHAR,	/* %wc %lc */
	CL_FLT,		/* %e %E %f %g %G */
	CL_STR,		/* %s */
	CL_ESTR,	/* %S */
	CL_WSTR,	/* %ws %ls */
	CL_KSYM,	/* %a */
	CL_USYM,	/* %A */
	CL_STACK,	/* %k */
	CL_DATE,	/* %Y */
	CL_RFC822	/* %T */
} dt_pfclass_t;

typedef struct dt_pfconvdef {
	const char *name;	/* size prefix and letter: "d", "hd", "llx" */
	char letter;		/* the C conversion it prints with */
	dt_pfclass_t cls;
	dt_pfconv_kind_t kind;
	const char *proto;	/* the argument types, for messages */
	int size;		/* DT_PFCONV_SIZED: size and sign wanted */
	int sign;
} dt_pfconvdef_t;

static const char pf_proto_int[] = "char, short, int, long, or long long";
static const char pf_proto_csi[] = "char, short, or int";
static const char pf_proto_fp[] = "float, double, or long double";
static const char pf_proto_addr[] = "pointer or integer";
static const char pf_proto_uaddr[] =
	"pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pf_proto_str[] = "char [] or string (or use stringof)";
static const char pf_proto_wstr[] = "wchar_t []";
static const char pf_proto_time[] = "int64_t";

#define	PF_SIZED(n, l, c, pr, sz, sg) \
	{ n, l, c, DT_PFCONV_SIZED, pr, sz, sg }

/*
 * Every conversion classic DTrace has, by name.  A size prefix names the
 * size of its argument: the checker holds the argument to it (classic
 * DTrace compares type names; here long and long long are one size).
 */
static const dt_pfconvdef_t dt_pfconvdefs[] = {
	{ "a", 's', CL_KSYM, DT_PFCONV_KSYM, pf_proto_addr, 0, 0 },
	{ "A", 's', CL_USYM, DT_PFCONV_USYM, pf_proto_uaddr, 0, 0 },
	{ "c", 'c', CL_CHAR, DT_PFCONV_CHAR, pf_proto_csi, 0, 0 },
	{ "C", 's', CL_ECHAR, DT_PFCONV_CHAR, pf_proto_csi, 0, 0 },
	{ "d", 'd', CL_DINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "e", 'e', CL_FLT, DT_PFCONV_FLOAT, pf_proto_fp, 0, 0 },
	{ "E", 'E', CL_FLT, DT_PFCONV_FLOAT, pf_proto_fp, 0, 0 },
	{ "f", 'f', CL_FLT, DT_PFCONV_FLOAT, pf_proto_fp, 0, 0 },
	{ "g", 'g', CL_FLT, DT_PFCONV_FLOAT, pf_proto_fp, 0, 0 },
	{ "G", 'G', CL_FLT, DT_PFCONV_FLOAT, pf_proto_fp, 0, 0 },
	PF_SIZED("hd", 'd', CL_SINT, "short", 2, 1),
	PF_SIZED("hi", 'd', CL_SINT, "short", 2, 1),
	PF_SIZED("ho", 'o', CL_UINT, "unsigned short", 2, 0),
	PF_SIZED("hu", 'u', CL_UINT, "unsigned short", 2, 0),
	PF_SIZED("hx", 'x', CL_UINT, "short", 2, -1),
	PF_SIZED("hX", 'X', CL_UINT, "short", 2, -1),
	{ "i", 'd', CL_DINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "k", 's', CL_STACK, DT_PFCONV_STACK, "stack", 0, 0 },
	{ "lc", 'c', CL_WCHAR, DT_PFCONV_WCHAR, "int", 4, 1 },
	PF_SIZED("ld", 'd', CL_SINT, "long", 8, 1),
	PF_SIZED("li", 'd', CL_SINT, "long", 8, 1),
	PF_SIZED("lo", 'o', CL_UINT, "unsigned long", 8, 0),
	PF_SIZED("lu", 'u', CL_UINT, "unsigned long", 8, 0),
	{ "ls", 's', CL_WSTR, DT_PFCONV_WSTR, pf_proto_wstr, 0, 0 },
	PF_SIZED("lx", 'x', CL_UINT, "long", 8, -1),
	PF_SIZED("lX", 'X', CL_UINT, "long", 8, -1),
	PF_SIZED("lld", 'd', CL_SINT, "long long", 8, 1),
	PF_SIZED("lli", 'd', CL_SINT, "long long", 8, 1),
	PF_SIZED("llo", 'o', CL_UINT, "unsigned long long", 8, 0),
	PF_SIZED("llu", 'u', CL_UINT, "unsigned long long", 8, 0),
	PF_SIZED("llx", 'x', CL_UINT, "long long", 8, -1),
	PF_SIZED("llX", 'X', CL_UINT, "long long", 8, -1),
	PF_SIZED("Le", 'e', CL_FLT, "long double", 16, 1),
	PF_SIZED("LE", 'E', CL_FLT, "long double", 16, 1),
	PF_SIZED("Lf", 'f', CL_FLT, "long double", 16, 1),
	PF_SIZED("Lg", 'g', CL_FLT, "long double", 16, 1),
	PF_SIZED("LG", 'G', CL_FLT, "long double", 16, 1),
	{ "o", 'o', CL_UINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "p", 'x', CL_UINT, DT_PFCONV_PTR, pf_proto_addr, 0, 0 },
	{ "s", 's', CL_STR, DT_PFCONV_STR, pf_proto_str, 0, 0 },
	{ "S", 's', CL_ESTR, DT_PFCONV_STR, pf_proto_str, 0, 0 },
	{ "T", 's', CL_RFC822, DT_PFCONV_TIME, pf_proto_time, 0, 0 },
	{ "u", 'u', CL_UINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "wc", 'c', CL_WCHAR, DT_PFCONV_WCHAR, "int", 4, 1 },
	{ "ws", 's', CL_WSTR, DT_PFCONV_WSTR, pf_proto_wstr, 0, 0 },
	{ "x", 'x', CL_UINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "X", 'X', CL_UINT, DT_PFCONV_INT, pf_proto_int, 0, 0 },
	{ "Y", 's', CL_DATE, DT_PFCONV_TIME, pf_proto_time, 0, 0 },
};

/* One conversion of the format. */
typedef struct dt_pfdir {
	size_t lit_off;		/* literal text before it, in prog->lit */
	size_t lit_len;
	unsigned flags;		/* PF_* */
	int width;		/* -1: none */
	int prec;		/* -1: none */
	int convno;		/* 1-based, counting every '%' directive */
	char name[8];		/* size prefix and letter as written */
	const dt_pfconvdef_t *def;
} dt_pfdir_t;

/* One argument the format consumes. */
typedef struct dt_pfslot {
	int dir;		/* index in prog->dirs */
	int dynamic;		/* 0 value, 1 '*' width, 2 '*' precision */
	dt_pfconv_kind_t kind;
} dt_pfslot_t;

struct dt_pfprog {
	char *fmt;		/* copy of the format */
	char *lit;		/* all literal text, "%%" decoded */
	size_t tail_off;	/* literal text after the last directive */
	size_t tail_len;
	dt_pfdir_t *dirs;
	int ndirs;
	dt_pfslot_t *slots;
	int nslots;
	int naggs;
	dt_pfsym_f *ksym;
	void *ksym_arg;
	dt_pfsym_f *usym;
	void *usym_arg;
};

/*
 * Parsing.
 */

static const dt_pfconvdef_t *
pf_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof (dt_pfconvdefs) / sizeof (dt_pfconvdefs[0]); i++) {
		if (strcmp(dt_pfconvdefs[i].name, name) == 0)
			return (&dt_pfconvdefs[i]);
	}
	return (NULL);
}

/* Read a decimal number; -1 if it exceeds DT_PF_MAXWIDTH. */
static int
pf_number(const char **pp)
{
	const char *p = *pp;
	long n = 0;

	while (*p >= '0' && *p <= '9') {
		if (n <= DT_PF_MAXWIDTH)
			n = n * 10 + (*p - '0');
		p++;
	}
	*pp = p;
	return (n > DT_PF_MAXWIDTH ? -1 : (int)n);
}

/*
 * Parse one directive; p points just after its '%'.  Flags, width,
 * precision and size prefix letters may come in any order, as classic
 * DTrace reads them: a '0' before any digit or '.' is the flag (and undoes
 * '-'), '-' undoes '0', digits before a '.' are the width and after it the
 * precision, '*' takes the width or precision from an argument, and the
 * letters h l L w gather the size prefix until the conversion letter.
 * Returns the position after the conversion, or NULL with a message in err.
 */
static const char *
pf_parse_dir(const char *p, dt_pfdir_t *d, char *err, size_t errlen)
{
	char name[8];
	size_t nlen = 0;
	int dot = 0, digits = 0, n;
	unsigned f;

	for (;; p++) {
		switch (*p) {
		case '0': case '1': case '2': case '3': case '4':
		case '5': case '6': case '7': case '8': case '9':
			if (!dot && !digits && *p == '0') {
				d->flags = (d->flags | PF_ZPAD) & ~PF_LEFT;
				continue;
			}
			if ((n = pf_number(&p)) < 0)
				goto toolarge;
			if (dot)
				d->prec = n;
			else
				d->width = n;
			p--;
			digits++;
			continue;
		case '#': d->flags |= PF_ALT; continue;
		case '+': d->flags |= PF_PLUS; continue;
		case ' ': d->flags |= PF_SPACE; continue;
		case '\'': d->flags |= PF_GROUP; continue;
		case '@': d->flags |= PF_AGG; continue;
		case '?': d->flags |= PF_QWIDTH; d->width = 16; continue;
		case '-':
			d->flags = (d->flags | PF_LEFT) & ~PF_ZPAD;
			continue;
		case '*':
			f = dot ? PF_DYNP : PF_DYNW;
			if (d->flags & f) {
				dt_errbuf(err, errlen, "format conversion #%d has "
				    "more than one '*' specified for the output "
				    "%s", d->convno, dot ? "precision" : "width");
				return (NULL);
			}
			d->flags |= f;
			continue;
		case '.':
			if (dot++ != 0) {
				dt_errbuf(err, errlen, "format conversion #%d has "
				    "more than one '.' specified", d->convno);
				return (NULL);
			}
			digits = 0;
			continue;
		case '$':
			dt_errbuf(err, errlen, "format conversion #%d uses "
			    "unsupported positional format (%%n$)", d->convno);
			return (NULL);
		case '%':
			dt_errbuf(err, errlen, "format conversion #%d cannot be "
			    "combined with other format flags: %%%%", d->convno);
			return (NULL);
		case '\0':
			dt_errbuf(err, errlen, "format conversion #%d name "
			    "expected before end of format string", d->convno);
			return (NULL);
		case 'h': case 'l': case 'L': case 'w':
			if (nlen < sizeof (name) - 2)
				name[nlen++] = *p;
			continue;
		default:
			break;
		}
		break;
	}
	name[nlen++] = *p;
	name[nlen] = '\0';

	if ((d->def = pf_lookup(name)) == NULL) {
		char shown[40];
		size_t i, k = 0;

		/* the name as written; bytes outside ' '..'~' as \ooo */
		for (i = 0; i < nlen && k + 5 < sizeof (shown); i++) {
			unsigned char c = (unsigned char)name[i];

			if (c >= ' ' && c <= '~')
				shown[k++] = (char)c;
			else
				k += (size_t)snprintf(shown + k,
				    sizeof (shown) - k, "\\%03o", c);
		}
		shown[k] = '\0';
		dt_errbuf(err, errlen, "format conversion #%d is undefined: %%%s",
		    d->convno, shown);
		return (NULL);
	}
	(void) snprintf(d->name, sizeof (d->name), "%s", name);
	/* classic DTrace passes a precision (or width) of 0 as none */
	if (d->prec == 0)
		d->prec = -1;
	if (d->width == 0)
		d->width = -1;
	return (p + 1);

toolarge:
	dt_errbuf(err, errlen, "format conversion #%d has a width or precision "
	    "larger than %d", d->convno, DT_PF_MAXWIDTH);
	return (NULL);
}

static int
pf_add_slot(dt_pfprog_t *pp, int *cap, int dir, int dynamic,
    dt_pfconv_kind_t kind)
{
	if (pp->nslots == *cap) {
		int ncap = *cap ? *cap * 2 : 8;
		dt_pfslot_t *ns = realloc(pp->slots, ncap * sizeof (*ns));

		if (ns == NULL)
			return (-1);
		pp->slots = ns;
		*cap = ncap;
	}
	pp->slots[pp->nslots].dir = dir;
	pp->slots[pp->nslots].dynamic = dynamic;
	pp->slots[pp->nslots].kind = kind;
	pp->nslots++;
	return (0);
}

dt_pfprog_t *
dt_printf_parse(const char *fmt, char *err, size_t errlen)
{
	dt_pfprog_t *pp;
	const char *p;
	size_t litlen = 0, litstart = 0;
	int dircap = 0, slotcap = 0, convno = 0;

	if (err != NULL && errlen > 0)
		err[0] = '\0';
	if (fmt == NULL) {
		dt_errbuf(err, errlen, "invalid format string: none given");
		return (NULL);
	}
	if ((pp = calloc(1, sizeof (*pp))) == NULL ||
	    (pp->fmt = strdup(fmt)) == NULL ||
	    (pp->lit = malloc(strlen(fmt) + 1)) == NULL)
		goto nomem;

	for (p = fmt; *p != '\0'; ) {
		dt_pfdir_t d;
		int di;

		if (*p != '%') {
			pp->lit[litlen++] = *p++;
			continue;
		}
		convno++;
		if (p[1] == '%') {
			pp->lit[litlen++] = '%';
			p += 2;
			continue;
		}

		memset(&d, 0, sizeof (d));
		d.lit_off = litstart;
		d.lit_len = litlen - litstart;
		d.width = -1;
		d.prec = -1;
		d.convno = convno;
		if ((p = pf_parse_dir(p + 1, &d, err, errlen)) == NULL) {
			dt_printf_free(pp);
			return (NULL);
		}
		litstart = litlen;

		if (pp->ndirs == dircap) {
			int ncap = dircap ? dircap * 2 : 8;
			dt_pfdir_t *nd = realloc(pp->dirs, ncap * sizeof (*nd));

			if (nd == NULL)
				goto nomem;
			pp->dirs = nd;
			dircap = ncap;
		}
		di = pp->ndirs++;
		pp->dirs[di] = d;

		if ((d.flags & PF_DYNW) &&
		    pf_add_slot(pp, &slotcap, di, 1, DT_PFCONV_INT) != 0)
			goto nomem;
		if ((d.flags & PF_DYNP) &&
		    pf_add_slot(pp, &slotcap, di, 2, DT_PFCONV_INT) != 0)
			goto nomem;
		if (pf_add_slot(pp, &slotcap, di, 0, (d.flags & PF_AGG) ?
		    DT_PFCONV_AGG : d.def->kind) != 0)
			goto nomem;
		if (d.flags & PF_AGG)
			pp->naggs++;
	}
	pp->tail_off = litstart;
	pp->tail_len = litlen - litstart;
	return (pp);

nomem:
	dt_errbuf(err, errlen, "out of memory parsing format string");
	dt_printf_free(pp);
	return (NULL);
}

void
dt_printf_free(dt_pfprog_t *pp)
{
	if (pp == NULL)
		return;
	free(pp->fmt);
	free(pp->lit);
	free(pp->dirs);
	free(pp->slots);
	free(pp);
}

const char *
dt_printf_fmt(const dt_pfprog_t *pp)
{
	return (pp->fmt);
}

int
dt_printf_nargs(const dt_pfprog_t *pp)
{
	return (pp->nslots);
}

int
dt_printf_naggs(const dt_pfprog_t *pp)
{
	return (pp->naggs);
}

dt_pfconv_kind_t
dt_printf_argkind(const dt_pfprog_t *pp, int i)
{
	if (i < 0 || i >= pp->nslots)
		return (DT_PFCONV_NONE);
	return (pp->slots[i].kind);
}

int
dt_printf_arginfo(const dt_pfprog_t *pp, int i, dt_pfarginfo_t *info)
{
	const dt_pfslot_t *s;
	const dt_pfdir_t *d;

	if (i < 0 || i >= pp->nslots)
		return (-1);
	s = &pp->slots[i];
	d = &pp->dirs[s->dir];
	info->kind = s->kind;
	info->conv = d->convno;
	info->name = d->name;
	info->dynamic = s->dynamic;
	info->size = s->dynamic ? 0 : d->def->size;
	info->sign = s->dynamic ? 0 : d->def->sign;
	info->width = d->width;
	info->left = (d->flags & PF_LEFT) != 0;
	if (s->dynamic)
		info->proto = "int";
	else if (s->kind == DT_PFCONV_AGG)
		info->proto = "aggregation value";
	else
		info->proto = d->def->proto;
	return (0);
}

void
dt_printf_set_symbolizer(dt_pfprog_t *pp, dt_pfsym_f *fn, void *arg)
{
	pp->ksym = fn;
	pp->ksym_arg = arg;
}

void
dt_printf_set_usymbolizer(dt_pfprog_t *pp, dt_pfsym_f *fn, void *arg)
{
	pp->usym = fn;
	pp->usym_arg = arg;
}

/*
 * The output buffer.  `failed` is sticky: once an append fails, the rest are
 * no-ops and the whole format fails with ENOMEM.
 */

typedef struct dt_pfbuf {
	char *data;
	size_t len;
	size_t cap;
	int failed;
} dt_pfbuf_t;

static int
pfbuf_reserve(dt_pfbuf_t *b, size_t n)
{
	size_t ncap;
	char *nd;

	if (b->failed)
		return (-1);
	if (n <= b->cap - b->len && b->data != NULL)
		return (0);
	ncap = b->cap ? b->cap : 128;
	while (ncap - b->len < n) {
		if (ncap > SIZE_MAX / 2) {
			b->failed = 1;
			return (-1);
		}
		ncap *= 2;
	}
	if ((nd = realloc(b->data, ncap)) == NULL) {
		b->failed = 1;
		return (-1);
	}
	b->data = nd;
	b->cap = ncap;
	return (0);
}

static void
pfbuf_put(dt_pfbuf_t *b, const char *s, size_t n)
{
	if (pfbuf_reserve(b, n + 1) != 0)
		return;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
}

/* Append the output of a C printf format (built here, never user text). */
static void
pfbuf_cfmt(dt_pfbuf_t *b, const char *cfmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, cfmt);
	n = vsnprintf(NULL, 0, cfmt, ap);
	va_end(ap);
	if (n < 0) {
		b->failed = 1;
		return;
	}
	if (pfbuf_reserve(b, (size_t)n + 1) != 0)
		return;
	va_start(ap, cfmt);
	(void) vsnprintf(b->data + b->len, (size_t)n + 1, cfmt, ap);
	va_end(ap);
	b->len += (size_t)n;
}

/*
 * Formatting helpers.
 */

/* Mask v to `size` bytes; sizes other than 1, 2, 4 mean 8. */
static uint64_t
pf_trunc(uint64_t v, int size)
{
	switch (size) {
	case 1: return (v & 0xffULL);
	case 2: return (v & 0xffffULL);
	case 4: return (v & 0xffffffffULL);
	default: return (v);
	}
}

/* The value of v's low `size` bytes read as a signed integer. */
static int64_t
pf_sext(uint64_t v, int size)
{
	switch (size) {
	case 1: return ((int8_t)(uint8_t)v);
	case 2: return ((int16_t)(uint16_t)v);
	case 4: return ((int32_t)(uint32_t)v);
	default: return ((int64_t)v);
	}
}

static long double
pf_float_bits(const dt_pfarg_t *a)
{
	if (a->size == 16) {
		long double ld = 0;

		if (a->str != NULL)
			/* cppcheck-suppress duplicateValueTernary ; long double is 16 bytes on x86_64 only */
			memcpy(&ld, a->str, sizeof (ld) < 16 ? sizeof (ld) : 16);
		return (ld);
	}
	if (a->size == 4) {
		uint32_t bits = (uint32_t)a->val;
		float f;

		memcpy(&f, &bits, sizeof (f));
		return (f);
	} else {
		double d;

		memcpy(&d, &a->val, sizeof (d));
		return (d);
	}
}

static int
pf_is_integer(const dt_pfarg_t *a)
{
	return (a->kind == DT_PFARG_INT || a->kind == DT_PFARG_UINT ||
	    a->kind == DT_PFARG_PTR);
}

/*
 * An integer argument (or a float, truncated toward zero) as raw 64 bits;
 * *sgn says whether it is signed.  -1 if the argument is not numeric.
 */
static int
pf_intval(const dt_pfarg_t *a, uint64_t *v, int *sgn)
{
	if (pf_is_integer(a)) {
		*sgn = a->kind == DT_PFARG_INT;
		*v = *sgn ? (uint64_t)pf_sext(a->val, a->size) :
		    pf_trunc(a->val, a->size);
		return (0);
	}
	if (a->kind == DT_PFARG_FLOAT) {
		long double d = pf_float_bits(a);

		*sgn = 1;
		if (!(d == d))
			*v = 0;
		else if (d >= 9223372036854775807.0L)
			*v = (uint64_t)INT64_MAX;
		else if (d <= -9223372036854775808.0L)
			*v = (uint64_t)INT64_MIN;
		else
			*v = (uint64_t)(int64_t)d;
		return (0);
	}
	return (-1);
}

/* A '*' argument as an int, clamped to +/- DT_PF_MAXWIDTH. */
static int
pf_dynint(const dt_pfarg_t *a, int *out)
{
	uint64_t v;
	int64_t s;
	int sgn;

	if (pf_intval(a, &v, &sgn) != 0)
		return (-1);
	if (sgn)
		s = (int64_t)v;
	else
		s = v > (uint64_t)DT_PF_MAXWIDTH ? DT_PF_MAXWIDTH : (int64_t)v;
	if (s > DT_PF_MAXWIDTH)
		s = DT_PF_MAXWIDTH;
	if (s < -DT_PF_MAXWIDTH)
		s = -DT_PF_MAXWIDTH;
	*out = (int)s;
	return (0);
}

/*
 * Build a C conversion spec from flags, width and precision.  `allowed`
 * selects which flags are meaningful for the conversion.
 */
static void
pf_spec(char *out, size_t outlen, unsigned flags, unsigned allowed,
    int width, int prec, const char *lenmod, char conv)
{
	char fl[8];
	size_t n = 0;

	flags &= allowed;
	if (flags & PF_ALT)
		fl[n++] = '#';
	if (flags & PF_ZPAD)
		fl[n++] = '0';
	if (flags & PF_LEFT)
		fl[n++] = '-';
	if (flags & PF_PLUS)
		fl[n++] = '+';
	if (flags & PF_SPACE)
		fl[n++] = ' ';
	if (flags & PF_GROUP)
		fl[n++] = '\'';
	fl[n] = '\0';

	if (width >= 0 && prec >= 0)
		(void) snprintf(out, outlen, "%%%s%d.%d%s%c", fl, width, prec,
		    lenmod, conv);
	else if (width >= 0)
		(void) snprintf(out, outlen, "%%%s%d%s%c", fl, width, lenmod,
		    conv);
	else if (prec >= 0)
		(void) snprintf(out, outlen, "%%%s.%d%s%c", fl, prec, lenmod,
		    conv);
	else
		(void) snprintf(out, outlen, "%%%s%s%c", fl, lenmod, conv);
}

/* Print a NUL-terminated string as %s with '-', width and precision. */
static void
pf_str(dt_pfbuf_t *b, unsigned flags, int width, int prec, const char *s)
{
	char spec[48];

	pf_spec(spec, sizeof (spec), flags, PF_LEFT, width, prec, "", 's');
	pfbuf_cfmt(b, spec, s);
}

/* Length of the string argument: up to its NUL or size bytes. */
static size_t
pf_strlen(const dt_pfarg_t *a)
{
	if (a->str == NULL)
		return (0);
	if (a->size <= 0)
		return (strlen(a->str));
	return (strnlen(a->str, (size_t)a->size));
}

/* Append the escape form of byte c (for %S and %C) to out; returns length. */
static size_t
pf_escape(unsigned char c, char *out)
{
	static const char plain[] = "\a\b\f\n\r\t\v\\\"";
	static const char named[] = "abfnrtv\\\"";
	const char *q;

	if (c != '\0' && (q = strchr(plain, c)) != NULL) {
		out[0] = '\\';
		out[1] = named[q - plain];
		return (2);
	}
	if (c == '\0') {
		out[0] = '\\';
		out[1] = '0';
		return (2);
	}
	if (c >= ' ' && c <= '~') {
		out[0] = (char)c;
		return (1);
	}
	out[0] = '\\';
	out[1] = (char)('0' + ((c >> 6) & 7));
	out[2] = (char)('0' + ((c >> 3) & 7));
	out[3] = (char)('0' + (c & 7));
	return (4);
}

/* Encode code point cp as UTF-8 in out (at least 4 bytes); returns length. */
static size_t
pf_utf8(uint32_t cp, char *out)
{
	if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		cp = 0xfffd;
	if (cp < 0x80) {
		out[0] = (char)cp;
		return (1);
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3f));
		return (2);
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return (3);
	}
	out[0] = (char)(0xf0 | (cp >> 18));
	out[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	out[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return (4);
}

static const char pf_months[12][4] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};
static const char pf_days[7][4] = {
	"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"
};

/* %Y and %T text of a nanosecond timestamp; -1 if it has no local time. */
static int
pf_time(const dt_pfarg_t *a, int rfc822, char *buf, size_t len)
{
	struct tm tm;
	time_t sec;

	if (a->kind == DT_PFARG_INT)
		sec = (time_t)(pf_sext(a->val, a->size) / 1000000000LL);
	else
		sec = (time_t)(pf_trunc(a->val, a->size) / 1000000000ULL);
	if (localtime_r(&sec, &tm) == NULL || tm.tm_mon < 0 ||
	    tm.tm_mon > 11 || tm.tm_wday < 0 || tm.tm_wday > 6)
		return (-1);
	if (rfc822) {
		/* the ISO 8601 week-based year (strftime's %G), as classic */
		int year = tm.tm_year + 1900, leap, thu;

		leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
		thu = tm.tm_yday - (tm.tm_wday + 6) % 7 + 3;	/* its Thursday */
		if (thu < 0)
			year--;
		else if (thu >= 365 + leap)
			year++;
		(void) snprintf(buf, len, "%s, %02d %s %d %02d:%02d:%02d %s",
		    pf_days[tm.tm_wday], tm.tm_mday, pf_months[tm.tm_mon],
		    year, tm.tm_hour, tm.tm_min, tm.tm_sec,
		    tm.tm_zone != NULL ? tm.tm_zone : "");
	} else {
		(void) snprintf(buf, len, "%d %s %2d %02d:%02d:%02d",
		    tm.tm_year + 1900, pf_months[tm.tm_mon], tm.tm_mday,
		    tm.tm_hour, tm.tm_min, tm.tm_sec);
	}
	return (0);
}

/* Print text through %s rules, from a (ptr, len) that may lack a NUL. */
static int
pf_strn(dt_pfbuf_t *b, unsigned flags, int width, int prec, const char *s,
    size_t len)
{
	char *tmp = malloc(len + 1);

	if (tmp == NULL) {
		b->failed = 1;
		return (-1);
	}
	memcpy(tmp, s, len);
	tmp[len] = '\0';
	pf_str(b, flags, width, prec, tmp);
	free(tmp);
	return (0);
}

/* Format one value for directive d.  Returns 0, or -1 with errno set. */
static int
pf_convert(const dt_pfprog_t *pp, const dt_pfdir_t *d, unsigned flags,
    int width, int prec, const dt_pfarg_t *a, dt_pfbuf_t *b)
{
	const unsigned numflags = PF_ALT | PF_ZPAD | PF_LEFT | PF_PLUS |
	    PF_SPACE | PF_GROUP;
	char spec[48], tmp[320];
	uint64_t v = 0;
	int sgn = 0, isnum;
	size_t n, i;

	if (a->kind == DT_PFARG_TEXT) {
		pfbuf_put(b, a->str != NULL ? a->str : "", pf_strlen(a));
		return (0);
	}
	isnum = pf_intval(a, &v, &sgn) == 0;

	switch (d->def->cls) {
	case CL_DINT:
	case CL_SINT:
	case CL_UINT:
		if (!isnum)
			break;
		if (d->def->cls == CL_UINT ||
		    (d->def->cls == CL_DINT && !sgn)) {
			/* unsigned: the low `size` bytes, zero-extended */
			if (sgn && a->kind == DT_PFARG_INT)
				v = pf_trunc(v, a->size);
			pf_spec(spec, sizeof (spec), flags, numflags, width,
			    prec, "ll", d->def->cls == CL_UINT ?
			    d->def->letter : 'u');
			pfbuf_cfmt(b, spec, (unsigned long long)v);
		} else {
			/* signed: the low `size` bytes, sign-extended */
			if (!sgn)
				v = (uint64_t)pf_sext(v, a->size);
			pf_spec(spec, sizeof (spec), flags, numflags, width,
			    prec, "ll", 'd');
			pfbuf_cfmt(b, spec, (long long)(int64_t)v);
		}
		return (0);

	case CL_CHAR:
		if (!isnum)
			break;
		pf_spec(spec, sizeof (spec), flags, PF_LEFT, width, -1, "",
		    'c');
		pfbuf_cfmt(b, spec, (int)(unsigned char)v);
		return (0);

	case CL_ECHAR:
		if (!isnum)
			break;
		n = pf_escape((unsigned char)v, tmp);
		tmp[n] = '\0';
		pf_str(b, flags, width, prec, tmp);
		return (0);

	case CL_WCHAR:
		if (!isnum)
			break;
		n = pf_utf8((uint32_t)v, tmp);
		tmp[n] = '\0';
		pf_str(b, flags, width, -1, tmp);
		return (0);

	case CL_FLT: {
		double dv;

		if (a->kind == DT_PFARG_FLOAT && a->size == 16) {
			/* long double: printed as one, with C's L */
			pf_spec(spec, sizeof (spec), flags, numflags, width, prec,
			    "L", d->def->letter);
			pfbuf_cfmt(b, spec, pf_float_bits(a));
			return (0);
		}
		if (a->kind == DT_PFARG_FLOAT)
			dv = (double)pf_float_bits(a);
		else if (isnum)
			dv = sgn ? (double)(int64_t)v : (double)v;
		else
			break;
		pf_spec(spec, sizeof (spec), flags, numflags, width, prec, "",
		    d->def->letter);
		pfbuf_cfmt(b, spec, dv);
		return (0);
	}

	case CL_STR:
		if (a->kind != DT_PFARG_STR)
			break;
		return (pf_strn(b, flags, width, prec,
		    a->str != NULL ? a->str : "", pf_strlen(a)));

	case CL_ESTR: {
		size_t len;
		char *esc;

		if (a->kind != DT_PFARG_STR)
			break;
		len = pf_strlen(a);
		if ((esc = malloc(len * 4 + 1)) == NULL) {
			b->failed = 1;
			return (-1);
		}
		for (i = 0, n = 0; i < len; i++)
			n += pf_escape((unsigned char)a->str[i], esc + n);
		esc[n] = '\0';
		pf_str(b, flags, width, prec, esc);
		free(esc);
		return (0);
	}

	case CL_WSTR: {
		size_t nw, len = 0;
		char *u8;

		if (a->kind != DT_PFARG_STR)
			break;
		nw = a->str == NULL ? 0 : a->size > 0 ?
		    (size_t)a->size / 4 : SIZE_MAX / 8;
		/* count first: the array may end at a 0 before size */
		for (i = 0; i < nw; i++) {
			uint32_t wc;

			memcpy(&wc, a->str + i * 4, 4);
			if (wc == 0)
				break;
		}
		nw = i;
		if ((u8 = malloc(nw * 4 + 1)) == NULL) {
			b->failed = 1;
			return (-1);
		}
		for (i = 0; i < nw; i++) {
			uint32_t wc;
			char c8[4];

			memcpy(&wc, a->str + i * 4, 4);
			n = pf_utf8(wc, c8);
			if (prec >= 0 && len + n > (size_t)prec)
				break;
			memcpy(u8 + len, c8, n);
			len += n;
		}
		u8[len] = '\0';
		pf_str(b, flags, width, -1, u8);
		free(u8);
		return (0);
	}

	case CL_KSYM:
	case CL_USYM:
	case CL_STACK: {
		dt_pfsym_f *fn = d->def->cls == CL_USYM ? pp->usym : pp->ksym;
		void *farg = d->def->cls == CL_USYM ? pp->usym_arg :
		    pp->ksym_arg;
		const char *name = NULL;
		uint64_t addr;

		if (!pf_is_integer(a))
			break;
		addr = pf_trunc(a->val, a->size);
		if (fn != NULL) {
			name = fn(farg, addr, tmp, sizeof (tmp));
			if (name == tmp)
				tmp[sizeof (tmp) - 1] = '\0';
		}
		if (name == NULL) {
			(void) snprintf(tmp, sizeof (tmp), "0x%llx",
			    (unsigned long long)addr);
			name = tmp;
		}
		pf_str(b, flags, width, prec, name);
		return (0);
	}

	case CL_DATE:
	case CL_RFC822:
		if (!pf_is_integer(a))
			break;
		if (pf_time(a, d->def->cls == CL_RFC822, tmp,
		    sizeof (tmp)) != 0) {
			(void) snprintf(tmp, sizeof (tmp), "%llu",
			    (unsigned long long)pf_trunc(a->val, a->size));
		}
		pf_str(b, flags, width, prec, tmp);
		return (0);
	}

	errno = EINVAL;
	return (-1);
}

/* Run the whole program into b.  Returns 0, or -1 with errno set. */
static int
pf_run(const dt_pfprog_t *pp, const dt_pfarg_t *args, int nargs,
    dt_pfbuf_t *b)
{
	int ai = 0, i;

	if (pp->nslots > 0 && (args == NULL || nargs < pp->nslots)) {
		errno = EINVAL;
		return (-1);
	}
	for (i = 0; i < pp->ndirs; i++) {
		const dt_pfdir_t *d = &pp->dirs[i];
		unsigned flags = d->flags;
		int width = d->width, prec = d->prec;

		pfbuf_put(b, pp->lit + d->lit_off, d->lit_len);
		if (flags & PF_DYNW) {
			if (pf_dynint(&args[ai++], &width) != 0) {
				errno = EINVAL;
				return (-1);
			}
			if (width < 0) {
				flags |= PF_LEFT;
				width = -width;
			}
		}
		if (flags & PF_DYNP) {
			if (pf_dynint(&args[ai++], &prec) != 0) {
				errno = EINVAL;
				return (-1);
			}
			if (prec <= 0)
				prec = -1;	/* classic: .0 is no precision */
		}
		if (pf_convert(pp, d, flags, width, prec, &args[ai++], b) != 0)
			return (-1);
	}
	pfbuf_put(b, pp->lit + pp->tail_off, pp->tail_len);
	if (b->failed || pfbuf_reserve(b, 1) != 0) {
		errno = ENOMEM;
		return (-1);
	}
	b->data[b->len] = '\0';
	return (0);
}

/* Hand a finished buffer to a stream; returns bytes or -1. */
static int
pf_emit(FILE *fp, dt_pfbuf_t *b)
{
	int rv = -1;

	if (b->len > INT_MAX)
		errno = EOVERFLOW;
	else if (b->len > 0 && fwrite(b->data, 1, b->len, fp) != b->len)
		errno = ferror(fp) && errno != 0 ? errno : EIO;
	else
		rv = (int)b->len;
	free(b->data);
	return (rv);
}

int
dt_printf_format(FILE *fp, const dt_pfprog_t *pp, const dt_pfarg_t *args,
    int nargs)
{
	dt_pfbuf_t b = { 0 };

	if (pf_run(pp, args, nargs, &b) != 0) {
		free(b.data);
		return (-1);
	}
	return (pf_emit(fp, &b));
}

char *
dt_printf_asprintf(const dt_pfprog_t *pp, const dt_pfarg_t *args, int nargs)
{
	dt_pfbuf_t b = { 0 };

	if (pf_run(pp, args, nargs, &b) != 0) {
		free(b.data);
		return (NULL);
	}
	return (b.data);
}

int
dt_printf_snprintf(char *buf, size_t len, const dt_pfprog_t *pp,
    const dt_pfarg_t *args, int nargs)
{
	dt_pfbuf_t b = { 0 };
	size_t n;

	if (pf_run(pp, args, nargs, &b) != 0) {
		free(b.data);
		return (-1);
	}
	if (b.len > INT_MAX) {
		free(b.data);
		errno = EOVERFLOW;
		return (-1);
	}
	if (len > 0) {
		n = b.len < len - 1 ? b.len : len - 1;
		memcpy(buf, b.data, n);
		buf[n] = '\0';
	}
	free(b.data);
	return ((int)b.len);
}

/*
 * trace() and default output.
 */

static int
pf_trace_run(const dt_pfarg_t *a, int quiet, dt_pfbuf_t *b)
{
	static const char *const sfmt[2][4] = {
		{ " %3lld", " %5lld", " %10lld", " %19lld" },
		{ " %3llu", " %5llu", " %10llu", " %20llu" },
	};
	int col;

	switch (a->kind) {
	case DT_PFARG_TEXT:
		pfbuf_put(b, a->str != NULL ? a->str : "", pf_strlen(a));
		break;
	case DT_PFARG_STR:
		if (!quiet)
			pfbuf_put(b, "  ", 2);	/* "  %-33s" */
		(void) pf_strn(b, quiet ? 0 : PF_LEFT, quiet ? -1 : 33, -1,
		    a->str != NULL ? a->str : "", pf_strlen(a));
		break;
	case DT_PFARG_FLOAT:
		pfbuf_cfmt(b, quiet ? "%Lf" : " %Lf", pf_float_bits(a));
		break;
	case DT_PFARG_INT:
	case DT_PFARG_UINT:
	case DT_PFARG_PTR:
		col = a->size == 1 ? 0 : a->size == 2 ? 1 : a->size == 4 ? 2 : 3;
		if (a->kind == DT_PFARG_INT)
			pfbuf_cfmt(b, quiet ? "%lld" : sfmt[0][col],
			    (long long)pf_sext(a->val, a->size));
		else
			pfbuf_cfmt(b, quiet ? "%llu" : sfmt[1][col],
			    (unsigned long long)pf_trunc(a->val, a->size));
		break;
	default:
		errno = EINVAL;
		return (-1);
	}
	if (b->failed || pfbuf_reserve(b, 1) != 0) {
		errno = ENOMEM;
		return (-1);
	}
	b->data[b->len] = '\0';
	return (0);
}

int
dt_printf_trace(FILE *fp, const dt_pfarg_t *arg, int quiet)
{
	dt_pfbuf_t b = { 0 };

	if (pf_trace_run(arg, quiet, &b) != 0) {
		free(b.data);
		return (-1);
	}
	return (pf_emit(fp, &b));
}

char *
dt_printf_trace_str(const dt_pfarg_t *arg, int quiet)
{
	dt_pfbuf_t b = { 0 };

	if (pf_trace_run(arg, quiet, &b) != 0) {
		free(b.data);
		return (NULL);
	}
	return (b.data);
}
