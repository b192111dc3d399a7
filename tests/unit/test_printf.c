/*
 * test_printf.c: unit tests for the D printf engine (dt_printf.c).
 *
 * Each test parses a format, formats a list of dt_pfarg_t values and
 * compares the text.  Where D's semantics coincide with C's (the value cast
 * to the type D's rules choose), the expected text is what the C library's
 * snprintf gives for that cast value, so the tests pin D to C rather than to
 * numbers typed by hand; elsewhere (%p, %S, %Y, %T, %@, wide strings) the
 * expected text is written out.  Time tests set TZ, so they do not depend on
 * the machine's zone.
 */
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_printf.h"
#include "unit.h"

#define NELEM(a)	((int)(sizeof(a) / sizeof((a)[0])))

/* Argument constructors. */
static dt_pfarg_t
I(int size, int64_t v)
{
	dt_pfarg_t a = { DT_PFARG_INT, size, (uint64_t)v, NULL };
	return a;
}

static dt_pfarg_t
U(int size, uint64_t v)
{
	dt_pfarg_t a = { DT_PFARG_UINT, size, v, NULL };
	return a;
}

static dt_pfarg_t
P(uint64_t v)
{
	dt_pfarg_t a = { DT_PFARG_PTR, 8, v, NULL };
	return a;
}

static dt_pfarg_t
S(const char *s, int size)
{
	dt_pfarg_t a = { DT_PFARG_STR, size, 0, s };
	return a;
}

static dt_pfarg_t
TXT(const char *s)
{
	dt_pfarg_t a = { DT_PFARG_TEXT, 0, 0, s };
	return a;
}

static dt_pfarg_t
D(double d)
{
	dt_pfarg_t a = { DT_PFARG_FLOAT, 8, 0, NULL };
	memcpy(&a.val, &d, sizeof(d));
	return a;
}

static dt_pfarg_t
F32(float f)
{
	dt_pfarg_t a = { DT_PFARG_FLOAT, 4, 0, NULL };
	uint32_t bits;
	memcpy(&bits, &f, sizeof(f));
	a.val = bits;
	return a;
}

/* a long double: its 16 bytes, which the argument points at */
static dt_pfarg_t
LD(const long double *ld)
{
	dt_pfarg_t a = { DT_PFARG_FLOAT, 16, 0, (const char *)ld };
	return a;
}

/* A ring of result buffers so several results can live in one check. */
static char *
ring(void)
{
	static char bufs[8][4096];
	static int next;
	return bufs[next++ % 8];
}

/* Parse and format; parse and format errors come back as "<...>" text. */
static const char *
fmtv(const char *fmt, const dt_pfarg_t *args, int nargs)
{
	char err[256], *out = ring(), *s;
	dt_pfprog_t *pp = dt_printf_parse(fmt, err, sizeof(err));

	if (pp == NULL) {
		snprintf(out, 4096, "<parse: %s>", err);
		return out;
	}
	s = dt_printf_asprintf(pp, args, nargs);
	if (s == NULL)
		snprintf(out, 4096, "<format: errno %d>", errno);
	else
		snprintf(out, 4096, "%s", s);
	free(s);
	dt_printf_free(pp);
	return out;
}

#define ARGS(...)	((dt_pfarg_t[]){ __VA_ARGS__ })
#define FMT(f, ...)	fmtv((f), ARGS(__VA_ARGS__), NELEM(ARGS(__VA_ARGS__)))
#define FMT0(f)		fmtv((f), NULL, 0)

/* What C's printf makes of the same thing. */
static const char *cref(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static const char *
cref(const char *fmt, ...)
{
	char *out = ring();
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(out, 4096, fmt, ap);
	va_end(ap);
	return out;
}

/* The parse error message for fmt ("" if it parses). */
static const char *
perr(const char *fmt)
{
	char *out = ring();
	dt_pfprog_t *pp = dt_printf_parse(fmt, out, 4096);

	if (pp != NULL) {
		dt_printf_free(pp);
		return "";
	}
	return out;
}

static void
test_literal(void)
{
	UT_EQ_STR(FMT0("hello, world\n"), "hello, world\n");
	UT_EQ_STR(FMT0(""), "");
	UT_EQ_STR(FMT0("100%% sure"), "100% sure");
	UT_EQ_STR(FMT0("%%d%%%%"), "%d%%");
	UT_EQ_STR(FMT("a%db%sc", I(4, 1), S("x", 8)), "a1bxc");
	UT_EQ_STR(FMT("%d%d", I(4, 1), I(4, 2)), "12");
	UT_EQ_STR(FMT("tab\there %d\n", I(4, 7)), "tab\there 7\n");
}

static void
test_int_sizes(void)
{
	/* %d: the value's own size and signedness govern */
	UT_EQ_STR(FMT("%d", I(1, -1)), "-1");
	UT_EQ_STR(FMT("%d", I(1, 127)), "127");
	UT_EQ_STR(FMT("%d", I(2, -32768)), cref("%d", (short)-32768));
	UT_EQ_STR(FMT("%d", I(4, INT32_MIN)), cref("%d", INT32_MIN));
	UT_EQ_STR(FMT("%d", I(8, INT64_MIN)), cref("%lld", (long long)INT64_MIN));
	UT_EQ_STR(FMT("%d", I(8, 1LL << 40)), "1099511627776");
	UT_EQ_STR(FMT("%d", U(1, 255)), "255");
	UT_EQ_STR(FMT("%d", U(4, 0xffffffffu)), cref("%u", 0xffffffffu));
	UT_EQ_STR(FMT("%d", U(8, UINT64_MAX)), cref("%llu", (unsigned long long)UINT64_MAX));
	/* an INT value carrying bits beyond its size is cut to its size */
	UT_EQ_STR(FMT("%d", I(1, 0x1ff)), "-1");
	UT_EQ_STR(FMT("%d", I(4, 0x100000005LL)), "5");
	/* %i is %d: signedness from the argument's type, as in DTrace */
	UT_EQ_STR(FMT("%i", I(4, -9)), "-9");
	UT_EQ_STR(FMT("%i", U(8, UINT64_MAX)), "18446744073709551615");
	UT_EQ_STR(FMT("%i", U(4, 0xfffffffeu)), "4294967294");

	/* %u of negative values: unsigned at the value's size, as in C */
	UT_EQ_STR(FMT("%u", I(1, -1)), cref("%u", (unsigned char)-1));
	UT_EQ_STR(FMT("%u", I(2, -1)), cref("%u", (unsigned short)-1));
	UT_EQ_STR(FMT("%u", I(4, -1)), cref("%u", (unsigned)-1));
	UT_EQ_STR(FMT("%u", I(8, -1)), cref("%llu", (unsigned long long)-1));
	UT_EQ_STR(FMT("%u", I(4, -123456)), cref("%u", (unsigned)-123456));
	UT_EQ_STR(FMT("%u", U(2, 65535)), "65535");

	/* %x %X %o of negative values */
	UT_EQ_STR(FMT("%x", I(1, -2)), cref("%x", (unsigned char)-2));
	UT_EQ_STR(FMT("%x", I(2, -2)), cref("%x", (unsigned short)-2));
	UT_EQ_STR(FMT("%x", I(4, -1)), cref("%x", (unsigned)-1));
	UT_EQ_STR(FMT("%X", I(8, -1)), cref("%llX", (unsigned long long)-1));
	UT_EQ_STR(FMT("%x", U(8, 0xdeadbeefcafeULL)), "deadbeefcafe");
	UT_EQ_STR(FMT("%X", U(4, 0xabcdef)), "ABCDEF");
	UT_EQ_STR(FMT("%o", I(2, -1)), cref("%o", (unsigned short)-1));
	UT_EQ_STR(FMT("%o", I(4, 8)), "10");
	UT_EQ_STR(FMT("%o", I(8, -1)), cref("%llo", (unsigned long long)-1));

	/* pointers to integer conversions are unsigned */
	UT_EQ_STR(FMT("%d %x", P(0xffffffffffffffffULL), P(0x1000)),
	    "18446744073709551615 1000");
	/* a float to an integer conversion is truncated toward zero */
	UT_EQ_STR(FMT("%d", D(-3.9)), "-3");
}

static void
test_size_prefixes(void)
{
	/*
	 * classic DTrace's prefixed conversions; the checker holds the
	 * argument to the prefix's size, the formatter prints the value's
	 * own bytes (signed for d and i, unsigned for o u x X)
	 */
	UT_EQ_STR(FMT("%lld", I(8, INT64_MAX)), cref("%lld", (long long)INT64_MAX));
	UT_EQ_STR(FMT("%lli", I(8, -2)), "-2");
	UT_EQ_STR(FMT("%llu", U(8, UINT64_MAX)), cref("%llu", (unsigned long long)UINT64_MAX));
	UT_EQ_STR(FMT("%llo %llX", U(8, 8), U(8, 0xab)), "10 AB");
	UT_EQ_STR(FMT("%ld %li", I(8, -5), I(8, 5)), "-5 5");
	UT_EQ_STR(FMT("%lo %lu %lx %lX", U(8, 8), U(8, 9), U(8, 0xab), U(8, 0xab)),
	    "10 9 ab AB");
	UT_EQ_STR(FMT("%hd %hi", I(2, -7), I(2, 7)), "-7 7");
	UT_EQ_STR(FMT("%ho %hu %hx %hX", U(2, 8), U(2, 65535), I(2, -1), U(2, 0xab)),
	    "10 65535 ffff AB");
	UT_EQ_STR(FMT("%llx", I(4, -1)), "ffffffff");
	UT_EQ_STR(FMT("%lx", I(8, -1)), "ffffffffffffffff");
	UT_EQ_STR(FMT("%Lf", D(1.5)), "1.500000");
	UT_EQ_STR(FMT("%wc%lc", I(4, 'a'), I(4, 0xe9)), "a\xc3\xa9");
}

static void
test_flags(void)
{
	UT_EQ_STR(FMT("%+d|%+d", I(4, 5), I(4, -5)), cref("%+d|%+d", 5, -5));
	UT_EQ_STR(FMT("% d|% d", I(4, 5), I(4, -5)), cref("% d|% d", 5, -5));
	UT_EQ_STR(FMT("%+ d", I(4, 5)), "+5");
	UT_EQ_STR(FMT("%-6d|", I(4, 42)), cref("%-6d|", 42));
	UT_EQ_STR(FMT("%06d", I(4, -42)), cref("%06d", -42));
	/* classic: a '0' before any digit undoes '-' (and '-' undoes '0') */
	UT_EQ_STR(FMT("%-06d|", I(4, 42)), "000042|");
	UT_EQ_STR(FMT("%0-6d|", I(4, 42)), "42    |");
	UT_EQ_STR(FMT("%#o", I(4, 8)), cref("%#o", 8));
	UT_EQ_STR(FMT("%#x", I(4, 255)), cref("%#x", 255));
	UT_EQ_STR(FMT("%#X", I(4, 255)), cref("%#X", 255));
	UT_EQ_STR(FMT("%#x", I(4, 0)), cref("%#x", 0));
	UT_EQ_STR(FMT("%#010x", U(4, 0xbeef)), cref("%#010x", 0xbeef));
	UT_EQ_STR(FMT("%'d", I(4, 1234567)), cref("%d", 1234567));	/* C locale */
	UT_EQ_STR(FMT("%+.2f", D(3.14159)), cref("%+.2f", 3.14159));
	/* classic: a precision of 0 is no precision */
	UT_EQ_STR(FMT("%#.0f", D(3.0)), cref("%#f", 3.0));
	UT_EQ_STR(FMT("%08.2f", D(-1.5)), cref("%08.2f", -1.5));
	/* '?' is the width of a 64-bit pointer in hex */
	UT_EQ_STR(FMT("%?x|", U(8, 0x10)), cref("%16x|", 0x10));
	UT_EQ_STR(FMT("%?p|", P(0x10)), "              10|");
	UT_EQ_STR(FMT("%?4x|", U(8, 0x10)), "  10|");
}

static void
test_width_precision(void)
{
	UT_EQ_STR(FMT("%8.3d|", I(4, 7)), cref("%8.3d|", 7));
	UT_EQ_STR(FMT("%-8.3d|", I(4, -7)), cref("%-8.3d|", -7));
	/* classic: a precision of 0 (or none after the '.') is no precision */
	UT_EQ_STR(FMT("%.0d|", I(4, 0)), "0|");
	UT_EQ_STR(FMT("%.d|", I(4, 0)), "0|");
	UT_EQ_STR(FMT("%.*d|", I(4, 0), I(4, 0)), "0|");
	UT_EQ_STR(FMT("%.*d|", I(4, -3), I(4, 5)), "5|");
	UT_EQ_STR(FMT("%5x|%-5X|", I(4, 171), I(4, 171)), cref("%5x|%-5X|", 171, 171));
	UT_EQ_STR(FMT("%.5o", I(4, 8)), cref("%.5o", 8));
	UT_EQ_STR(FMT("%20d", I(8, INT64_MIN)), cref("%20lld", (long long)INT64_MIN));

	/* '*' takes width and precision from arguments, in C's order */
	UT_EQ_STR(FMT("%*d|", I(4, 6), I(4, 42)), cref("%*d|", 6, 42));
	UT_EQ_STR(FMT("%-*d|", I(4, 6), I(4, 42)), cref("%-*d|", 6, 42));
	UT_EQ_STR(FMT("%*d|", I(4, -6), I(4, 42)), cref("%*d|", -6, 42));
	UT_EQ_STR(FMT("%.*d|", I(4, 4), I(4, 42)), cref("%.*d|", 4, 42));
	UT_EQ_STR(FMT("%*.*d|", I(4, 8), I(4, 4), I(4, -42)), cref("%*.*d|", 8, 4, -42));
	UT_EQ_STR(FMT("%*.*s|", U(8, 6), I(1, 2), S("hello", 32)), cref("%*.*s|", 6, 2, "hello"));
	UT_EQ_STR(FMT("%.*s|", I(4, -1), S("hello", 32)), cref("%.*s|", -1, "hello"));
	UT_EQ_STR(FMT("%*s|", I(2, 0), S("ab", 4)), "ab|");
	UT_EQ_STR(FMT("%*.*f|", I(4, 10), I(4, 3), D(2.5)), cref("%*.*f|", 10, 3, 2.5));

	/* a huge '*' width from trace data is clamped */
	{
		dt_pfprog_t *pp = dt_printf_parse("%*d", NULL, 0);
		dt_pfarg_t a[2] = { I(8, 1LL << 40), I(4, 1) };
		char *big = dt_printf_asprintf(pp, a, 2);

		UT_CHECK(big != NULL);
		UT_EQ_INT(big ? strlen(big) : 0, 1 << 20);
		free(big);
		dt_printf_free(pp);
	}
}

static void
test_chars(void)
{
	UT_EQ_STR(FMT("%c", I(1, 'A')), "A");
	UT_EQ_STR(FMT("%c%c", I(4, 'o'), U(2, 'k')), "ok");
	UT_EQ_STR(FMT("%c", I(4, 0x141)), cref("%c", 0x141));	/* unsigned char */
	UT_EQ_STR(FMT("%3c|%-3c|", I(1, 'x'), I(1, 'y')), cref("%3c|%-3c|", 'x', 'y'));
	UT_EQ_STR(FMT("%c", I(1, -23)), cref("%c", (char)-23));

	/* %c of 0 writes one NUL byte */
	{
		dt_pfprog_t *pp = dt_printf_parse("<%c>", NULL, 0);
		dt_pfarg_t a = I(1, 0);
		char buf[8];

		UT_EQ_INT(dt_printf_snprintf(buf, sizeof(buf), pp, &a, 1), 3);
		UT_CHECK(memcmp(buf, "<\0>", 4) == 0);
		dt_printf_free(pp);
	}

	/* %C: printable ASCII as itself, the rest escaped */
	UT_EQ_STR(FMT("%C", I(1, 'a')), "a");
	UT_EQ_STR(FMT("%C", I(1, '\n')), "\\n");
	UT_EQ_STR(FMT("%C%C%C", I(1, '\t'), I(1, '\\'), I(1, '"')), "\\t\\\\\\\"");
	UT_EQ_STR(FMT("%C", I(1, 1)), "\\001");
	UT_EQ_STR(FMT("%C", I(1, 0)), "\\0");
	UT_EQ_STR(FMT("%C", I(4, 0xff)), "\\377");
	UT_EQ_STR(FMT("%5C|%-5C|", I(1, '\a'), I(1, 'z')), "   \\a|z    |");

	/* wide characters, as UTF-8 */
	UT_EQ_STR(FMT("%wc", I(4, 'w')), "w");
	UT_EQ_STR(FMT("%wc", I(4, 0xe9)), "\xc3\xa9");
	UT_EQ_STR(FMT("%lc", I(4, 0x20ac)), "\xe2\x82\xac");
	UT_EQ_STR(FMT("%wc", I(4, 0x1f600)), "\xf0\x9f\x98\x80");
	UT_EQ_STR(FMT("%4wc|", I(4, 0x20ac)), " \xe2\x82\xac|");
}

static void
test_strings(void)
{
	static const char unterminated[5] = { 'a', 'b', 'c', 'd', 'e' };
	static const char nul_inside[8] = "ab\0cdef";

	UT_EQ_STR(FMT("%s", S("hello", 64)), "hello");
	UT_EQ_STR(FMT("[%s]", S("", 8)), "[]");
	UT_EQ_STR(FMT("%s", S(unterminated, 3)), "abc");
	UT_EQ_STR(FMT("%s", S(unterminated, 5)), "abcde");
	UT_EQ_STR(FMT("%s|", S(nul_inside, 8)), "ab|");
	UT_EQ_STR(FMT("%s", S("size <= 0 means NUL-terminated", 0)),
	    "size <= 0 means NUL-terminated");
	UT_EQ_STR(FMT("[%s]", S(NULL, 8)), "[]");
	UT_EQ_STR(FMT("%.2s", S("hello", 64)), cref("%.2s", "hello"));
	UT_EQ_STR(FMT("%.0s|", S("hello", 64)), "hello|");
	UT_EQ_STR(FMT("%8s|%-8s|", S("abc", 4), S("abc", 4)), cref("%8s|%-8s|", "abc", "abc"));
	UT_EQ_STR(FMT("%8.3s|", S(unterminated, 5)), cref("%8.3s|", "abcde"));
	UT_EQ_STR(FMT("%-8.9s|", S(unterminated, 4)), cref("%-8.9s|", "abcd"));
	UT_EQ_STR(FMT("%2s|", S("hello", 64)), "hello|");
	UT_EQ_STR(FMT("%08s|", S("ab", 4)), "      ab|");	/* '0' means nothing here */
	UT_EQ_STR(FMT("[%ls]", S("abc", 3)), "[]");	/* less than one wchar_t */

	/* %S escapes what is not printable ASCII */
	UT_EQ_STR(FMT("%S", S("plain text", 64)), "plain text");
	UT_EQ_STR(FMT("%S", S("a\tb\"c\\d\x01\xff\n", 64)),
	    "a\\tb\\\"c\\\\d\\001\\377\\n");
	UT_EQ_STR(FMT("%S", S("\a\b\f\r\v", 64)), "\\a\\b\\f\\r\\v");
	UT_EQ_STR(FMT("%S|", S(unterminated, 2)), "ab|");
	UT_EQ_STR(FMT("%6S|%-6S|", S("\n", 8), S("\n", 8)), "    \\n|\\n    |");
	UT_EQ_STR(FMT("%.3S|", S("\001x", 8)), "\\00|");
}

static void
test_wide_strings(void)
{
	static const uint32_t w[] = { 'h', 0xe9, 0x20ac, 0, 'x' };
	static const uint32_t nonul[] = { 'a', 'b', 'c' };
	const char *ws = (const char *)w, *wn = (const char *)nonul;

	UT_EQ_STR(FMT("%ws", S(ws, sizeof(w))), "h\xc3\xa9\xe2\x82\xac");
	UT_EQ_STR(FMT("%ls", S(ws, sizeof(w))), "h\xc3\xa9\xe2\x82\xac");
	UT_EQ_STR(FMT("%ws|", S(wn, 8)), "ab|");
	UT_EQ_STR(FMT("%ws|", S(wn, sizeof(nonul))), "abc|");
	UT_EQ_STR(FMT("%ws|", S(ws, 0)), "h\xc3\xa9\xe2\x82\xac|");
	UT_EQ_STR(FMT("%5ws|", S(wn, 8)), "   ab|");
	UT_EQ_STR(FMT("%-5ws|", S(wn, 8)), "ab   |");
	/* precision counts bytes and never splits a character */
	UT_EQ_STR(FMT("%.3ws|", S(ws, sizeof(w))), "h\xc3\xa9|");
	UT_EQ_STR(FMT("%.5ws|", S(ws, sizeof(w))), "h\xc3\xa9|");
	UT_EQ_STR(FMT("%.6ws|", S(ws, sizeof(w))), "h\xc3\xa9\xe2\x82\xac|");
}

static void
test_pointers(void)
{
	/* classic DTrace prints %p as %x: no "0x" unless '#' asks for it */
	UT_EQ_STR(FMT("%p", P(0xffffffff81000000ULL)), "ffffffff81000000");
	UT_EQ_STR(FMT("%p", P(0x1234)), cref("%llx", 0x1234ULL));
	UT_EQ_STR(FMT("%p", P(0)), "0");
	UT_EQ_STR(FMT("%#p", P(0x61)), "0x61");
	UT_EQ_STR(FMT("%p", U(8, 0xABCDEF)), "abcdef");
	UT_EQ_STR(FMT("%p", I(4, -1)), "ffffffff");
	UT_EQ_STR(FMT("%10p|", P(0x1234)), cref("%10llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%-10p|", P(0x1234)), cref("%-10llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%010p|", P(0x1234)), cref("%010llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%#010p|", P(0x1234)), cref("%#010llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%.8p|", P(0x1234)), cref("%.8llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%12.8p|", P(0x1234)), cref("%12.8llx|", 0x1234ULL));
	UT_EQ_STR(FMT("%3p|", P(0x1234)), "1234|");
}

static void
test_floats(void)
{
	/* integers are converted to double first */
	UT_EQ_STR(FMT("%f", I(4, 3)), cref("%f", 3.0));
	UT_EQ_STR(FMT("%f", I(1, -1)), cref("%f", -1.0));
	UT_EQ_STR(FMT("%f", U(4, 0xffffffffu)), cref("%f", 4294967295.0));
	UT_EQ_STR(FMT("%e", I(8, 12345)), cref("%e", 12345.0));
	UT_EQ_STR(FMT("%E", I(8, -12345)), cref("%E", -12345.0));
	UT_EQ_STR(FMT("%g", U(8, UINT64_MAX)), cref("%g", (double)UINT64_MAX));
	UT_EQ_STR(FMT("%G", I(8, 1LL << 50)), cref("%G", (double)(1LL << 50)));
	UT_EQ_STR(FMT("%10.3f|", I(4, -2)), cref("%10.3f|", -2.0));
	UT_EQ_STR(FMT("%-10.1e|", I(4, 5)), cref("%-10.1e|", 5.0));
	/* floating values */
	UT_EQ_STR(FMT("%.2f", D(3.14159)), cref("%.2f", 3.14159));
	UT_EQ_STR(FMT("%g", D(0.0001)), cref("%g", 0.0001));
	UT_EQ_STR(FMT("%f", F32(1.25f)), cref("%f", 1.25));
	UT_EQ_STR(FMT("%.0f", D(2.5)), cref("%f", 2.5));	/* classic: .0 is none */
	UT_EQ_STR(FMT("%e", D(-0.0)), cref("%e", -0.0));
	/* long double: printed as one, whatever the conversion's prefix */
	{
		static const long double third = 1.0L / 3, big = 1.5e300L * 1e300L;

		UT_EQ_STR(FMT("%.20Lf", LD(&third)), cref("%.20Lf", third));
		UT_EQ_STR(FMT("%.20f", LD(&third)), cref("%.20Lf", third));
		UT_EQ_STR(FMT("%Le|%12.3LE|", LD(&big), LD(&big)), cref("%Le|%12.3LE|", big, big));
		UT_EQ_STR(FMT("%LG", LD(&third)), cref("%LG", third));
	}
}

/* A symbolizer that knows one function. */
static const char *
sym(void *arg, uint64_t addr, char *buf, size_t len)
{
	const char *mod = arg;

	if (addr < 0x1000 || addr >= 0x1100)
		return NULL;
	if (addr == 0x1000)
		snprintf(buf, len, "%s`func", mod);
	else
		snprintf(buf, len, "%s`func+0x%llx", mod,
		    (unsigned long long)(addr - 0x1000));
	return buf;
}

static const char *
fmt_sym(const char *fmt, dt_pfarg_t a, int with_k, int with_u)
{
	static char kmod[] = "vmlinux", umod[] = "libc.so.6";
	dt_pfprog_t *pp = dt_printf_parse(fmt, NULL, 0);
	char *out = ring(), *s;

	if (pp == NULL)
		return "<parse>";
	if (with_k)
		dt_printf_set_symbolizer(pp, sym, kmod);
	if (with_u)
		dt_printf_set_usymbolizer(pp, sym, umod);
	s = dt_printf_asprintf(pp, &a, 1);
	snprintf(out, 4096, "%s", s ? s : "<format>");
	free(s);
	dt_printf_free(pp);
	return out;
}

static void
test_symbols(void)
{
	/* no symbolizer: hex */
	UT_EQ_STR(FMT("%a", P(0xffffffff81000010ULL)), "0xffffffff81000010");
	UT_EQ_STR(FMT("%A", U(8, 0x401000)), "0x401000");
	UT_EQ_STR(FMT("%k", P(0x1000)), "0x1000");
	UT_EQ_STR(FMT("%20a|", P(0x1000)), "              0x1000|");
	/* with one */
	UT_EQ_STR(fmt_sym("%a", P(0x1000), 1, 0), "vmlinux`func");
	UT_EQ_STR(fmt_sym("%a", P(0x1010), 1, 0), "vmlinux`func+0x10");
	UT_EQ_STR(fmt_sym("%a", P(0x2000), 1, 0), "0x2000");
	UT_EQ_STR(fmt_sym("%-20a|", P(0x1000), 1, 0), "vmlinux`func        |");
	UT_EQ_STR(fmt_sym("%k", P(0x1000), 1, 0), "vmlinux`func");
	UT_EQ_STR(fmt_sym("%A", P(0x1004), 1, 1), "libc.so.6`func+0x4");
	UT_EQ_STR(fmt_sym("%A", P(0x1004), 1, 0), "0x1004");
	UT_EQ_STR(fmt_sym("%a", P(0x1004), 0, 1), "0x1004");
	/* %k of a rendered stack is printed verbatim */
	UT_EQ_STR(FMT("[%k]", TXT("\n              vmlinux`a+0x1\n")),
	    "[\n              vmlinux`a+0x1\n]");
	UT_EQ_STR(FMT("[%-30k]", TXT("x")), "[x]");
}

static void
test_time(void)
{
	const uint64_t ns = 1000000000ULL;

	setenv("TZ", "UTC0", 1);
	tzset();
	UT_EQ_STR(FMT("%Y", U(8, 1795449662 * ns)), "2026 Nov 23 16:01:02");
	UT_EQ_STR(FMT("%Y", U(8, 1795449662 * ns + 999999999)), "2026 Nov 23 16:01:02");
	UT_EQ_STR(FMT("%Y", I(8, 1793682367 * ns)), "2026 Nov  3 05:06:07");
	UT_EQ_STR(FMT("%Y", U(8, 0)), "1970 Jan  1 00:00:00");
	UT_EQ_STR(FMT("%T", U(8, 1795449662 * ns)), "Mon, 23 Nov 2026 16:01:02 UTC");
	UT_EQ_STR(FMT("%T", U(8, 1793682367 * ns)), "Tue, 03 Nov 2026 05:06:07 UTC");
	UT_EQ_STR(FMT("%T", U(8, 1767225600 * ns)), "Thu, 01 Jan 2026 00:00:00 UTC");
	UT_EQ_STR(FMT("%22Y|%-22Y|", U(8, 0), U(8, 0)),
	    "  1970 Jan  1 00:00:00|1970 Jan  1 00:00:00  |");
	UT_EQ_STR(FMT("%.4Y", U(8, 0)), "1970");

	/* local time */
	setenv("TZ", "CET-1", 1);
	tzset();
	UT_EQ_STR(FMT("%Y", U(8, 1795449662 * ns)), "2026 Nov 23 17:01:02");
	UT_EQ_STR(FMT("%T", U(8, 1795449662 * ns)), "Mon, 23 Nov 2026 17:01:02 CET");
	setenv("TZ", "UTC0", 1);
	tzset();
}

static void
test_agg(void)
{
	dt_pfprog_t *pp = dt_printf_parse("%-10s %@8u %@d\n", NULL, 0);

	UT_CHECK(pp != NULL);
	if (pp != NULL) {
		UT_EQ_INT(dt_printf_nargs(pp), 3);
		UT_EQ_INT(dt_printf_naggs(pp), 2);
		UT_EQ_INT(dt_printf_argkind(pp, 0), DT_PFCONV_STR);
		UT_EQ_INT(dt_printf_argkind(pp, 1), DT_PFCONV_AGG);
		UT_EQ_INT(dt_printf_argkind(pp, 2), DT_PFCONV_AGG);
		dt_printf_free(pp);
	}
	UT_EQ_STR(FMT("%-10s %@8u\n", S("read", 16), U(8, 42)),
	    "read             42\n");
	UT_EQ_STR(FMT("%@d", I(8, -3)), "-3");
	UT_EQ_STR(FMT("%@x", U(8, 255)), "ff");
	UT_EQ_STR(FMT("%-@5d|", I(8, 7)), "7    |");
	UT_EQ_STR(FMT("%s%@d", S("key", 8),
	    TXT("\n   value  ---- Distribution ---- count\n")),
	    "key\n   value  ---- Distribution ---- count\n");
	UT_EQ_STR(perr("%@"), "format conversion #1 name expected before end of format string");
	UT_EQ_STR(perr("%@\n"), "format conversion #1 is undefined: %\\012");
}

static void
test_parse_errors(void)
{
	char small[16];

	/* classic DTrace's messages (the checker reports them as D_SYNTAX) */
	UT_EQ_STR(perr("%"), "format conversion #1 name expected before end of format string");
	UT_EQ_STR(perr("abc %d %"), "format conversion #2 name expected before end of format string");
	UT_EQ_STR(perr("%%%-5"), "format conversion #2 name expected before end of format string");
	UT_EQ_STR(perr("%ll"), "format conversion #1 name expected before end of format string");
	UT_EQ_STR(perr("%y"), "format conversion #1 is undefined: %y");
	UT_EQ_STR(perr("%d %q"), "format conversion #2 is undefined: %q");
	UT_EQ_STR(perr("%n"), "format conversion #1 is undefined: %n");
	UT_EQ_STR(perr("%hs"), "format conversion #1 is undefined: %hs");
	UT_EQ_STR(perr("%lls"), "format conversion #1 is undefined: %lls");
	UT_EQ_STR(perr("%wd"), "format conversion #1 is undefined: %wd");
	UT_EQ_STR(perr("%lp"), "format conversion #1 is undefined: %lp");
	UT_EQ_STR(perr("%hY"), "format conversion #1 is undefined: %hY");
	UT_EQ_STR(perr("%lS"), "format conversion #1 is undefined: %lS");
	UT_EQ_STR(perr("%\x01"), "format conversion #1 is undefined: %\\001");
	/* C99 prefixes classic DTrace does not have */
	UT_EQ_STR(perr("%hhd"), "format conversion #1 is undefined: %hhd");
	UT_EQ_STR(perr("%zu"), "format conversion #1 is undefined: %z");
	UT_EQ_STR(perr("%jd"), "format conversion #1 is undefined: %j");
	UT_EQ_STR(perr("%td"), "format conversion #1 is undefined: %t");
	UT_EQ_STR(perr("%lf"), "format conversion #1 is undefined: %lf");
	/* prefix letters may come anywhere before the letter, as classic */
	UT_EQ_STR(perr("%l-5lld"), "format conversion #1 is undefined: %llld");
	UT_EQ_STR(perr("%l-5ld"), "");
	UT_EQ_STR(perr("%5%"), "format conversion #1 cannot be combined with other format flags: %%");
	UT_EQ_STR(perr("%-%"), "format conversion #1 cannot be combined with other format flags: %%");
	UT_EQ_STR(perr("%1$d"), "format conversion #1 uses unsupported positional format (%n$)");
	UT_EQ_STR(perr("%.3.4d"), "format conversion #1 has more than one '.' specified");
	UT_EQ_STR(perr("%**d"), "format conversion #1 has more than one '*' specified for the output width");
	UT_EQ_STR(perr("%.**d"), "format conversion #1 has more than one '*' specified for the output precision");
	UT_EQ_STR(perr("%99999999999d"), "format conversion #1 has a width or precision larger than 1048576");
	UT_EQ_STR(perr("%.2000000f"), "format conversion #1 has a width or precision larger than 1048576");

	/* good ones */
	UT_EQ_STR(perr("%d %i %o %u %x %X %c %C %s %S %p %e %E %f %g %G"), "");
	UT_EQ_STR(perr("%a %A %k %Y %T %wc %ws %lc %ls %@d %% %#-+ '0*.*lld"), "");
	UT_EQ_STR(perr("%hd %hi %ho %hu %hx %hX %ld %li %lo %lu %lx %lX"), "");
	UT_EQ_STR(perr("%lld %lli %llo %llu %llx %llX %Le %LE %Lf %Lg %LG"), "");

	/* err may be NULL or short */
	UT_CHECK(dt_printf_parse("%y", NULL, 0) == NULL);
	UT_CHECK(dt_printf_parse("%y", small, sizeof(small)) == NULL);
	UT_EQ_INT(strlen(small), sizeof(small) - 1);
	UT_CHECK(dt_printf_parse(NULL, small, sizeof(small)) == NULL);
}

static void
test_nargs_argkind(void)
{
	static const struct {
		const char *fmt;
		int nargs;
		dt_pfconv_kind_t kinds[8];
	} cases[] = {
		{ "no conversions", 0, { 0 } },
		{ "%% %%", 0, { 0 } },
		{ "%d %i %o %u %x %X", 6, { DT_PFCONV_INT, DT_PFCONV_INT,
		    DT_PFCONV_INT, DT_PFCONV_INT, DT_PFCONV_INT, DT_PFCONV_INT } },
		{ "%s %S %c %C %p", 5, { DT_PFCONV_STR, DT_PFCONV_STR,
		    DT_PFCONV_CHAR, DT_PFCONV_CHAR, DT_PFCONV_PTR } },
		{ "%e %E %f %g %G %Lf", 6, { DT_PFCONV_FLOAT, DT_PFCONV_FLOAT,
		    DT_PFCONV_FLOAT, DT_PFCONV_FLOAT, DT_PFCONV_FLOAT,
		    DT_PFCONV_SIZED } },
		{ "%hd %lu %llx", 3, { DT_PFCONV_SIZED, DT_PFCONV_SIZED,
		    DT_PFCONV_SIZED } },
		{ "%wc %lc %ws %ls", 4, { DT_PFCONV_WCHAR, DT_PFCONV_WCHAR,
		    DT_PFCONV_WSTR, DT_PFCONV_WSTR } },
		{ "%a %A %k %Y %T", 5, { DT_PFCONV_KSYM, DT_PFCONV_USYM,
		    DT_PFCONV_STACK, DT_PFCONV_TIME, DT_PFCONV_TIME } },
		{ "%*d", 2, { DT_PFCONV_INT, DT_PFCONV_INT } },
		{ "%.*s", 2, { DT_PFCONV_INT, DT_PFCONV_STR } },
		{ "%-*.*s %@u", 4, { DT_PFCONV_INT, DT_PFCONV_INT,
		    DT_PFCONV_STR, DT_PFCONV_AGG } },
	};
	int i, j;

	for (i = 0; i < NELEM(cases); i++) {
		dt_pfprog_t *pp = dt_printf_parse(cases[i].fmt, NULL, 0);

		UT_CHECK(pp != NULL);
		if (pp == NULL)
			continue;
		UT_EQ_STR(dt_printf_fmt(pp), cases[i].fmt);
		UT_EQ_INT(dt_printf_nargs(pp), cases[i].nargs);
		for (j = 0; j < cases[i].nargs; j++)
			UT_EQ_INT(dt_printf_argkind(pp, j), cases[i].kinds[j]);
		UT_EQ_INT(dt_printf_argkind(pp, cases[i].nargs), DT_PFCONV_NONE);
		UT_EQ_INT(dt_printf_argkind(pp, -1), DT_PFCONV_NONE);
		dt_printf_free(pp);
	}

	/* arginfo: which conversion, as written, and what it wants */
	{
		dt_pfprog_t *pp = dt_printf_parse("%% %lld %*.*s %@u %ws", NULL, 0);
		dt_pfarginfo_t info;

		UT_CHECK(pp != NULL);
		if (pp == NULL)
			return;
		UT_EQ_INT(dt_printf_nargs(pp), 6);
		UT_EQ_INT(dt_printf_arginfo(pp, 0, &info), 0);
		UT_EQ_INT(info.kind, DT_PFCONV_SIZED);
		UT_EQ_INT(info.conv, 2);
		UT_EQ_STR(info.name, "lld");
		UT_EQ_INT(info.dynamic, 0);
		UT_EQ_STR(info.proto, "long long");
		UT_EQ_INT(info.size, 8);
		UT_EQ_INT(info.sign, 1);
		UT_EQ_INT(dt_printf_arginfo(pp, 1, &info), 0);
		UT_EQ_INT(info.conv, 3);
		UT_EQ_INT(info.dynamic, 1);
		UT_EQ_STR(info.proto, "int");
		UT_EQ_INT(dt_printf_arginfo(pp, 2, &info), 0);
		UT_EQ_INT(info.dynamic, 2);
		UT_EQ_INT(dt_printf_arginfo(pp, 3, &info), 0);
		UT_EQ_INT(info.dynamic, 0);
		UT_EQ_STR(info.name, "s");
		UT_EQ_INT(info.kind, DT_PFCONV_STR);
		UT_EQ_INT(dt_printf_arginfo(pp, 4, &info), 0);
		UT_EQ_INT(info.kind, DT_PFCONV_AGG);
		UT_EQ_INT(info.conv, 4);
		UT_EQ_STR(info.name, "u");
		UT_EQ_INT(dt_printf_arginfo(pp, 5, &info), 0);
		UT_EQ_STR(info.name, "ws");
		UT_EQ_STR(info.proto, "wchar_t []");
		UT_EQ_INT(dt_printf_arginfo(pp, 6, &info), -1);
		UT_EQ_INT(dt_printf_naggs(pp), 1);
		dt_printf_free(pp);
	}
}

static void
test_format_errors_and_streams(void)
{
	dt_pfprog_t *pp = dt_printf_parse("x=%d y=%s\n", NULL, 0);
	dt_pfarg_t good[2] = { I(4, -1), S("yes", 8) };
	dt_pfarg_t bad1[2] = { S("no", 8), S("yes", 8) };
	dt_pfarg_t bad2[2] = { I(4, 1), I(4, 2) };
	char *mem = NULL;
	size_t memlen = 0;
	FILE *fp = open_memstream(&mem, &memlen);
	char buf[8];

	UT_CHECK(pp != NULL && fp != NULL);
	if (pp == NULL || fp == NULL)
		return;

	UT_EQ_INT(dt_printf_format(fp, pp, good, 2), 11);
	errno = 0;
	UT_EQ_INT(dt_printf_format(fp, pp, good, 1), -1);	/* too few */
	UT_EQ_INT(errno, EINVAL);
	UT_EQ_INT(dt_printf_format(fp, pp, NULL, 0), -1);
	errno = 0;
	UT_EQ_INT(dt_printf_format(fp, pp, bad1, 2), -1);	/* string to %d */
	UT_EQ_INT(errno, EINVAL);
	UT_EQ_INT(dt_printf_format(fp, pp, bad2, 2), -1);	/* int to %s */
	UT_CHECK(dt_printf_asprintf(pp, bad2, 2) == NULL);
	UT_EQ_INT(dt_printf_snprintf(buf, sizeof(buf), pp, bad2, 2), -1);
	UT_EQ_INT(dt_printf_format(fp, pp, good, 2), 11);
	fclose(fp);
	/* errors wrote nothing */
	UT_EQ_STR(mem, "x=-1 y=yes\nx=-1 y=yes\n");
	UT_EQ_INT(memlen, 22);
	free(mem);

	/* snprintf conventions */
	UT_EQ_INT(dt_printf_snprintf(buf, sizeof(buf), pp, good, 2), 11);
	UT_EQ_STR(buf, "x=-1 y=");
	UT_EQ_INT(dt_printf_snprintf(NULL, 0, pp, good, 2), 11);
	UT_EQ_INT(dt_printf_snprintf(buf, 1, pp, good, 2), 11);
	UT_EQ_STR(buf, "");
	dt_printf_free(pp);

	/* more wrong kinds */
	UT_EQ_STR(FMT("%*d", S("5", 2), I(4, 1)), "<format: errno 22>");
	UT_EQ_STR(FMT("%p", S("x", 2)), "<format: errno 22>");
	UT_EQ_STR(FMT("%Y", S("x", 2)), "<format: errno 22>");
	UT_EQ_STR(FMT("%a", D(1.0)), "<format: errno 22>");
	UT_EQ_STR(FMT("%f", S("x", 2)), "<format: errno 22>");
	UT_EQ_STR(FMT("%ws", I(4, 1)), "<format: errno 22>");
	/* extra arguments are ignored; TEXT goes anywhere */
	UT_EQ_STR(FMT("%d", I(4, 1), I(4, 2)), "1");
	UT_EQ_STR(FMT("%d|%s", TXT("t1"), TXT("t2")), "t1|t2");
	UT_EQ_STR(FMT0("literal only"), "literal only");
	dt_printf_free(NULL);
}

static void
test_trace(void)
{
	static const struct {
		dt_pfarg_t arg;
		const char *loud, *quiet;
	} cases[] = {
		{ { DT_PFARG_INT, 1, (uint64_t)-1, NULL }, "  -1", "-1" },
		{ { DT_PFARG_INT, 2, 12345, NULL }, " 12345", "12345" },
		{ { DT_PFARG_INT, 4, (uint64_t)-7, NULL }, "         -7", "-7" },
		{ { DT_PFARG_INT, 8, 42, NULL }, "                  42", "42" },
		{ { DT_PFARG_UINT, 1, 255, NULL }, " 255", "255" },
		{ { DT_PFARG_UINT, 2, 7, NULL }, "     7", "7" },
		{ { DT_PFARG_UINT, 4, 0xffffffffu, NULL }, " 4294967295", "4294967295" },
		{ { DT_PFARG_UINT, 8, UINT64_MAX, NULL }, " 18446744073709551615",
		    "18446744073709551615" },
		{ { DT_PFARG_PTR, 8, 16, NULL }, "                   16", "16" },
		{ { DT_PFARG_STR, 16, 0, "hello" },
		    "  hello                            ", "hello" },
		{ { DT_PFARG_TEXT, 0, 0, "as is" }, "as is", "as is" },
		{ { DT_PFARG_FLOAT, 8, 0x400c000000000000ULL, NULL }, " 3.500000", "3.500000" },
		{ { DT_PFARG_FLOAT, 4, 0xbfc00000u, NULL }, " -1.500000", "-1.500000" },
	};
	char *mem = NULL;
	size_t memlen = 0;
	FILE *fp;
	int i;

	for (i = 0; i < NELEM(cases); i++) {
		char *s = dt_printf_trace_str(&cases[i].arg, 0);
		char *q = dt_printf_trace_str(&cases[i].arg, 1);

		UT_EQ_STR(s, cases[i].loud);
		UT_EQ_STR(q, cases[i].quiet);
		free(s);
		free(q);
	}
	/* the C layouts of FORMATS.md */
	{
		dt_pfarg_t a = I(8, -5), b = U(2, 9), c = S("abc", 3);
		char *s1 = dt_printf_trace_str(&a, 0);
		char *s2 = dt_printf_trace_str(&b, 0);
		char *s3 = dt_printf_trace_str(&c, 0);

		UT_EQ_STR(s1, cref(" %19lld", -5LL));
		UT_EQ_STR(s2, cref(" %5u", 9));
		UT_EQ_STR(s3, cref("  %-33s", "abc"));
		free(s1);
		free(s2);
		free(s3);
	}
	fp = open_memstream(&mem, &memlen);
	UT_CHECK(fp != NULL);
	if (fp != NULL) {
		dt_pfarg_t a = I(4, 3);

		UT_EQ_INT(dt_printf_trace(fp, &a, 0), 11);
		UT_EQ_INT(dt_printf_trace(fp, &a, 1), 1);
		fclose(fp);
		UT_EQ_STR(mem, "          33");
		free(mem);
	}
}

int
main(void)
{
	setenv("TZ", "UTC0", 1);
	tzset();
	test_literal();
	test_int_sizes();
	test_size_prefixes();
	test_flags();
	test_width_precision();
	test_chars();
	test_strings();
	test_wide_strings();
	test_pointers();
	test_floats();
	test_symbols();
	test_time();
	test_agg();
	test_parse_errors();
	test_nargs_argkind();
	test_format_errors_and_streams();
	test_trace();
	return ut_finish("printf");
}
