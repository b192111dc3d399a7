/*
 * test_bpf.c: unit tests for the eBPF instruction encoders (dt_bpf.h) and the
 * disassembler (dt_dis.c).
 *
 * The encoder tests check every field (code, dst_reg, src_reg, off, imm) of
 * what each constructor macro builds against the numbers of the eBPF ISA, so
 * a mistake in a macro cannot hide behind a matching mistake in the
 * disassembler.  The disassembler tests then check the exact text of a
 * representative instruction of every class and mode, the absolute targets of
 * jumps and calls, helper names and the map forms of 64-bit loads.
 * Instructions without a constructor in dt_bpf.h are built with DT_INSN.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_bpf.h"
#include "dt_dis.h"
#include "unit.h"

#define NELEM(a)	((int)(sizeof(a) / sizeof((a)[0])))

/* Field-by-field comparison of one instruction. */
#define CHECK_INSN(in, c, d, s, o, i) do {			\
	struct bpf_insn ci_ = (in);				\
	UT_EQ_UINT(ci_.code, (c));				\
	UT_EQ_INT(ci_.dst_reg, (d));				\
	UT_EQ_INT(ci_.src_reg, (s));				\
	UT_EQ_INT(ci_.off, (o));				\
	UT_EQ_INT(ci_.imm, (i));				\
} while (0)

/* Text of prog[i] in a program of n instructions; also checks the slot count. */
/* a map namer for the disassembler: names ids 3 and 6 */
static const char *
name_map(void *arg, int id)
{
	(void)arg;
	return id == 3 ? "dt_three" : id == 6 ? "dt_six" : NULL;
}

static const char *
dis_at(const struct bpf_insn *prog, int i, int n, int slots)
{
	static char buf[256];

	UT_EQ_INT(dt_dis_insn(buf, sizeof(buf), prog, i, n), slots);
	return buf;
}

/* Text of a single one-slot instruction. */
static const char *
dis1(struct bpf_insn in)
{
	return dis_at(&in, 0, 1, 1);
}

static void
test_encode_alu(void)
{
	CHECK_INSN(BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2), 0x0f, 1, 2, 0, 0);
	CHECK_INSN(BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, -8), 0x17, 3, 0, 0, -8);
	CHECK_INSN(BPF_ALU32_REG(BPF_XOR, BPF_REG_4, BPF_REG_5), 0xac, 4, 5, 0, 0);
	CHECK_INSN(BPF_ALU32_IMM(BPF_LSH, BPF_REG_6, 3), 0x64, 6, 0, 0, 3);
	CHECK_INSN(BPF_ALU64_IMM(BPF_ARSH, BPF_REG_7, 63), 0xc7, 7, 0, 0, 63);
	CHECK_INSN(BPF_ALU64_SREG(BPF_DIV, BPF_REG_1, BPF_REG_2), 0x3f, 1, 2, 1, 0);
	CHECK_INSN(BPF_ALU64_SREG(BPF_MOD, BPF_REG_1, BPF_REG_2), 0x9f, 1, 2, 1, 0);
	CHECK_INSN(BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP), 0xbf, 1, 10, 0, 0);
	CHECK_INSN(BPF_MOV64_IMM(BPF_REG_0, 42), 0xb7, 0, 0, 0, 42);
	CHECK_INSN(BPF_MOV32_REG(BPF_REG_8, BPF_REG_9), 0xbc, 8, 9, 0, 0);
	CHECK_INSN(BPF_NEG64(BPF_REG_5), 0x87, 5, 0, 0, 0);
	CHECK_INSN(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 8), 0xbf, 1, 2, 8, 0);
	CHECK_INSN(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 16), 0xbf, 1, 2, 16, 0);
	CHECK_INSN(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 32), 0xbf, 1, 2, 32, 0);
	CHECK_INSN(BPF_TO_BE_REG(BPF_REG_6, 16), 0xdc, 6, 0, 0, 16);
	CHECK_INSN(BPF_TO_BE_REG(BPF_REG_0, 64), 0xdc, 0, 0, 0, 64);
	UT_EQ_INT(BPF_REG_FP, 10);
}

static void
test_encode_ld_imm64(void)
{
	struct bpf_insn both[] = { BPF_LD_IMM64(BPF_REG_1, 0x1122334455667788ULL) };
	struct bpf_insn neg[] = { BPF_LD_IMM64(BPF_REG_2, -2) };
	struct bpf_insn hib[] = { BPF_LD_IMM64(BPF_REG_3, 0x80000001fffffffeULL) };
	struct bpf_insn map[] = { BPF_LD_MAP_FD(BPF_REG_1, 7) };
	struct bpf_insn val[] = { BPF_LD_MAP_VALUE(BPF_REG_4, 9, 16) };

	UT_EQ_INT(NELEM(both), 2);
	CHECK_INSN(both[0], 0x18, 1, 0, 0, 0x55667788);
	CHECK_INSN(both[1], 0x00, 0, 0, 0, 0x11223344);

	UT_EQ_INT(NELEM(neg), 2);
	CHECK_INSN(neg[0], 0x18, 2, 0, 0, -2);		/* 0xfffffffe */
	CHECK_INSN(neg[1], 0x00, 0, 0, 0, -1);		/* 0xffffffff */

	CHECK_INSN(hib[0], 0x18, 3, 0, 0, -2);
	CHECK_INSN(hib[1], 0x00, 0, 0, 0, (int32_t)0x80000001u);

	UT_EQ_INT(NELEM(map), 2);
	CHECK_INSN(map[0], 0x18, 1, BPF_PSEUDO_MAP_FD, 0, 7);
	CHECK_INSN(map[1], 0x00, 0, 0, 0, 0);

	UT_EQ_INT(NELEM(val), 2);
	CHECK_INSN(val[0], 0x18, 4, BPF_PSEUDO_MAP_VALUE, 0, 9);
	CHECK_INSN(val[1], 0x00, 0, 0, 0, 16);
}

static void
test_encode_mem_jmp(void)
{
	CHECK_INSN(BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_1, 4), 0x61, 0, 1, 4, 0);
	CHECK_INSN(BPF_LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_1, 0), 0x71, 0, 1, 0, 0);
	CHECK_INSN(BPF_LDX_MEM(BPF_H, BPF_REG_0, BPF_REG_1, 2), 0x69, 0, 1, 2, 0);
	CHECK_INSN(BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -8), 0x79, 2, 10, -8, 0);
	CHECK_INSN(BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -16), 0x7b, 10, 1, -16, 0);
	CHECK_INSN(BPF_STX_MEM(BPF_B, BPF_REG_3, BPF_REG_4, 1), 0x73, 3, 4, 1, 0);
	CHECK_INSN(BPF_ST_MEM(BPF_W, BPF_REG_FP, -4, 0x7f), 0x62, 10, 0, -4, 0x7f);
	CHECK_INSN(BPF_ST_MEM(BPF_DW, BPF_REG_FP, -8, -1), 0x7a, 10, 0, -8, -1);

	CHECK_INSN(BPF_JMP_REG(BPF_JGT, BPF_REG_1, BPF_REG_2, 5), 0x2d, 1, 2, 5, 0);
	CHECK_INSN(BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 3), 0x15, 0, 0, 3, 0);
	CHECK_INSN(BPF_JMP_IMM(BPF_JSLT, BPF_REG_3, -1, -2), 0xc5, 3, 0, -2, -1);
	CHECK_INSN(BPF_JMP_A(-4), 0x05, 0, 0, -4, 0);
	CHECK_INSN(BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem), 0x85, 0, 0, 0, 1);
	CHECK_INSN(BPF_CALL_REL(10), 0x85, 0, BPF_PSEUDO_CALL, 0, 10);
	CHECK_INSN(BPF_EXIT_INSN(), 0x95, 0, 0, 0, 0);
}

static void
test_helper_names(void)
{
	UT_EQ_STR(dt_dis_helper_name(1), "bpf_map_lookup_elem");
	UT_EQ_STR(dt_dis_helper_name(2), "bpf_map_update_elem");
	UT_EQ_STR(dt_dis_helper_name(6), "bpf_trace_printk");
	UT_EQ_STR(dt_dis_helper_name(14), "bpf_get_current_pid_tgid");
	UT_EQ_STR(dt_dis_helper_name(25), "bpf_perf_event_output");
	UT_EQ_STR(dt_dis_helper_name(113), "bpf_probe_read_kernel");
	UT_EQ_STR(dt_dis_helper_name(115), "bpf_probe_read_kernel_str");
	UT_EQ_STR(dt_dis_helper_name(131), "bpf_ringbuf_reserve");
	UT_EQ_STR(dt_dis_helper_name(209), "bpf_user_ringbuf_drain");
	UT_EQ_STR(dt_dis_helper_name(210), "bpf_cgrp_storage_get");
	UT_EQ_STR(dt_dis_helper_name(211), "bpf_cgrp_storage_delete");
	UT_EQ_STR(dt_dis_helper_name(0), NULL);
	UT_EQ_STR(dt_dis_helper_name(-1), NULL);
	UT_EQ_STR(dt_dis_helper_name(212), NULL);
	UT_EQ_STR(dt_dis_helper_name(100000), NULL);
	for (int id = 1; id <= 211; id++)
		UT_CHECK(dt_dis_helper_name(id) != NULL &&
			 strncmp(dt_dis_helper_name(id), "bpf_", 4) == 0);
}

static void
test_dis_alu(void)
{
	UT_EQ_STR(dis1(BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP)), "r1 = r10");
	UT_EQ_STR(dis1(BPF_MOV64_IMM(BPF_REG_0, 42)), "r0 = 42");
	UT_EQ_STR(dis1(BPF_MOV32_REG(BPF_REG_2, BPF_REG_3)), "w2 = w3");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -8)), "r1 += -8");
	UT_EQ_STR(dis1(BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_2)), "r1 -= r2");
	UT_EQ_STR(dis1(BPF_ALU64_REG(BPF_MUL, BPF_REG_1, BPF_REG_2)), "r1 *= r2");
	UT_EQ_STR(dis1(BPF_ALU64_REG(BPF_DIV, BPF_REG_1, BPF_REG_2)), "r1 /= r2");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_MOD, BPF_REG_1, 10)), "r1 %= 10");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_OR, BPF_REG_1, 1)), "r1 |= 1");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 255)), "r1 &= 255");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 32)), "r1 <<= 32");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32)), "r1 >>= 32");
	UT_EQ_STR(dis1(BPF_ALU64_IMM(BPF_ARSH, BPF_REG_1, 32)), "r1 s>>= 32");
	UT_EQ_STR(dis1(BPF_ALU64_REG(BPF_XOR, BPF_REG_3, BPF_REG_3)), "r3 ^= r3");
	UT_EQ_STR(dis1(BPF_ALU32_IMM(BPF_ADD, BPF_REG_4, 1)), "w4 += 1");
	UT_EQ_STR(dis1(BPF_ALU32_REG(BPF_AND, BPF_REG_4, BPF_REG_5)), "w4 &= w5");
	UT_EQ_STR(dis1(BPF_ALU64_SREG(BPF_DIV, BPF_REG_1, BPF_REG_2)), "r1 s/= r2");
	UT_EQ_STR(dis1(BPF_ALU64_SREG(BPF_MOD, BPF_REG_1, BPF_REG_2)), "r1 s%= r2");
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU | BPF_DIV | BPF_K, 1, 0, 1, 3)), "w1 s/= 3");
	UT_EQ_STR(dis1(BPF_NEG64(BPF_REG_5)), "r5 = -r5");
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU | BPF_NEG, 5, 0, 0, 0)), "w5 = -w5");
	UT_EQ_STR(dis1(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 8)), "r1 = (s8)r2");
	UT_EQ_STR(dis1(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 16)), "r1 = (s16)r2");
	UT_EQ_STR(dis1(BPF_MOVSX64_REG(BPF_REG_1, BPF_REG_2, 32)), "r1 = (s32)r2");
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU | BPF_MOV | BPF_X, 1, 2, 8, 0)), "w1 = (s8)w2");
	/* endianness: ALU class converts, ALU64 class swaps */
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, 1, 0, 0, 16)),
		  "r1 = be16 r1");
	UT_EQ_STR(dis1(BPF_TO_BE_REG(BPF_REG_7, 32)), "r7 = be32 r7");
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU | BPF_END | BPF_TO_LE, 1, 0, 0, 64)),
		  "r1 = le64 r1");
	UT_EQ_STR(dis1(DT_INSN(BPF_ALU64 | BPF_END, 3, 0, 0, 32)),
		  "r3 = bswap32 r3");
	/* undefined operation 0xe0 */
	UT_CHECK(strncmp(dis1(DT_INSN(BPF_ALU64 | 0xe0 | BPF_K, 1, 0, 0, 0)),
			 "<invalid code 0xe7", 18) == 0);
}

static void
test_dis_jmp(void)
{
	struct bpf_insn p[] = {
		/* 0 */ BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 3),
		/* 1 */ BPF_JMP_IMM(BPF_JGT, BPF_REG_1, 5, 2),
		/* 2 */ BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 1),
		/* 3 */ BPF_JMP_A(-4),
		/* 4 */ BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem),
		/* 5 */ BPF_CALL_REL(2),
		/* 6 */ BPF_JMP_IMM(BPF_JSLT, BPF_REG_3, -1, 100),
		/* 7 */ BPF_EXIT_INSN(),
		/* 8 */ BPF_MOV64_IMM(BPF_REG_0, 0),
		/* 9 */ BPF_EXIT_INSN(),
	};
	int n = NELEM(p);

	UT_EQ_STR(dis_at(p, 0, n, 1), "if r0 == 0x0 goto pc+3 <0004>");
	UT_EQ_STR(dis_at(p, 1, n, 1), "if r1 > 0x5 goto pc+2 <0004>");
	UT_EQ_STR(dis_at(p, 2, n, 1), "if r1 != r2 goto pc+1 <0004>");
	UT_EQ_STR(dis_at(p, 3, n, 1), "goto pc-4 <0000>");
	UT_EQ_STR(dis_at(p, 4, n, 1), "call bpf_map_lookup_elem#1");
	UT_EQ_STR(dis_at(p, 5, n, 1), "call pc+2 <0008>");
	UT_EQ_STR(dis_at(p, 6, n, 1), "if r3 s< -0x1 goto pc+100 <invalid>");
	UT_EQ_STR(dis_at(p, 7, n, 1), "exit");

	UT_EQ_STR(dis1(BPF_JMP_REG(BPF_JGE, 1, 2, 0)), "if r1 >= r2 goto pc+0 <invalid>");
	UT_EQ_STR(dis_at((struct bpf_insn[]){ BPF_JMP_IMM(BPF_JLT, 1, 7, -1) }, 0, 1, 1),
		  "if r1 < 0x7 goto pc-1 <0000>");

	/* every condition, 64 and 32 bit */
	static const struct { int op; const char *s; } cond[] = {
		{ BPF_JEQ, "==" }, { BPF_JGT, ">" }, { BPF_JGE, ">=" },
		{ BPF_JSET, "&" }, { BPF_JNE, "!=" }, { BPF_JSGT, "s>" },
		{ BPF_JSGE, "s>=" }, { BPF_JLT, "<" }, { BPF_JLE, "<=" },
		{ BPF_JSLT, "s<" }, { BPF_JSLE, "s<=" },
	};
	for (int k = 0; k < NELEM(cond); k++) {
		struct bpf_insn q[3] = {
			DT_INSN(BPF_JMP | cond[k].op | BPF_K, 2, 0, 1, 0x10),
			DT_INSN(BPF_JMP32 | cond[k].op | BPF_X, 2, 4, -2, 0),
			BPF_EXIT_INSN(),
		};
		char want[64];

		snprintf(want, sizeof(want), "if r2 %s 0x10 goto pc+1 <0002>", cond[k].s);
		UT_EQ_STR(dis_at(q, 0, 3, 1), want);
		snprintf(want, sizeof(want), "if w2 %s w4 goto pc-2 <0000>", cond[k].s);
		UT_EQ_STR(dis_at(q, 1, 3, 1), want);
	}

	/* gotol (JMP32 ja, imm offset), may_goto, kfunc, unknown helper */
	struct bpf_insn g[] = {
		DT_INSN(BPF_JMP32 | BPF_JA, 0, 0, 0, 1),
		DT_INSN(BPF_JMP | 0xe0, 0, 0, -2, 0),
		BPF_EXIT_INSN(),
	};
	UT_EQ_STR(dis_at(g, 0, 3, 1), "gotol pc+1 <0002>");
	UT_EQ_STR(dis_at(g, 1, 3, 1), "may_goto pc-2 <0000>");
	UT_EQ_STR(dis1(DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_KFUNC_CALL, 0, 1234)),
		  "call kfunc#1234");
	UT_EQ_STR(dis1(BPF_CALL_HELPER(9999)), "call unknown#9999");
	UT_EQ_STR(dis1(BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns)),
		  "call bpf_ktime_get_ns#5");
}

static void
test_dis_ld(void)
{
	struct bpf_insn p[] = {
		BPF_LD_IMM64(BPF_REG_1, 0x1122334455667788ULL),
		BPF_LD_IMM64(BPF_REG_2, -1),
		BPF_LD_MAP_FD(BPF_REG_1, 5),
		BPF_LD_MAP_VALUE(BPF_REG_3, 6, 16),
		BPF_LD_IMM64(BPF_REG_0, 0),
	};
	int n = NELEM(p);

	UT_EQ_STR(dis_at(p, 0, n, 2), "r1 = 0x1122334455667788 ll");
	UT_EQ_STR(dis_at(p, 2, n, 2), "r2 = 0xffffffffffffffff ll");
	UT_EQ_STR(dis_at(p, 4, n, 2), "r1 = map fd 5");
	UT_EQ_STR(dis_at(p, 6, n, 2), "r3 = map fd 6 + 16");
	{
		/* with a namer: its names, and the id where it has none */
		char buf[64];

		UT_EQ_INT(dt_dis_insn_named(buf, sizeof(buf), p, 4, n, name_map, NULL), 2);
		UT_EQ_STR(buf, "r1 = map fd 5");
		UT_EQ_INT(dt_dis_insn_named(buf, sizeof(buf), p, 6, n, name_map, NULL), 2);
		UT_EQ_STR(buf, "r3 = map dt_six + 16");
	}
	UT_EQ_STR(dis_at(p, 8, n, 2), "r0 = 0x0 ll");
	/* a 64-bit load cut off by the end of the program */
	UT_EQ_STR(dis_at(p, 8, 9, 1), "r0 = <truncated 64-bit load>");
	/* legacy packet access */
	UT_EQ_STR(dis1(DT_INSN(BPF_LD | BPF_W | BPF_ABS, 0, 0, 0, 12)),
		  "r0 = *(u32 *)skb[12]");
	UT_EQ_STR(dis1(DT_INSN(BPF_LD | BPF_H | BPF_IND, 0, 7, 0, 2)),
		  "r0 = *(u16 *)skb[r7 +2]");
}

static void
test_dis_mem(void)
{
	UT_EQ_STR(dis1(BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_1, 4)),
		  "r0 = *(u32 *)(r1 +4)");
	UT_EQ_STR(dis1(BPF_LDX_MEM(BPF_B, BPF_REG_0, BPF_REG_1, 0)),
		  "r0 = *(u8 *)(r1 +0)");
	UT_EQ_STR(dis1(BPF_LDX_MEM(BPF_H, BPF_REG_2, BPF_REG_1, -2)),
		  "r2 = *(u16 *)(r1 -2)");
	UT_EQ_STR(dis1(BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -8)),
		  "r2 = *(u64 *)(r10 -8)");
	UT_EQ_STR(dis1(DT_INSN(BPF_LDX | BPF_W | 0x80, 0, 1, 4, 0)),
		  "r0 = *(s32 *)(r1 +4)");
	UT_EQ_STR(dis1(DT_INSN(BPF_LDX | BPF_B | 0x80, 0, 1, 1, 0)),
		  "r0 = *(s8 *)(r1 +1)");
	UT_EQ_STR(dis1(BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -16)),
		  "*(u64 *)(r10 -16) = r1");
	UT_EQ_STR(dis1(BPF_STX_MEM(BPF_B, BPF_REG_3, BPF_REG_4, 1)),
		  "*(u8 *)(r3 +1) = r4");
	UT_EQ_STR(dis1(BPF_ST_MEM(BPF_W, BPF_REG_FP, -4, 7)),
		  "*(u32 *)(r10 -4) = 7");
	UT_EQ_STR(dis1(BPF_ST_MEM(BPF_H, BPF_REG_FP, -2, -1)),
		  "*(u16 *)(r10 -2) = -1");
}

static void
test_dis_atomic(void)
{
#define ATOMIC(sz, d, s, o, op) DT_INSN(BPF_STX | (sz) | BPF_ATOMIC, d, s, o, op)
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, 0, BPF_ADD)),
		  "lock *(u64 *)(r1 +0) += r2");
	UT_EQ_STR(dis1(ATOMIC(BPF_W, 1, 2, 8, BPF_AND)),
		  "lock *(u32 *)(r1 +8) &= w2");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 10, 3, -8, BPF_OR)),
		  "lock *(u64 *)(r10 -8) |= r3");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 10, 3, -8, BPF_XOR)),
		  "lock *(u64 *)(r10 -8) ^= r3");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, 0, BPF_ADD | BPF_FETCH)),
		  "r2 = atomic64_fetch_add((u64 *)(r1 +0), r2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_W, 1, 2, 4, BPF_AND | BPF_FETCH)),
		  "w2 = atomic_fetch_and((u32 *)(r1 +4), w2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, 0, BPF_OR | BPF_FETCH)),
		  "r2 = atomic64_fetch_or((u64 *)(r1 +0), r2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, 0, BPF_XOR | BPF_FETCH)),
		  "r2 = atomic64_fetch_xor((u64 *)(r1 +0), r2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, 0, BPF_XCHG)),
		  "r2 = atomic64_xchg((u64 *)(r1 +0), r2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_W, 1, 2, 0, BPF_XCHG)),
		  "w2 = atomic_xchg((u32 *)(r1 +0), w2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 1, 2, -8, BPF_CMPXCHG)),
		  "r0 = atomic64_cmpxchg((u64 *)(r1 -8), r0, r2)");
	UT_EQ_STR(dis1(ATOMIC(BPF_DW, 0, 1, 8, 0x100)),
		  "r0 = load_acquire((u64 *)(r1 +8))");
	UT_EQ_STR(dis1(ATOMIC(BPF_W, 1, 2, 0, 0x110)),
		  "store_release((u32 *)(r1 +0), w2)");
	/* atomics exist only for 32 and 64 bits; 0x10 is not an operation */
	UT_CHECK(strncmp(dis1(ATOMIC(BPF_B, 1, 2, 0, BPF_ADD)), "<invalid", 8) == 0);
	UT_CHECK(strncmp(dis1(ATOMIC(BPF_DW, 1, 2, 0, 0x10)), "<invalid", 8) == 0);
#undef ATOMIC
}

static void
test_dis_edges(void)
{
	struct bpf_insn in = BPF_MOV64_REG(BPF_REG_1, BPF_REG_2);
	char small[6];

	memset(small, 'x', sizeof(small));
	UT_EQ_INT(dt_dis_insn(small, sizeof(small), &in, 0, 1), 1);
	UT_EQ_STR(small, "r1 = ");		/* truncated, terminated */
	UT_EQ_INT(dt_dis_insn(NULL, 0, &in, 0, 1), 1);
	UT_EQ_INT(dt_dis_insn(small, sizeof(small), &in, 1, 1), 1);
}

static void
test_dis_program(void)
{
	struct bpf_insn p[] = {
		BPF_MOV64_REG(BPF_REG_6, BPF_REG_1),
		BPF_LD_MAP_FD(BPF_REG_1, 3),
		BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1),
		BPF_MOV64_IMM(BPF_REG_0, 1),
		BPF_EXIT_INSN(),
	};
	const char *comments[6] = {
		[0] = "save ctx",
		[2] = "second slot: not shown",
		[3] = "if (x == 0)",
		[5] = "a comment long enough to need no padding",
	};
	struct bpf_insn cx = DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, 1, 2, -8,
				     BPF_CMPXCHG);
	const char *cxc[] = { "wide" };
	char *text = NULL;
	size_t size = 0;
	FILE *fp = open_memstream(&text, &size);

	if (!UT_CHECK(fp != NULL))
		return;
	dt_dis_program(fp, p, NELEM(p), comments, NULL, NULL);
	dt_dis_program(fp, p, 1, NULL, NULL, NULL);
	dt_dis_program(fp, &cx, 1, cxc, NULL, NULL);
	dt_dis_program(fp, p + 1, 2, NULL, name_map, NULL);
	fclose(fp);
	UT_EQ_STR(text,
		  "0000: r6 = r1                                 ; save ctx\n"
		  "0001: r1 = map fd 3\n"
		  "0003: if r0 == 0x0 goto pc+1 <0005>           ; if (x == 0)\n"
		  "0004: r0 = 1\n"
		  "0005: exit                                    ; a comment long enough to need no padding\n"
		  "0000: r6 = r1\n"
		  "0000: r0 = atomic64_cmpxchg((u64 *)(r1 -8), r0, r2) ; wide\n"
		  "0000: r1 = map dt_three\n");
	free(text);
}

int
main(void)
{
	test_encode_alu();
	test_encode_ld_imm64();
	test_encode_mem_jmp();
	test_helper_names();
	test_dis_alu();
	test_dis_jmp();
	test_dis_ld();
	test_dis_mem();
	test_dis_atomic();
	test_dis_edges();
	test_dis_program();
	return ut_finish("bpf");
}
