/*
 * test_print.c: unit tests for the consumer's output of non-scalar data
 * (dt_print.c): dt_print_bytes() (trace() of structs and arrays,
 * tracemem()) and dt_print_typed() (print()), on bytes and types built
 * here: no kernel, no BPF.  The expected texts are classic DTrace's layouts
 * (dt_consume.c's dt_print_bytes, dt_print.c's print()).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_front.h"
#include "dt_runtime.h"

static char *
bytes(const void *p, size_t n, int quiet, int raw)
{
	char *s = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&s, &len);

	dt_print_bytes(fp, p, n, quiet, raw);
	fclose(fp);
	return s;
}

static char outbuf[4096];

/* dt_print_typed into a static buffer (the memstream's is freed here) */
static const char *
typed(dtrace_hdl_t *dtp, const dt_type_t *t, const void *p)
{
	char *s = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&s, &len);

	dt_print_typed(dtp, fp, t, p);
	fclose(fp);
	snprintf(outbuf, sizeof(outbuf), "%s", s);
	free(s);
	return outbuf;
}

#define CHECK_BYTES(p, n, quiet, raw, want) do {		\
	char *got_ = bytes(p, n, quiet, raw);			\
	UT_EQ_STR(got_, want);					\
	free(got_);						\
} while (0)

#define HDR "\n             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef\n"

static void
test_bytes(void)
{
	static const char str[8] = "abc";		/* then NULs */
	static const char full[4] = { 'w', 'x', 'y', 'z' };
	static const char mixed[8] = { 'a', 0, 'b' };	/* a NUL, then more */
	static const unsigned char bin[20] = { 0x00, 0x41, 0x7e, 0x7f, 0x80, 0xff, '\n' };
	static const char lead0[4] = { 0, 'a' };

	/* string-like: "  %-33s" (quiet "%s"; without a NUL still "  %-33s") */
	CHECK_BYTES(str, sizeof(str), 0, 0, "  abc                              ");
	CHECK_BYTES(str, sizeof(str), 1, 0, "abc");
	CHECK_BYTES(full, sizeof(full), 0, 0, "  wxyz                             ");
	CHECK_BYTES(full, sizeof(full), 1, 0, "  wxyz                             ");
	/* everything else: the hex dump, rows of 16 */
	CHECK_BYTES(mixed, sizeof(mixed), 1, 0,
	    HDR "         0: 61 00 62 00 00 00 00 00                          a.b.....\n");
	CHECK_BYTES(lead0, sizeof(lead0), 0, 0,
	    HDR "         0: 00 61 00 00                                      .a..\n");
	CHECK_BYTES(bin, sizeof(bin), 0, 0,
	    HDR "         0: 00 41 7e 7f 80 ff 0a 00 00 00 00 00 00 00 00 00  .A~.............\n"
	    "        10: 00 00 00 00                                      ....\n");
	/* tracemem: always the dump, also of a string */
	CHECK_BYTES(str, 3, 0, 1,
	    HDR "         0: 61 62 63                                         abc\n");
	CHECK_BYTES(str, 0, 0, 1, "");
}

/* types built by hand, as the checker would */
static dt_type_t t_int = { DT_TK_INT, 4, 1, "int", NULL };
static dt_type_t t_ushort = { DT_TK_INT, 2, 0, "unsigned short", NULL };
static dt_type_t t_char = { DT_TK_INT, 1, 1, "char", NULL };
static dt_type_t t_ulong = { DT_TK_INT, 8, 0, "unsigned long", NULL };
static dt_type_t t_uint = { DT_TK_INT, 4, 0, "unsigned int", NULL };
static dt_type_t t_intp = { DT_TK_PTR, 8, 0, "int *", &t_int };
static dt_type_t t_name = { DT_TK_ARRAY, 6, 0, "char [6]", &t_char, 6 };
static dt_type_t t_nums = { DT_TK_ARRAY, 12, 0, "int [3]", &t_int, 3 };
static dt_type_t t_enum = { DT_TK_ENUM, 4, 1, "enum e", NULL };

struct in { unsigned short s; char c; };
static dt_member_t m_in[] = {
	{ "s", &t_ushort, 0, 0 },
	{ "c", &t_char, 8 * offsetof(struct in, c), 0 },
};
static dt_type_t t_in = { DT_TK_STRUCT, 4, 0, "struct in", NULL, 0, m_in, 2, 1 };
static dt_type_t t_ins = { DT_TK_ARRAY, 8, 0, "struct in [2]", &t_in, 2 };

struct out {
	int a;
	struct in in;
	char name[6];
	int nums[3];
	int *p;
	unsigned long big;
	struct in two[2];
	unsigned int flags;	/* bits 0-2: mode, bit 3: on */
	int e;
};
static dt_member_t m_out[] = {
	{ "a", &t_int, 8 * offsetof(struct out, a), 0 },
	{ "in", &t_in, 8 * offsetof(struct out, in), 0 },
	{ "name", &t_name, 8 * offsetof(struct out, name), 0 },
	{ "nums", &t_nums, 8 * offsetof(struct out, nums), 0 },
	{ "p", &t_intp, 8 * offsetof(struct out, p), 0 },
	{ "big", &t_ulong, 8 * offsetof(struct out, big), 0 },
	{ "two", &t_ins, 8 * offsetof(struct out, two), 0 },
	{ "mode", &t_uint, 8 * offsetof(struct out, flags), 3 },
	{ "on", &t_uint, 8 * offsetof(struct out, flags) + 3, 1 },
	{ "e", &t_enum, 8 * offsetof(struct out, e), 0 },
};
static dt_type_t t_out = { DT_TK_STRUCT, sizeof(struct out), 0, "struct out", NULL, 0,
    m_out, 10, 1 };
static dt_type_t t_anon = { DT_TK_STRUCT, 4, 0, "struct <anon>", NULL, 0, m_in, 2, 1 };

static void
test_typed(void)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));
	struct out o;
	int v = 42, nums[3] = { 1, -1, 0 };
	char c = 'q', nl = '\n', nul = 0;
	int64_t ev = 7;

	memset(&o, 0, sizeof(o));
	dtp->strsize = 256;
	o.a = -1;
	o.in.s = 300;
	o.in.c = 'A';
	memcpy(o.name, "hi", 3);
	o.nums[1] = 16;
	o.p = (int *)0x1000;
	o.big = 0x1122334455667788UL;
	o.two[1].c = 'z';
	o.flags = 5 | 8;
	o.e = 7;

	/* scalars: type, value in hex, a newline */
	UT_EQ_STR(typed(dtp, &t_int, &v), "int 0x2a\n");
	UT_EQ_STR(typed(dtp, &t_char, &c), "char 'q'\n");
	UT_EQ_STR(typed(dtp, &t_char, &nl), "char '\\012'\n");
	UT_EQ_STR(typed(dtp, &t_char, &nul), "char '\\0'\n");
	UT_EQ_STR(typed(dtp, &t_enum, &ev), "enum e 7\n");	/* no enumerator named */
	UT_EQ_STR(typed(dtp, &t_nums, nums), "int [3] [ 0x1, 0xffffffff, 0 ]\n");
	UT_EQ_STR(typed(dtp, &t_name, o.name), "char [6] \"hi\"\n");
	/* a struct: members one per line, nested ones indented, no newline at the end */
	UT_EQ_STR(typed(dtp, &t_out, &o),
	    "struct out {\n"
	    "    int a = 0xffffffff\n"
	    "    struct in in = {\n"
	    "        unsigned short s = 0x12c\n"
	    "        char c = 'A'\n"
	    "    }\n"
	    "    char [6] name = [ \"hi\" ]\n"
	    "    int [3] nums = [ 0, 0x10, 0 ]\n"
	    "    int *p = 0x1000\n"
	    "    unsigned long big = 0x1122334455667788\n"
	    "    struct in [2] two = [ \n"
	    "        struct in {\n"
	    "            unsigned short s = 0\n"
	    "            char c = '\\0'\n"
	    "        }, \n"
	    "        struct in {\n"
	    "            unsigned short s = 0\n"
	    "            char c = 'z'\n"
	    "        }\n"
	    "    ]\n"
	    "    unsigned int mode :3 = 0x5\n"
	    "    unsigned int on :1 = 0x1\n"
	    "    enum e e = 7\n"
	    "}");
	/* an anonymous struct is "struct " */
	UT_EQ_STR(typed(dtp, &t_anon, &o.in), "struct  {\n    unsigned short s = 0x12c\n"
	    "    char c = 'A'\n}");
	free(dtp);
}

int
main(void)
{
	test_bytes();
	test_typed();
	return ut_finish("print");
}
