/*
 * test_x86dec.c: unit tests for the x86_64 instruction length decoder
 * (lib/providers/dt_x86dec.c): hand-made encodings of each form it knows
 * (prefixes, REX.W, the opcode maps, ModRM/SIB/displacements, each kind of
 * immediate, VEX and EVEX) and of what it must refuse; then every
 * instruction objdump -d finds in the C and math libraries (and in this test's
 * own), whose bytes objdump prints: the decoder must give each one's
 * length, so that the pid provider's offsets are instruction boundaries.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "unit.h"
#include "dt_x86dec.h"

static int
hexlen(const char *hex, uint8_t *buf, size_t cap)
{
	size_t n = 0;
	unsigned v;
	int pos;

	while (n < cap && sscanf(hex, " %2x%n", &v, &pos) == 1) {
		buf[n++] = (uint8_t)v;
		hex += pos;
	}
	return dt_x86_insn_len(buf, n);
}

static void
test_forms(void)
{
	static const struct { const char *hex; int len; } t[] = {
		{ "c3", 1 },				/* ret */
		{ "55", 1 },				/* push %rbp */
		{ "48 89 e5", 3 },			/* mov %rsp,%rbp */
		{ "f3 0f 1e fa", 4 },			/* endbr64 */
		{ "48 8b 05 11 22 33 44", 7 },		/* mov rip+disp32,%rax */
		{ "8b 44 24 08", 4 },			/* mov 0x8(%rsp),%eax: SIB, disp8 */
		{ "8b 84 24 00 01 00 00", 7 },		/* SIB, disp32 */
		{ "8b 04 25 00 10 00 00", 7 },		/* SIB without base: disp32 */
		{ "48 b8 01 02 03 04 05 06 07 08", 10 },	/* movabs $imm64,%rax */
		{ "b8 01 00 00 00", 5 },		/* mov $1,%eax */
		{ "66 b8 01 00", 4 },			/* mov $1,%ax */
		{ "66 81 7d f0 34 12", 6 },		/* cmpw $imm16,-0x10(%rbp) */
		{ "81 7d f0 34 12 00 00", 7 },		/* cmpl $imm32 */
		{ "83 c0 01", 3 },			/* add $1,%eax */
		{ "f6 c1 01", 3 },			/* test $1,%cl */
		{ "f7 c1 01 00 00 00", 6 },		/* test $1,%ecx */
		{ "f7 d8", 2 },				/* neg %eax: no immediate */
		{ "c8 10 00 00", 4 },			/* enter $16,$0 */
		{ "c2 08 00", 3 },			/* ret $8 */
		{ "a1 88 77 66 55 44 33 22 11", 9 },	/* movabs moffs64,%eax */
		{ "67 a1 44 33 22 11", 6 },		/* ... with a 32-bit address */
		{ "e8 00 00 00 00", 5 },		/* call rel32 */
		{ "0f 84 00 01 00 00", 6 },		/* je rel32 */
		{ "74 05", 2 },				/* je rel8 */
		{ "0f b6 c0", 3 },			/* movzbl %al,%eax */
		{ "66 0f 3a 0f c1 08", 6 },		/* palignr: 0f 3a, imm8 */
		{ "66 0f 38 00 c1", 5 },		/* pshufb: 0f 38 */
		{ "f0 48 0f b1 11", 5 },		/* lock cmpxchg */
		{ "f3 48 ab", 3 },			/* rep stos */
		{ "c5 fd 6f 06", 4 },			/* vmovdqa (%rsi),%ymm0: VEX c5 */
		{ "c5 f8 77", 3 },			/* vzeroupper */
		{ "c4 e3 7d 38 c1 01", 6 },		/* vinserti128: VEX c4, map 0f3a, imm8 */
		{ "c5 fd 70 c0 1b", 5 },		/* vpshufd $0x1b: VEX map 0f, imm8 */
		{ "62 f1 7d 48 6f 06", 6 },		/* vmovdqa32 (%rsi),%zmm0: EVEX */
		{ "62 f1 fe 48 6f 46 01", 7 },		/* EVEX with disp8 */
		{ "62 f3 7d 48 3b c1 01", 7 },		/* EVEX map 0f3a, imm8 */
		{ "0f 1f 44 00 00", 5 },		/* nopl 0x0(%rax,%rax,1) */
		{ "66 2e 0f 1f 84 00 00 00 00 00", 10 },	/* cs nopw */
		{ "d9 ee", 2 },				/* fldz */
		{ "0f 0b", 2 },				/* ud2 */
		{ "0f ba e0 03", 4 },			/* bt $3,%eax */
		{ "06", -1 },				/* push %es: not in 64-bit mode */
		{ "0f 04", -1 },			/* undefined */
		{ "48", -1 },				/* a REX alone */
		{ "e8 00 00", -1 },			/* cut short */
		{ "8b 84 24 00", -1 },			/* displacement cut short */
	};
	uint8_t buf[32];

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		int len = hexlen(t[i].hex, buf, sizeof(buf));

		if (!UT_EQ_INT(len, t[i].len))
			fprintf(stderr, "\tat %s\n", t[i].hex);
	}
}

/* instructions Linux's uprobes refuse */
static void
test_uprobe_ok(void)
{
	static const struct { const char *hex; int ok; } t[] = {
		{ "55", 1 }, { "f3 0f 1e fa", 1 }, { "48 89 e5", 1 }, { "e8 00 00 00 00", 1 },
		{ "66 0f 1f 44 00 00", 1 }, { "64 48 8b 04 25 28 00 00 00", 1 },	/* %fs: fine */
		{ "f0 48 0f b1 11", 0 },		/* lock */
		{ "66 2e 0f 1f 84 00 00 00 00 00", 0 },	/* cs nopw */
		{ "3e ff e0", 0 },			/* notrack jmp *%rax */
		{ "cc", 0 }, { "cd 80", 0 }, { "f4", 0 },
	};
	uint8_t buf[32];

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		size_t n = 0;
		unsigned v;
		int pos;

		for (const char *h = t[i].hex; sscanf(h, " %2x%n", &v, &pos) == 1; h += pos)
			buf[n++] = (uint8_t)v;
		if (!UT_EQ_INT(dt_x86_insn_uprobe_ok(buf, n), t[i].ok))
			fprintf(stderr, "\tat %s\n", t[i].hex);
	}
}

/* every instruction objdump -d shows in file (with -w, one a line): its bytes' length */
static void
test_objdump(const char *file, int min)
{
	char cmd[512], line[1024];
	FILE *fp;
	int n = 0, bad = 0;
	uint8_t buf[32];

	snprintf(cmd, sizeof(cmd), "objdump -d -w --no-show-raw-insn -j .text %s >/dev/null 2>&1 "
	    "&& objdump -d -w -j .text %s 2>/dev/null", file, file);
	if ((fp = popen(cmd, "r")) == NULL) {
		UT_CHECK(fp != NULL);
		return;
	}
	while (fgets(line, sizeof(line), fp) != NULL) {
		char *tab1 = strchr(line, '\t'), *tab2;
		size_t nb = 0;
		unsigned v;
		int pos;
		const char *h;

		if (tab1 == NULL || (tab2 = strchr(tab1 + 1, '\t')) == NULL || strstr(line, "(bad)"))
			continue;
		*tab2 = '\0';
		for (h = tab1 + 1; nb < sizeof(buf) && sscanf(h, " %2x%n", &v, &pos) == 1; h += pos)
			buf[nb++] = (uint8_t)v;
		if (nb == 0)
			continue;
		n++;
		/* objdump shows fwait and the x87 instruction after it as one (fstcw) */
		if (buf[0] == 0x9b && nb > 1 && dt_x86_insn_len(buf, nb) == 1 &&
		    dt_x86_insn_len(buf + 1, nb - 1) == (int)nb - 1)
			continue;
		if (dt_x86_insn_len(buf, nb) != (int)nb && bad++ < 10)
			fprintf(stderr, "%s: %s: decoded as %d bytes:%s", file, tab1 + 1,
			    dt_x86_insn_len(buf, nb), tab2 + 1);
	}
	pclose(fp);
	UT_EQ_INT(bad, 0);
	if (!UT_CHECK(n >= min))
		fprintf(stderr, "%s: only %d instructions from objdump\n", file, n);
}

int
main(int argc, char **argv)
{
	(void)argc;
	test_forms();
	test_uprobe_ok();
	test_objdump("/lib/x86_64-linux-gnu/libc.so.6", 100000);
	test_objdump("/lib/x86_64-linux-gnu/libm.so.6", 10000);
	test_objdump(argv[0], 10);
	return ut_finish("x86dec");
}
