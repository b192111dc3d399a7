/*
 * dt_x86dec.c: the length of an x86_64 instruction, for the pid provider's
 * instruction probes (pid$target:a.out:main:1c, and the offsets a glob
 * probe name enumerates).
 *
 * Only the length is decoded, from tables of what each opcode is followed
 * by, for the encodings compilers emit in 64-bit code:
 *   - legacy prefixes (operand size 66, address size 67, lock, rep, the
 *     segment overrides) and REX (40..4f, just before the opcode; REX.W
 *     makes mov's B8+r immediate 8 bytes);
 *   - the opcode maps: one byte, 0f, 0f 38, 0f 3a;
 *   - VEX (c5: map 0f; c4: map from its mmmmm) and EVEX (62: map from the
 *     low bits of its first payload byte), whose instructions all have a
 *     ModRM byte (but vzeroupper/vzeroall, map 0f 77), an imm8 in map 0f 3a
 *     and at the 0f map's shuffles and compares;
 *   - ModRM, SIB (rm 4), displacement (mod 1: 8 bits, mod 2 and RIP or
 *     no-base forms: 32 bits) and immediates: 8 bits, 16, "z" (16 with
 *     66, else 32), 64 for movabs, the address of A0..A3 (8 bytes, 4 with
 *     67), enter's 16+8, and test's immediate of F6/F7 /0 and /1.
 * Opcodes invalid in 64-bit mode, and XOP and 3DNow!, are not decoded: the
 * caller sees -1 and stops there (data in text, or code we do not know).
 *
 * Pure: no state; unit-tested against objdump -d over the C library
 * (tests/unit/test_x86dec.c).
 */
#include <stddef.h>
#include <stdint.h>
#include "dt_x86dec.h"

enum {
	M = 0x01,	/* a ModRM byte (and SIB, displacement) */
	B = 0x02,	/* imm8 */
	W = 0x04,	/* imm16 */
	Z = 0x08,	/* imm16 with 66, else imm32 */
	V = 0x10,	/* imm64 with REX.W, else as Z (mov r, imm) */
	O = 0x20,	/* a memory offset of address size (mov A0..A3) */
	T = 0x40,	/* F6/F7: test's immediate if ModRM.reg is 0 or 1 */
	X = 0x80,	/* invalid in 64-bit mode, or a prefix or escape met out of place */
};

/* the one-byte map (prefixes and escapes are handled before it is read) */
static const uint8_t map1[256] = {
	/* 00 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, X,
	/* 10 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, X,
	/* 20 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, X,
	/* 30 */ M, M, M, M, B, Z, X, X, M, M, M, M, B, Z, X, X,
	/* 40 */ X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	/* 50 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	/* 60 */ X, X, X, M, X, X, X, X, Z, M | Z, B, M | B, 0, 0, 0, 0,
	/* 70 */ B, B, B, B, B, B, B, B, B, B, B, B, B, B, B, B,
	/* 80 */ M | B, M | Z, X, M | B, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 90 */ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, X, 0, 0, 0, 0, 0,
	/* a0 */ O, O, O, O, 0, 0, 0, 0, B, Z, 0, 0, 0, 0, 0, 0,
	/* b0 */ B, B, B, B, B, B, B, B, V, V, V, V, V, V, V, V,
	/* c0 */ M | B, M | B, W, 0, X, X, M | B, M | Z, W | B, 0, W, 0, 0, B, X, 0,
	/* d0 */ M, M, M, M, X, X, X, 0, M, M, M, M, M, M, M, M,
	/* e0 */ B, B, B, B, B, B, B, B, Z, Z, X, B, 0, 0, 0, 0,
	/* f0 */ X, 0, X, X, 0, 0, M | T, M | T, 0, 0, 0, 0, 0, 0, M, M,
};

/* the 0f map */
static const uint8_t map0f[256] = {
	/* 00 */ M, M, M, M, X, 0, 0, 0, 0, 0, X, 0, X, M, 0, X,
	/* 10 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 20 */ M, M, M, M, X, X, X, X, M, M, M, M, M, M, M, M,
	/* 30 */ 0, 0, 0, 0, 0, 0, X, 0, X, X, X, X, X, X, X, X,
	/* 40 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 50 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 60 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* 70 */ M | B, M | B, M | B, M | B, M, M, M, 0, M, M, X, X, M, M, M, M,
	/* 80 */ Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z,
	/* 90 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* a0 */ 0, 0, 0, M, M | B, M, X, X, 0, 0, 0, M, M | B, M, M, M,
	/* b0 */ M, M, M, M, M, M, M, M, M, M, M | B, M, M, M, M, M,
	/* c0 */ M, M, M | B, M, M | B, M | B, M | B, M, 0, 0, 0, 0, 0, 0, 0, 0,
	/* d0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* e0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	/* f0 */ M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
};

/* VEX/EVEX instructions of map 0f with an imm8 */
static int
vex_imm8_0f(uint8_t op)
{
	return (op >= 0x70 && op <= 0x73) || op == 0xc2 || (op >= 0xc4 && op <= 0xc6);
}

/* the ModRM byte at p and what follows it (SIB, displacement): its length, or -1 */
static int
modrm_len(const uint8_t *p, size_t n)
{
	int mod, rm, len = 1;

	if (n < 1)
		return -1;
	mod = p[0] >> 6;
	rm = p[0] & 7;
	if (mod == 3)
		return 1;
	if (rm == 4) {
		if (n < 2)
			return -1;
		len++;
		if (mod == 0 && (p[1] & 7) == 5)
			len += 4;	/* no base: disp32 */
	} else if (mod == 0 && rm == 5) {
		len += 4;		/* RIP-relative */
	}
	if (mod == 1)
		len += 1;
	else if (mod == 2)
		len += 4;
	return len;
}

int
dt_x86_insn_len(const uint8_t *code, size_t n)
{
	size_t i = 0;
	int opsize16 = 0, addr32 = 0, rexw = 0, flags, len;
	uint8_t op;

	/* legacy prefixes */
	for (;; i++) {
		if (i >= n || i >= 14)
			return -1;
		switch (code[i]) {
		case 0x66: opsize16 = 1; continue;
		case 0x67: addr32 = 1; continue;
		case 0xf0: case 0xf2: case 0xf3:
		case 0x26: case 0x2e: case 0x36: case 0x3e: case 0x64: case 0x65:
			continue;
		}
		break;
	}
	/* REX: the last prefix */
	if ((code[i] & 0xf0) == 0x40) {
		rexw = (code[i] & 8) != 0;
		if (++i >= n)
			return -1;
	}
	op = code[i++];
	if (op == 0xc4 || op == 0xc5 || op == 0x62) {
		/* VEX (c5: 1 payload byte, map 0f; c4: 2, map in mmmmm) or EVEX (3) */
		int pay = op == 0xc5 ? 1 : op == 0xc4 ? 2 : 3, map;

		if (i + (size_t)pay >= n)
			return -1;
		map = op == 0xc5 ? 1 : op == 0xc4 ? (code[i] & 0x1f) : (code[i] & 7);
		i += (size_t)pay;
		op = code[i++];
		if (map < 1 || map > 6 || map == 4)
			return -1;
		if (map == 1 && op == 0x77)
			return (int)i;	/* vzeroupper, vzeroall */
		if ((len = modrm_len(code + i, n - i)) < 0)
			return -1;
		i += (size_t)len;
		if (map == 3 || (map == 1 && vex_imm8_0f(op)))
			i++;
		return i <= n ? (int)i : -1;
	}
	if (op == 0x0f) {
		if (i >= n)
			return -1;
		op = code[i++];
		if (op == 0x38 || op == 0x3a) {
			int imm = op == 0x3a;

			if (i >= n)
				return -1;
			i++;	/* the opcode */
			if ((len = modrm_len(code + i, n - i)) < 0)
				return -1;
			i += (size_t)len + (imm ? 1 : 0);
			return i <= n ? (int)i : -1;
		}
		flags = map0f[op];
	} else {
		flags = map1[op];
	}
	if (flags & X)
		return -1;
	if (flags & M) {
		if ((len = modrm_len(code + i, n - i)) < 0)
			return -1;
		if ((flags & T) && ((code[i] >> 3) & 7) <= 1)
			flags |= op == 0xf6 ? B : Z;
		i += (size_t)len;
	}
	if (flags & B)
		i += 1;
	if (flags & W)
		i += 2;
	if (flags & Z)
		i += opsize16 ? 2 : 4;
	if (flags & V)
		i += rexw ? 8 : opsize16 ? 2 : 4;
	if (flags & O)
		i += addr32 ? 4 : 8;
	return i <= n ? (int)i : -1;
}

/*
 * Can Linux place a uprobe on the instruction at code?  Its x86 uprobes
 * refuse instructions with a segment override of ES, CS, SS or DS (also
 * the "notrack" and "cs nopw" forms) or a lock prefix, and those that trap
 * or stop (int3, int, into, iret, hlt): probes there would fail the whole
 * link (ENOTSUPP), so they are not made.  What else the kernel refuses is
 * found when attaching (dt_uprobe.c).  1 if it can, 0 if not.
 */
int
dt_x86_insn_uprobe_ok(const uint8_t *code, size_t n)
{
	size_t i = 0;

	for (; i < n && i < 14; i++) {
		switch (code[i]) {
		case 0x26: case 0x2e: case 0x36: case 0x3e: case 0xf0:
			return 0;
		case 0x66: case 0x67: case 0xf2: case 0xf3: case 0x64: case 0x65:
			continue;
		}
		break;
	}
	if (i < n && (code[i] & 0xf0) == 0x40)
		i++;
	if (i >= n)
		return 0;
	switch (code[i]) {
	case 0xcc: case 0xcd: case 0xce: case 0xcf: case 0xf4:
		return 0;
	}
	return 1;
}
