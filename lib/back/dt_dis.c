/*
 * dt_dis.c: eBPF disassembler.
 *
 * Design
 * ------
 * One function per instruction class (ALU/ALU64, JMP/JMP32, LD, LDX, ST,
 * STX) formats a single struct bpf_insn into a caller-supplied buffer through
 * a tiny bounded appender (dt_dis_out_t), so formatting can never overflow
 * and needs no allocation.  The syntax follows the kernel verifier log, which
 * is what people reading BPF already know:
 *
 *	r1 = r10			w1 = (s8)w2
 *	r1 += -8			r1 = -r1
 *	r1 = be16 r1			r1 = bswap32 r1
 *	r0 = *(u32 *)(r1 +4)		r0 = *(s16 *)(r1 +4)	(sign-extending)
 *	*(u64 *)(r10 -16) = r1		*(u32 *)(r10 -8) = 7
 *	lock *(u64 *)(r1 +0) += r2	r2 = atomic64_fetch_add((u64 *)(r1 +0), r2)
 *	r1 = 0x1122334455667788 ll	r1 = map fd 5		r1 = map fd 5 + 16
 *	(or, given a namer of map ids: r1 = map dt_ticks, r1 = map globals + 16)
 *	if r0 == 0x0 goto pc+3 <0012>	goto pc-4 <0002>
 *	call bpf_map_lookup_elem#1	call pc+10 <0040>	exit
 *
 * Registers of 32-bit operations (ALU, JMP32, 32-bit atomics) are written
 * wN; everything else uses rN.  Relative branch and call offsets are printed
 * as "pc+N" followed by the absolute target in angle brackets, or
 * "<invalid>" if the target lies outside the program; a 64-bit immediate load
 * with its second slot missing is reported rather than read past the end.
 * Encodings the kernel does not define are printed as "<invalid ...>" with the
 * opcode, never silently.
 *
 * Helper names come from the kernel's own __BPF_FUNC_MAPPER list in
 * <linux/bpf.h>, expanded by the preprocessor into a designated-initializer
 * table, so the names cannot drift from the header.  Helpers newer than the
 * installed header (ids up to 211, the last the kernel will add) come from a
 * short supplementary table.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "dt_dis.h"

/* Encodings that older <linux/bpf.h> copies do not define. */
#ifndef BPF_MEMSX
#define BPF_MEMSX	0x80	/* sign-extending load (kernel >= 6.6) */
#endif
#ifndef BPF_JCOND
#define BPF_JCOND	0xe0	/* may_goto (kernel >= 6.9) */
#endif
#ifndef BPF_LOAD_ACQ
#define BPF_LOAD_ACQ	0x100	/* atomic load-acquire (kernel >= 6.15) */
#endif
#ifndef BPF_STORE_REL
#define BPF_STORE_REL	0x110	/* atomic store-release (kernel >= 6.15) */
#endif
#define DT_DIS_PSEUDO_MAP_IDX		5	/* BPF_PSEUDO_MAP_IDX */
#define DT_DIS_PSEUDO_MAP_IDX_VALUE	6	/* BPF_PSEUDO_MAP_IDX_VALUE */
#define DT_DIS_PSEUDO_BTF_ID		3	/* BPF_PSEUDO_BTF_ID */
#define DT_DIS_PSEUDO_FUNC		4	/* BPF_PSEUDO_FUNC */
#define DT_DIS_PSEUDO_KFUNC_CALL	2	/* BPF_PSEUDO_KFUNC_CALL */

#define DT_DIS_NELEM(a)	(sizeof(a) / sizeof((a)[0]))

/* ------------------------------------------------------------------ */
/* Helper names                                                        */
/* ------------------------------------------------------------------ */

#define DT_DIS_HELPER(name)	[BPF_FUNC_ ## name] = "bpf_" #name
static const char *const dt_dis_helpers[] = {
	__BPF_FUNC_MAPPER(DT_DIS_HELPER)
};
#undef DT_DIS_HELPER

/* Helpers added after the oldest header we build against (Linux 6.1). */
static const char *const dt_dis_helpers_newer[] = {
	[210] = "bpf_cgrp_storage_get",
	[211] = "bpf_cgrp_storage_delete",
};

const char *
dt_dis_helper_name(int id)
{
	if (id <= 0)
		return NULL;	/* 0 is BPF_FUNC_unspec, not a helper */
	if ((size_t)id < DT_DIS_NELEM(dt_dis_helpers) && dt_dis_helpers[id])
		return dt_dis_helpers[id];
	if ((size_t)id < DT_DIS_NELEM(dt_dis_helpers_newer))
		/* cppcheck-suppress arrayIndexOutOfBoundsCond ; id is below the array's size, tested above */
		return dt_dis_helpers_newer[id];
	return NULL;
}

/* ------------------------------------------------------------------ */
/* Bounded output                                                      */
/* ------------------------------------------------------------------ */

typedef struct dt_dis_out {
	char *buf;
	size_t len;
	size_t pos;
	dt_dis_mapname_f *mapname;	/* names a map id, or NULL */
	void *arg;
} dt_dis_out_t;

static void __attribute__((format(printf, 2, 3)))
dt_dis_put(dt_dis_out_t *o, const char *fmt, ...)
{
	va_list ap;
	int r;

	if (o->len == 0 || o->pos >= o->len - 1)
		return;
	va_start(ap, fmt);
	r = vsnprintf(o->buf + o->pos, o->len - o->pos, fmt, ap);
	va_end(ap);
	if (r < 0)
		return;
	o->pos += (size_t)r;
	if (o->pos > o->len - 1)
		o->pos = o->len - 1;
}

/* Register name: 'r' or 'w' prefix. */
static void
dt_dis_reg(dt_dis_out_t *o, char pfx, int reg)
{
	dt_dis_put(o, "%c%d", pfx, reg);
}

/* A relative branch: "pc+3 <0012>"; rel is relative to the next insn. */
static void
dt_dis_target(dt_dis_out_t *o, int i, int n, int32_t rel)
{
	int64_t t = (int64_t)i + 1 + rel;

	dt_dis_put(o, "pc%+d ", (int)rel);
	if (t >= 0 && t < n)
		dt_dis_put(o, "<%04d>", (int)t);
	else
		dt_dis_put(o, "<invalid>");
}

/* An immediate compared against in a jump: 0x5, -0x1. */
static void
dt_dis_hex(dt_dis_out_t *o, int32_t imm)
{
	if (imm < 0)
		dt_dis_put(o, "-0x%x", (unsigned)(-(int64_t)imm));
	else
		dt_dis_put(o, "0x%x", (unsigned)imm);
}

static int
dt_dis_size_bits(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B:	return 8;
	case BPF_H:	return 16;
	case BPF_W:	return 32;
	default:	return 64;	/* BPF_DW */
	}
}

/* "(u32 *)(r1 +4)" */
static void
dt_dis_mem(dt_dis_out_t *o, char sign, uint8_t code, int base, int16_t off)
{
	dt_dis_put(o, "(%c%d *)(r%d %+d)", sign, dt_dis_size_bits(code), base,
		   (int)off);
}

static void
dt_dis_invalid(dt_dis_out_t *o, const struct bpf_insn *in)
{
	dt_dis_put(o, "<invalid code 0x%02x dst r%d src r%d off %d imm %d>",
		   in->code, in->dst_reg, in->src_reg, (int)in->off, (int)in->imm);
}

/* ------------------------------------------------------------------ */
/* ALU and ALU64                                                       */
/* ------------------------------------------------------------------ */

static const char *
dt_dis_alu_op(uint8_t op, int16_t off)
{
	switch (op) {
	case BPF_ADD:	return "+=";
	case BPF_SUB:	return "-=";
	case BPF_MUL:	return "*=";
	case BPF_DIV:	return off == 1 ? "s/=" : "/=";
	case BPF_OR:	return "|=";
	case BPF_AND:	return "&=";
	case BPF_LSH:	return "<<=";
	case BPF_RSH:	return ">>=";
	case BPF_MOD:	return off == 1 ? "s%=" : "%=";
	case BPF_XOR:	return "^=";
	case BPF_ARSH:	return "s>>=";
	case BPF_MOV:	return "=";
	default:	return NULL;
	}
}

static void
dt_dis_alu(dt_dis_out_t *o, const struct bpf_insn *in)
{
	int is64 = BPF_CLASS(in->code) == BPF_ALU64;
	char r = is64 ? 'r' : 'w';
	uint8_t op = BPF_OP(in->code);
	const char *ops;

	if (op == BPF_NEG) {
		dt_dis_reg(o, r, in->dst_reg);
		dt_dis_put(o, " = -");
		dt_dis_reg(o, r, in->dst_reg);
		return;
	}
	if (op == BPF_END) {
		/* ALU: to little/big endian; ALU64: unconditional swap. */
		const char *kind = is64 ? "bswap" :
		    BPF_SRC(in->code) == BPF_TO_BE ? "be" : "le";

		dt_dis_put(o, "r%d = %s%d r%d", in->dst_reg, kind, (int)in->imm,
			   in->dst_reg);
		return;
	}
	if (op == BPF_MOV && BPF_SRC(in->code) == BPF_X) {
		if (in->off == 8 || in->off == 16 || in->off == 32) {
			dt_dis_reg(o, r, in->dst_reg);
			dt_dis_put(o, " = (s%d)", (int)in->off);
			dt_dis_reg(o, r, in->src_reg);
			return;
		}
		if (is64 && in->off == 1) {
			dt_dis_put(o, "r%d = addr_space_cast(r%d, %d, %d)",
				   in->dst_reg, in->src_reg,
				   (int)((uint32_t)in->imm >> 16),
				   (int)((uint32_t)in->imm & 0xffff));
			return;
		}
	}
	ops = dt_dis_alu_op(op, in->off);
	if (ops == NULL) {
		dt_dis_invalid(o, in);
		return;
	}
	dt_dis_reg(o, r, in->dst_reg);
	dt_dis_put(o, " %s ", ops);
	if (BPF_SRC(in->code) == BPF_X)
		dt_dis_reg(o, r, in->src_reg);
	else
		dt_dis_put(o, "%d", (int)in->imm);
}

/* ------------------------------------------------------------------ */
/* JMP and JMP32                                                       */
/* ------------------------------------------------------------------ */

static const char *
dt_dis_jmp_cond(uint8_t op)
{
	switch (op) {
	case BPF_JEQ:	return "==";
	case BPF_JGT:	return ">";
	case BPF_JGE:	return ">=";
	case BPF_JSET:	return "&";
	case BPF_JNE:	return "!=";
	case BPF_JSGT:	return "s>";
	case BPF_JSGE:	return "s>=";
	case BPF_JLT:	return "<";
	case BPF_JLE:	return "<=";
	case BPF_JSLT:	return "s<";
	case BPF_JSLE:	return "s<=";
	default:	return NULL;
	}
}

static void
dt_dis_call(dt_dis_out_t *o, const struct bpf_insn *in, int i, int n)
{
	const char *name;

	switch (in->src_reg) {
	case BPF_PSEUDO_CALL:
		dt_dis_put(o, "call ");
		dt_dis_target(o, i, n, in->imm);
		return;
	case DT_DIS_PSEUDO_KFUNC_CALL:
		dt_dis_put(o, "call kfunc#%d", (int)in->imm);
		if (in->off != 0)
			dt_dis_put(o, " (btf fd slot %d)", (int)in->off);
		return;
	case 0:
		name = dt_dis_helper_name(in->imm);
		dt_dis_put(o, "call %s#%d", name ? name : "unknown", (int)in->imm);
		return;
	default:
		dt_dis_invalid(o, in);
	}
}

static void
dt_dis_jmp(dt_dis_out_t *o, const struct bpf_insn *in, int i, int n)
{
	int is32 = BPF_CLASS(in->code) == BPF_JMP32;
	char r = is32 ? 'w' : 'r';
	uint8_t op = BPF_OP(in->code);
	const char *cond;

	switch (op) {
	case BPF_JA:
		if (is32) {	/* gotol: 32-bit offset in imm */
			dt_dis_put(o, "gotol ");
			dt_dis_target(o, i, n, in->imm);
		} else {
			dt_dis_put(o, "goto ");
			dt_dis_target(o, i, n, in->off);
		}
		return;
	case BPF_CALL:
		if (is32)
			break;
		dt_dis_call(o, in, i, n);
		return;
	case BPF_EXIT:
		if (is32)
			break;
		dt_dis_put(o, "exit");
		return;
	case BPF_JCOND:
		if (is32 || in->src_reg != 0)
			break;
		dt_dis_put(o, "may_goto ");
		dt_dis_target(o, i, n, in->off);
		return;
	default:
		cond = dt_dis_jmp_cond(op);
		if (cond == NULL)
			break;
		dt_dis_put(o, "if ");
		dt_dis_reg(o, r, in->dst_reg);
		dt_dis_put(o, " %s ", cond);
		if (BPF_SRC(in->code) == BPF_X)
			dt_dis_reg(o, r, in->src_reg);
		else
			dt_dis_hex(o, in->imm);
		dt_dis_put(o, " goto ");
		dt_dis_target(o, i, n, in->off);
		return;
	}
	dt_dis_invalid(o, in);
}

/* ------------------------------------------------------------------ */
/* LD (64-bit immediates, legacy packet access)                        */
/* ------------------------------------------------------------------ */

static int
dt_dis_ld(dt_dis_out_t *o, const struct bpf_insn *ins, int i, int n)
{
	const struct bpf_insn *in = &ins[i];
	uint32_t hi;
	uint64_t v;

	switch (BPF_MODE(in->code)) {
	case BPF_IMM:
		if (BPF_SIZE(in->code) != BPF_DW)
			break;
		if (i + 1 >= n) {
			dt_dis_put(o, "r%d = <truncated 64-bit load>", in->dst_reg);
			return 1;
		}
		hi = (uint32_t)ins[i + 1].imm;
		v = (uint64_t)hi << 32 | (uint32_t)in->imm;
		dt_dis_put(o, "r%d = ", in->dst_reg);
		switch (in->src_reg) {
		case 0:
			dt_dis_put(o, "0x%llx ll", (unsigned long long)v);
			break;
		case BPF_PSEUDO_MAP_FD:
		case BPF_PSEUDO_MAP_VALUE: {
			const char *name = o->mapname != NULL ? o->mapname(o->arg, in->imm) : NULL;

			if (name != NULL)
				dt_dis_put(o, "map %s", name);
			else
				dt_dis_put(o, "map fd %d", (int)in->imm);
			if (in->src_reg == BPF_PSEUDO_MAP_VALUE)
				dt_dis_put(o, " + %u", hi);
			break;
		}
		case DT_DIS_PSEUDO_MAP_IDX:
			dt_dis_put(o, "map idx %d", (int)in->imm);
			break;
		case DT_DIS_PSEUDO_MAP_IDX_VALUE:
			dt_dis_put(o, "map idx %d + %u", (int)in->imm, hi);
			break;
		case DT_DIS_PSEUDO_BTF_ID:
			dt_dis_put(o, "btf id %d", (int)in->imm);
			if (hi != 0)
				dt_dis_put(o, " (btf fd %u)", hi);
			break;
		case DT_DIS_PSEUDO_FUNC:
			dt_dis_put(o, "func ");
			dt_dis_target(o, i, n, in->imm);
			break;
		default:
			dt_dis_put(o, "0x%llx ll (src %d)", (unsigned long long)v,
				   in->src_reg);
			break;
		}
		return 2;
	case BPF_ABS:
		dt_dis_put(o, "r0 = *(u%d *)skb[%d]", dt_dis_size_bits(in->code),
			   (int)in->imm);
		return 1;
	case BPF_IND:
		dt_dis_put(o, "r0 = *(u%d *)skb[r%d %+d]",
			   dt_dis_size_bits(in->code), in->src_reg, (int)in->imm);
		return 1;
	default:
		break;
	}
	dt_dis_invalid(o, in);
	return 1;
}

/* ------------------------------------------------------------------ */
/* LDX, ST, STX (memory and atomics)                                   */
/* ------------------------------------------------------------------ */

static void
dt_dis_ldx(dt_dis_out_t *o, const struct bpf_insn *in)
{
	uint8_t mode = BPF_MODE(in->code);

	if (mode != BPF_MEM && mode != BPF_MEMSX) {
		dt_dis_invalid(o, in);
		return;
	}
	dt_dis_put(o, "r%d = *", in->dst_reg);
	dt_dis_mem(o, mode == BPF_MEMSX ? 's' : 'u', in->code, in->src_reg,
		   in->off);
}

static void
dt_dis_st(dt_dis_out_t *o, const struct bpf_insn *in)
{
	if (BPF_MODE(in->code) != BPF_MEM) {
		dt_dis_invalid(o, in);
		return;
	}
	dt_dis_put(o, "*");
	dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
	dt_dis_put(o, " = %d", (int)in->imm);
}

static const char *
dt_dis_atomic_name(int op)
{
	switch (op) {
	case BPF_ADD:	return "add";
	case BPF_AND:	return "and";
	case BPF_OR:	return "or";
	case BPF_XOR:	return "xor";
	default:	return NULL;
	}
}

static void
dt_dis_atomic(dt_dis_out_t *o, const struct bpf_insn *in)
{
	int sz = BPF_SIZE(in->code);
	int is64 = sz == BPF_DW;
	char r = is64 ? 'r' : 'w';
	const char *fn = is64 ? "atomic64" : "atomic";
	int op = in->imm;
	const char *name;

	/* load-acquire / store-release accept every size */
	if (op == BPF_LOAD_ACQ) {
		dt_dis_put(o, "%c%d = load_acquire(", r,
			   in->dst_reg);
		dt_dis_mem(o, 'u', in->code, in->src_reg, in->off);
		dt_dis_put(o, ")");
		return;
	}
	if (op == BPF_STORE_REL) {
		dt_dis_put(o, "store_release(");
		dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
		dt_dis_put(o, ", %c%d)", r, in->src_reg);
		return;
	}
	if (sz != BPF_W && sz != BPF_DW)
		goto bad;

	if (op == BPF_XCHG || op == BPF_CMPXCHG) {
		int cmp = op == BPF_CMPXCHG;
		int res = cmp ? BPF_REG_0 : in->src_reg;

		dt_dis_put(o, "%c%d = %s_%s(", r, res, fn, cmp ? "cmpxchg" : "xchg");
		dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
		if (cmp)
			dt_dis_put(o, ", %c0", r);
		dt_dis_put(o, ", %c%d)", r, in->src_reg);
		return;
	}
	name = dt_dis_atomic_name(op & ~BPF_FETCH);
	if (name == NULL || (op & ~(BPF_FETCH | 0xf0)) != 0)
		goto bad;
	if (op & BPF_FETCH) {
		dt_dis_put(o, "%c%d = %s_fetch_%s(", r, in->src_reg, fn, name);
		dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
		dt_dis_put(o, ", %c%d)", r, in->src_reg);
	} else {
		dt_dis_put(o, "lock *");
		dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
		dt_dis_put(o, " %s ", dt_dis_alu_op((uint8_t)op, 0));
		dt_dis_reg(o, r, in->src_reg);
	}
	return;
bad:
	dt_dis_invalid(o, in);
}

static void
dt_dis_stx(dt_dis_out_t *o, const struct bpf_insn *in)
{
	switch (BPF_MODE(in->code)) {
	case BPF_MEM:
		dt_dis_put(o, "*");
		dt_dis_mem(o, 'u', in->code, in->dst_reg, in->off);
		dt_dis_put(o, " = r%d", in->src_reg);
		return;
	case BPF_ATOMIC:
		dt_dis_atomic(o, in);
		return;
	default:
		dt_dis_invalid(o, in);
	}
}

/* ------------------------------------------------------------------ */
/* Entry points                                                        */
/* ------------------------------------------------------------------ */

int
dt_dis_insn(char *buf, size_t len, const struct bpf_insn *ins, int i, int n)
{
	return dt_dis_insn_named(buf, len, ins, i, n, NULL, NULL);
}

int
dt_dis_insn_named(char *buf, size_t len, const struct bpf_insn *ins, int i, int n,
    dt_dis_mapname_f *mapname, void *arg)
{
	dt_dis_out_t o = { buf, buf ? len : 0, 0, mapname, arg };
	const struct bpf_insn *in;

	if (o.len > 0)
		buf[0] = '\0';
	if (ins == NULL || i < 0 || i >= n) {
		dt_dis_put(&o, "<no instruction %d>", i);
		return 1;
	}
	in = &ins[i];
	switch (BPF_CLASS(in->code)) {
	case BPF_ALU:
	case BPF_ALU64:
		dt_dis_alu(&o, in);
		return 1;
	case BPF_JMP:
	case BPF_JMP32:
		dt_dis_jmp(&o, in, i, n);
		return 1;
	case BPF_LD:
		return dt_dis_ld(&o, ins, i, n);
	case BPF_LDX:
		dt_dis_ldx(&o, in);
		return 1;
	case BPF_ST:
		dt_dis_st(&o, in);
		return 1;
	default:	/* BPF_STX */
		dt_dis_stx(&o, in);
		return 1;
	}
}

void
dt_dis_program(FILE *fp, const struct bpf_insn *ins, int n,
	       const char *const *comments, dt_dis_mapname_f *mapname, void *arg)
{
	char buf[256];
	int i = 0;

	while (i < n) {
		int used = dt_dis_insn_named(buf, sizeof(buf), ins, i, n, mapname, arg);

		if (comments != NULL && comments[i] != NULL)
			fprintf(fp, "%04d: %-40s%s; %s\n", i, buf,
				strlen(buf) >= 40 ? " " : "", comments[i]);
		else
			fprintf(fp, "%04d: %s\n", i, buf);
		i += used;
	}
}
