/*
 * test_subr.c: unit tests for the pure parts of dt_subr.c: the constant
 * folding of the integer subroutines (byte order, device numbers) and the
 * subroutine table (names, parameter kinds).
 */
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "unit.h"
#include "dt_front.h"

static uint64_t
fold(int id, uint64_t v)
{
	uint64_t r = 0xdeadbeef;

	UT_CHECK(dt_subr_fold(id, v, &r) == 1);
	return r;
}

static void
test_byteorder(void)
{
	UT_EQ_UINT(fold(DT_SUBR_NTOHS, 0x1234), 0x3412);
	UT_EQ_UINT(fold(DT_SUBR_HTONS, 0x1234), 0x3412);
	/* only the low 16 bits take part */
	UT_EQ_UINT(fold(DT_SUBR_NTOHS, 0xffffffffffff0102ULL), 0x0201);
	UT_EQ_UINT(fold(DT_SUBR_NTOHS, 0), 0);
	UT_EQ_UINT(fold(DT_SUBR_NTOHL, 0x01020304), 0x04030201);
	UT_EQ_UINT(fold(DT_SUBR_HTONL, 0xaabbccdd11223344ULL), 0x44332211);
	UT_EQ_UINT(fold(DT_SUBR_NTOHLL, 0x0102030405060708ULL), 0x0807060504030201ULL);
	UT_EQ_UINT(fold(DT_SUBR_HTONLL, 0xff), 0xff00000000000000ULL);
	/* a swap twice is the identity */
	UT_EQ_UINT(fold(DT_SUBR_NTOHL, fold(DT_SUBR_HTONL, 0xc0a80001)), 0xc0a80001);
}

static void
test_devices(void)
{
	/* the kernel's dev_t: MKDEV(major, minor) = major << 20 | minor */
	UT_EQ_UINT(fold(DT_SUBR_GETMAJOR, (8 << 20) | 3), 8);
	UT_EQ_UINT(fold(DT_SUBR_GETMINOR, (8 << 20) | 3), 3);
	UT_EQ_UINT(fold(DT_SUBR_GETMAJOR, (259u << 20) | 0xfffff), 259);
	UT_EQ_UINT(fold(DT_SUBR_GETMINOR, (259u << 20) | 0xfffff), 0xfffff);
	UT_EQ_UINT(fold(DT_SUBR_GETMAJOR, 0xffffffffu), 0xfff);
	UT_EQ_UINT(fold(DT_SUBR_GETMINOR, 0), 0);
}

static void
test_notfolded(void)
{
	uint64_t r = 7;

	UT_EQ_INT(dt_subr_fold(DT_SUBR_STRLEN, 1, &r), 0);
	UT_EQ_INT(dt_subr_fold(DT_SUBR_RAND, 1, &r), 0);
	UT_EQ_INT(dt_subr_fold(DT_SUBR_COPYIN, 1, &r), 0);
	UT_EQ_UINT(r, 7);	/* untouched */
}

static void
test_table(void)
{
	int n = 0;

	UT_EQ_INT(dt_subr_lookup("strlen"), DT_SUBR_STRLEN);
	UT_EQ_INT(dt_subr_lookup("inet_ntoa6"), DT_SUBR_INET_NTOA6);
	UT_EQ_INT(dt_subr_lookup("progenyof"), DT_SUBR_PROGENYOF);
	UT_EQ_INT(dt_subr_lookup("d_path"), DT_SUBR_D_PATH);
	UT_EQ_INT(dt_subr_lookup("printf"), -1);	/* an action */
	UT_EQ_INT(dt_subr_lookup("count"), -1);		/* an aggregating function */
	UT_EQ_INT(dt_subr_lookup(""), -1);
	UT_EQ_INT(dt_subr_lookup("strlen "), -1);
	UT_EQ_STR(dt_subr_name(DT_SUBR_CLEANPATH), "cleanpath");
	UT_EQ_STR(dt_subr_name(DT_SUBR_NSUBRS), "?");
	/* every subroutine has a name that finds it */
	for (int id = 0; id < DT_SUBR_NSUBRS; id++) {
		const char *name = dt_subr_name(id);

		UT_CHECK(strcmp(name, "?") != 0);
		UT_EQ_INT(dt_subr_lookup(name), id);
		n++;
	}
	UT_EQ_INT(n, 45);
	UT_EQ_INT(dt_subr_param(DT_SUBR_MUTEX_OWNED, 0), 'M');
	UT_EQ_INT(dt_subr_param(DT_SUBR_RW_ISWRITER, 0), 'W');
	UT_EQ_INT(dt_subr_param(DT_SUBR_INET_NTOA6, 1), 'I');
	UT_EQ_INT(dt_subr_param(DT_SUBR_LINK_NTOP, 1), 'P');
	UT_EQ_INT(dt_subr_lookup("speculation"), DT_SUBR_SPECULATION);
	UT_EQ_INT(dt_subr_lookup("speculate"), -1);	/* an action */
	UT_EQ_INT(dt_subr_param(DT_SUBR_COPYOUT, 0), 'P');
	UT_EQ_INT(dt_subr_param(DT_SUBR_COPYOUT, 1), 'U');
	UT_EQ_INT(dt_subr_param(DT_SUBR_COPYOUTSTR, 0), 'S');
	UT_EQ_INT(dt_subr_param(DT_SUBR_SPECULATION, 0), 0);
	/* parameter kinds: strings, integers, pointers; none past the last */
	UT_EQ_INT(dt_subr_param(DT_SUBR_SUBSTR, 0), 'S');
	UT_EQ_INT(dt_subr_param(DT_SUBR_SUBSTR, 1), 'I');
	UT_EQ_INT(dt_subr_param(DT_SUBR_SUBSTR, 2), 'I');
	UT_EQ_INT(dt_subr_param(DT_SUBR_SUBSTR, 3), 0);
	UT_EQ_INT(dt_subr_param(DT_SUBR_STRCHR, 1), 'C');
	UT_EQ_INT(dt_subr_param(DT_SUBR_BCOPY, 0), 'P');
	UT_EQ_INT(dt_subr_param(DT_SUBR_COPYINSTR, 0), 'U');
	UT_EQ_INT(dt_subr_param(DT_SUBR_INET_NTOA, 0), '4');
	UT_EQ_INT(dt_subr_param(DT_SUBR_INET_NTOA6, 0), '6');
	UT_EQ_INT(dt_subr_param(DT_SUBR_RAND, 0), 0);
	UT_EQ_INT(dt_subr_param(DT_SUBR_NSUBRS, 0), 0);
}

int
main(void)
{
	test_byteorder();
	test_devices();
	test_notfolded();
	test_table();
	return ut_finish("subr");
}
