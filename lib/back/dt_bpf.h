/*
 * dt_bpf.h: encoding of eBPF instructions.
 *
 * The code generator builds programs as arrays of struct bpf_insn using these
 * constructors; nothing else in libdtrace knows the bit layout.  Names follow
 * the kernel's own conventions (ALU64 = 64-bit, ALU32 = 32-bit sub-register,
 * LDX/STX = memory load/store with a register, ST = store immediate).
 */
#ifndef DT_BPF_H
#define DT_BPF_H

#include <linux/bpf.h>
#include <stdint.h>

/* the kernel's bounds on one program (a loader with CAP_BPF) */
#define DT_BPF_MAXINSNS	1000000	/* BPF_COMPLEXITY_LIMIT_INSNS */
#define DT_BPF_MAXMAPS	64	/* MAX_USED_MAPS */

#define DT_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), .off = (o), .imm = (i) })

/* ALU, 64 and 32 bit, register and immediate source */
#define BPF_ALU64_REG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU64_IMM(op, d, i)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_ALU32_REG(op, d, s)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU32_IMM(op, d, i)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
/* signed division/modulo (kernel >= 6.6): off = 1 */
#define BPF_ALU64_SREG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 1, 0)
#define BPF_MOV64_REG(d, s)	BPF_ALU64_REG(BPF_MOV, d, s)
#define BPF_MOV64_IMM(d, i)	BPF_ALU64_IMM(BPF_MOV, d, i)
#define BPF_MOV32_REG(d, s)	BPF_ALU32_REG(BPF_MOV, d, s)
#define BPF_NEG64(d)		DT_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
/* to big endian (network order) on this little-endian machine: swap the low
 * 16, 32 or 64 bits, clearing those above */
#define BPF_TO_BE_REG(d, bits)	DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, d, 0, 0, bits)
/* sign-extending moves (kernel >= 6.6): off = 8, 16 or 32 */
#define BPF_MOVSX64_REG(d, s, bits) DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, bits, 0)

/* 64-bit immediate: two instruction slots */
#define BPF_LD_IMM64_RAW(d, s, v) \
	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, s, 0, (int32_t)(uint32_t)(uint64_t)(v)), \
	DT_INSN(0, 0, 0, 0, (int32_t)(uint32_t)((uint64_t)(v) >> 32))
#define BPF_LD_IMM64(d, v)	BPF_LD_IMM64_RAW(d, 0, v)
/* map fd (src = BPF_PSEUDO_MAP_FD) or direct map value (BPF_PSEUDO_MAP_VALUE, off in 2nd imm) */
#define BPF_LD_MAP_FD(d, fd)	BPF_LD_IMM64_RAW(d, BPF_PSEUDO_MAP_FD, fd)
#define BPF_LD_MAP_VALUE(d, fd, off) \
	DT_INSN(BPF_LD | BPF_DW | BPF_IMM, d, BPF_PSEUDO_MAP_VALUE, 0, fd), \
	DT_INSN(0, 0, 0, 0, off)

/* memory: size is BPF_B, BPF_H, BPF_W or BPF_DW */
#define BPF_LDX_MEM(sz, d, s, o)	DT_INSN(BPF_LDX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_STX_MEM(sz, d, s, o)	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_ST_MEM(sz, d, o, i)	DT_INSN(BPF_ST | BPF_SIZE(sz) | BPF_MEM, d, 0, o, i)

/* atomic read-modify-write at d + o (BPF_ADD, BPF_CMPXCHG: r0 the expected value,
 * left holding the old one) */
#define BPF_ATOMIC_OP(sz, op, d, s, o)	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_ATOMIC, d, s, o, op)

/* jumps: off is relative to the next instruction */
#define BPF_JMP_REG(op, d, s, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, o, 0)
#define BPF_JMP_IMM(op, d, i, o)	DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, o, i)
#define BPF_JMP_A(o)		DT_INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define BPF_CALL_HELPER(id)	DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
/* bpf-to-bpf call: imm is relative to the next instruction */
#define BPF_CALL_REL(i)		DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, i)
#define BPF_EXIT_INSN()		DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)

/* registers: BPF_REG_0 .. BPF_REG_10 come from <linux/bpf.h> */
#define BPF_REG_FP BPF_REG_10

#endif /* DT_BPF_H */
