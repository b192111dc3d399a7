/*
 * unit.h: a header-only framework for the unit tests of pure libdtrace code.
 *
 * A test program is one main() that makes checks and ends with
 *
 *	return ut_finish("bpf");
 *
 * which prints exactly one line to stdout, "unit bpf: N passed, N failed",
 * and returns 0 when nothing failed, else 1.  tests/run.sh adds these lines
 * up.  A failed check prints file:line, the expression and both values to
 * stderr and the test goes on, so one run shows every failure.
 *
 *	UT_CHECK(cond)		cond is true
 *	UT_EQ_INT(a, b)		a == b as signed integers (long long)
 *	UT_EQ_UINT(a, b)	a == b as unsigned 64-bit integers (shown in hex)
 *	UT_EQ_STR(a, b)		strcmp(a, b) == 0 (NULL equals only NULL)
 *
 * By convention the actual value comes first and the expected one second
 * (UT_EQ_STR labels them "got" and "expected").  Each argument is evaluated
 * exactly once.  The counters are static, so each
 * test program (one translation unit) has its own; nothing here allocates.
 */
#ifndef UT_UNIT_H
#define UT_UNIT_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static int ut_passed;
static int ut_failed;

static inline int
ut_check(int ok, const char *file, int line, const char *expr)
{
	if (ok) {
		ut_passed++;
		return 1;
	}
	ut_failed++;
	fprintf(stderr, "%s:%d: check failed: %s\n", file, line, expr);
	return 0;
}

static inline int
ut_eq_int(long long a, long long b, const char *file, int line,
	  const char *ea, const char *eb)
{
	if (a == b) {
		ut_passed++;
		return 1;
	}
	ut_failed++;
	fprintf(stderr, "%s:%d: %s == %s failed: %lld != %lld\n",
		file, line, ea, eb, a, b);
	return 0;
}

static inline int
ut_eq_uint(uint64_t a, uint64_t b, const char *file, int line,
	   const char *ea, const char *eb)
{
	if (a == b) {
		ut_passed++;
		return 1;
	}
	ut_failed++;
	fprintf(stderr, "%s:%d: %s == %s failed: 0x%llx != 0x%llx\n",
		file, line, ea, eb, (unsigned long long)a, (unsigned long long)b);
	return 0;
}

static inline int
ut_eq_str(const char *a, const char *b, const char *file, int line,
	  const char *ea, const char *eb)
{
	if (a == b || (a != NULL && b != NULL && strcmp(a, b) == 0)) {
		ut_passed++;
		return 1;
	}
	ut_failed++;
	fprintf(stderr, "%s:%d: %s == %s failed:\n  got:      %s%s%s\n"
		"  expected: %s%s%s\n", file, line, ea, eb,
		a ? "\"" : "", a ? a : "(null)", a ? "\"" : "",
		b ? "\"" : "", b ? b : "(null)", b ? "\"" : "");
	return 0;
}

#define UT_CHECK(cond) \
	ut_check(!!(cond), __FILE__, __LINE__, #cond)
#define UT_EQ_INT(a, b) \
	ut_eq_int((long long)(a), (long long)(b), __FILE__, __LINE__, #a, #b)
#define UT_EQ_UINT(a, b) \
	ut_eq_uint((uint64_t)(a), (uint64_t)(b), __FILE__, __LINE__, #a, #b)
#define UT_EQ_STR(a, b) \
	ut_eq_str((a), (b), __FILE__, __LINE__, #a, #b)

/* Print the one summary line; the result is main()'s exit status. */
static inline int
ut_finish(const char *name)
{
	printf("unit %s: %d passed, %d failed\n", name, ut_passed, ut_failed);
	fflush(stdout);
	return ut_failed != 0;
}

#endif /* UT_UNIT_H */
