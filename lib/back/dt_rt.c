/*
 * dt_rt.c: the runtime routines of D's string and address subroutines.
 *
 * Each routine is a BPF function that the linker (dt_link.c) appends to a
 * program once, when a clause calls it.  They are *global* functions in the
 * program's BTF (dt_load.c): the verifier checks a global function once, on
 * its own, with its arguments typed by the BTF prototype, and at each call
 * only checks the arguments and takes the result as an unknown number.  So
 * a clause may call substr() twenty times and the branches of substr are
 * verified once, not twenty times over the paths of the clause.
 *
 * Calling convention: arguments in r1..r5, each either a pointer to a
 * strsize-byte buffer (a D string value: a temporary or variable in
 * mstate, or a global in the globals map) or a 64-bit integer; the result
 * in r0.  A routine that makes a string writes it to its first argument, a
 * fresh temporary; r0 then says whether the clause must fault (strjoin: out
 * of scratch space, lltostr: illegal base, strtok: no saved position).
 * The BTF prototype makes pointer arguments possibly NULL on recent
 * kernels, so every routine tests them first.
 *
 * Loops run in bpf_loop() callbacks, never unrolled, and are bounded by
 * strsize.  A callback's state that changes from one iteration to the next
 * lives in the runtime area of mstate (DT_RT_W words), not on the stack:
 * the verifier does not track map memory, so it reads back as an unknown
 * number that the callback bounds before use, and the verifier sees the
 * callback converge after one pass instead of following a counter through
 * strsize iterations.  Bytes of a string are addressed by the loop index
 * (r1 of the callback) or by such a bounded number.  Copies use
 * bpf_probe_read_kernel_str(), which also measures a string (it returns
 * its length + 1): a routine copies into the junk buffer of the runtime map
 * (DT_RB_JUNK) for a length alone.
 *
 * The routines follow illumos' dtrace_dif_subr() semantics: substr's
 * negative and out-of-range positions, index/rindex positions as Perl has
 * them, strtok's saved position (cleared at each firing, so strtok(NULL)
 * without an earlier strtok() faults at address 0 as in DTrace),
 * basename/dirname/cleanpath of "", "/" and trailing slashes, lltostr's
 * bases and prefixes, RFC 1884 IPv6 text with "::" for the longest run of
 * zero groups.  A NULL string result is an empty string here: a D string
 * value is always a buffer (DTrace compares a NULL string as "").
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"

typedef struct dt_rtgen {
	dtrace_hdl_t *dtp;
	dt_irbuf_t *ir;
	int S;		/* strsize */
	int rt;		/* mstate offset of the runtime area */
} dt_rtgen_t;

enum { R0 = BPF_REG_0, R1, R2, R3, R4, R5, R6, R7, R8, R9, FP };

#define E(in)		dt_ir_emit(g->ir, (in), NULL)
#define EC(in, c)	dt_ir_emit(g->ir, (in), (c))
#define LBL()		dt_ir_label(g->ir)
#define AT(l)		dt_ir_place(g->ir, (l))
#define JI(op, r, v, l)	dt_ir_jump(g->ir, BPF_JMP_IMM(op, r, v, 0), (l), NULL)
#define JIC(op, r, v, l, c)	dt_ir_jump(g->ir, BPF_JMP_IMM(op, r, v, 0), (l), (c))
#define JR(op, r, s, l)	dt_ir_jump(g->ir, BPF_JMP_REG(op, r, s, 0), (l), NULL)
#define JA(l)		dt_ir_jump(g->ir, BPF_JMP_A(0), (l), NULL)
#define MOV(d, s)	E(BPF_MOV64_REG(d, s))
#define MOVI(d, v)	E(BPF_MOV64_IMM(d, v))
#define ALU(op, d, s)	E(BPF_ALU64_REG(op, d, s))
#define ALUI(op, d, v)	E(BPF_ALU64_IMM(op, d, v))
#define ADDI(d, v)	ALUI(BPF_ADD, d, v)
#define LDX(sz, d, s, o)	E(BPF_LDX_MEM(sz, d, s, o))
#define STX(sz, d, s, o)	E(BPF_STX_MEM(sz, d, s, o))
#define ST(sz, d, o, v)	E(BPF_ST_MEM(sz, d, o, v))
#define CALL(h)		E(BPF_CALL_HELPER(BPF_FUNC_ ## h))
#define EXIT()		E(BPF_EXIT_INSN())
#define RET(v)		do { MOVI(R0, v); EXIT(); } while (0)
#define W(n)		(g->rt + DT_RT_W(n))	/* offsets from the mstate pointer */
#define RT(o)		(g->rt + (o))

/* callback contexts are 32 bytes at fp-32: [0] mstate, [8], [16], [24] */
#define CTX		(-32)
#define CTX_MS		0

/* if the pointer argument in reg is NULL, return 0 */
static void
rt_nonnull(dt_rtgen_t *g, int reg, int ret0)
{
	JI(BPF_JEQ, reg, 0, ret0);
}

/* dst = this CPU's value of map (key 0 at fp-40); fail if none */
static void
rt_lookup(dt_rtgen_t *g, int map, int dst, int fail)
{
	struct bpf_insn ld[] = { BPF_LD_MAP_FD(R1, map) };

	ST(BPF_W, FP, -40, 0);
	E(ld[0]);
	E(ld[1]);
	MOV(R2, FP);
	ADDI(R2, -40);
	CALL(map_lookup_elem);
	JI(BPF_JEQ, R0, 0, fail);
	MOV(dst, R0);
}

#define rt_mstate(g, dst, fail)	rt_lookup(g, DT_MAP_SCRATCH, dst, fail)

/*
 * Copy the string s (R7) from offset off (a register, or none when < 0),
 * at most len bytes (a register, or strsize when < 0), to dst (R6).
 */
static void
rt_copy_s(dt_rtgen_t *g, int off, int len)
{
	MOV(R1, R6);
	if (len < 0)
		MOVI(R2, g->S);
	else
		MOV(R2, len);
	MOV(R3, R7);
	if (off >= 0)
		ALU(BPF_ADD, R3, off);
	CALL(probe_read_kernel_str);
}

/*
 * bpf_loop(nr, callback at label cb, ctx): nr from register nrreg (or the
 * constant nr when nrreg < 0); ctx = fp + CTX, or the pointer in ctxreg
 * (a callback passing on its own context) when ctxreg >= 0.
 */
static void
rt_loop(dt_rtgen_t *g, int nrreg, int nr, int cb, int ctxreg)
{
	if (nrreg < 0)
		MOVI(R1, nr);
	else if (nrreg != R1)
		MOV(R1, nrreg);
	dt_ir_funcaddr(g->ir, R2, cb, NULL);
	if (ctxreg >= 0) {
		MOV(R3, ctxreg);
	} else {
		MOV(R3, FP);
		ADDI(R3, CTX);
	}
	MOVI(R4, 0);
	CALL(loop);
}

/*
 * r0 = strlen of the string at sreg (not r0..r3), copied to the junk
 * buffer of the runtime map for that; fail if there is no such map
 */
static void
rt_strlen(dt_rtgen_t *g, int sreg, int fail)
{
	rt_lookup(g, DT_MAP_RTBUF, R1, fail);
	MOVI(R2, g->S);
	MOV(R3, sreg);
	CALL(probe_read_kernel_str);
	ADDI(R0, -1);
}

/* strlen(s) */
static void
rt_strlen_fn(dt_rtgen_t *g)
{
	int ret0 = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: strlen(s)");
	rt_nonnull(g, R1, ret0);
	rt_strlen(g, R6, ret0);
	EXIT();
	AT(ret0);
	RET(0);
}

/* dst (register) = "" */
static void
rt_empty(dt_rtgen_t *g, int dst)
{
	ST(BPF_B, dst, 0, 0);
}

/*
 * strjoin(dst, a, b): a then b; r0 = 1 (out of scratch space, as DTrace
 * has it) when they do not fit in strsize - 1 bytes together.
 */
static void
rt_strjoin(dt_rtgen_t *g)
{
	int ret0 = LBL(), ret1 = LBL(), cb = LBL(), stop = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: strjoin(dst, a, b)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	MOV(R7, R2);
	MOV(R8, R3);
	rt_mstate(g, R9, ret0);
	rt_strlen(g, R8, ret0);
	STX(BPF_DW, R9, R0, W(1));		/* strlen(b) */
	rt_copy_s(g, -1, -1);			/* a -> dst */
	ADDI(R0, -1);				/* strlen(a) */
	LDX(BPF_DW, R1, R9, W(1));
	MOV(R2, R0);
	ALU(BPF_ADD, R2, R1);
	JI(BPF_JSGT, R2, g->S - 1, ret1);
	STX(BPF_DW, R9, R0, W(0));
	ADDI(R1, 1);				/* copy b with its NUL */
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R8, CTX + 8);
	STX(BPF_DW, FP, R6, CTX + 16);
	rt_loop(g, R1, 0, cb, -1);
	AT(ret0);
	RET(0);
	AT(ret1);
	RET(1);

	/* cb(i): dst[strlen(a) + i] = b[i] */
	AT(cb);
	JIC(BPF_JGT, R1, g->S - 1, stop, "strjoin callback: dst[strlen(a) + i] = b[i]");
	LDX(BPF_DW, R3, R2, CTX_MS);
	LDX(BPF_DW, R4, R3, W(0));
	JI(BPF_JGT, R4, g->S - 1, stop);
	ALU(BPF_ADD, R4, R1);
	JI(BPF_JGT, R4, g->S - 1, stop);
	LDX(BPF_DW, R5, R2, 8);
	ALU(BPF_ADD, R5, R1);
	LDX(BPF_B, R5, R5, 0);
	LDX(BPF_DW, R0, R2, 16);
	ALU(BPF_ADD, R0, R4);
	STX(BPF_B, R0, R5, 0);
	RET(0);
	AT(stop);
	RET(1);
}

/*
 * substr(dst, s, index, count, hascount): illumos' rules.  A negative
 * index counts from the end; when that is still before the start, count
 * shrinks by the difference; an index at or past the end gives ""; a
 * negative count leaves that many characters off the end; without a count
 * the rest of the string.
 */
static void
rt_substr(dt_rtgen_t *g)
{
	int ret0 = LBL(), have3 = LBL(), pos = LBL(), cntpos = LBL(), copy = LBL();
	int empty = LBL(), clamp = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: substr(dst, s, index, count, hascount)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	MOV(R7, R2);
	MOV(R8, R3);				/* index */
	MOV(R9, R4);				/* count */
	STX(BPF_DW, FP, R5, -8);
	rt_copy_s(g, -1, -1);			/* strlen(s), copying it to dst */
	ADDI(R0, -1);
	MOV(R5, R0);				/* len */
	LDX(BPF_DW, R1, FP, -8);
	JI(BPF_JNE, R1, 0, have3);
	MOVI(R9, g->S);
	AT(have3);
	JI(BPF_JSGE, R8, 0, pos);
	ALU(BPF_ADD, R8, R5);
	JI(BPF_JSGE, R8, 0, pos);
	MOV(R1, R8);
	ALU(BPF_ADD, R1, R9);
	JI(BPF_JSLE, R1, 0, pos);
	ALU(BPF_ADD, R9, R8);
	MOVI(R8, 0);
	AT(pos);
	JR(BPF_JSGE, R8, R5, empty);
	JI(BPF_JSLT, R8, 0, empty);
	JI(BPF_JSGE, R9, 0, cntpos);
	MOV(R1, R5);
	ALU(BPF_SUB, R1, R8);
	ALU(BPF_ADD, R9, R1);
	JA(copy);
	AT(cntpos);
	MOV(R1, R8);
	ALU(BPF_ADD, R1, R9);
	JI(BPF_JSLE, R1, g->S, copy);
	MOVI(R9, g->S);
	ALU(BPF_SUB, R9, R8);
	AT(copy);
	JI(BPF_JSLE, R9, 0, empty);
	JI(BPF_JGT, R8, g->S - 1, empty);
	JI(BPF_JLE, R9, g->S - 1, clamp);
	MOVI(R9, g->S - 1);
	AT(clamp);
	ADDI(R9, 1);
	rt_copy_s(g, R8, R9);
	RET(0);
	AT(empty);
	rt_empty(g, R6);
	AT(ret0);
	RET(0);
}

/*
 * search(s, sub, pos, flags): the position of sub in s, or -1.  flags:
 * bit 0, pos is given; bits 1-2, 0 index() (first match from pos on),
 * 1 rindex() (last match at or before pos), 2 strstr().  Positions and
 * the empty string follow illumos (and so Perl): index() clamps a
 * negative pos to 0, rindex() a pos past the end to the length; "" is
 * found at pos (index) or at the end (rindex).
 *
 * An outer loop over the candidate positions (state: W0 start, W1
 * direction, W2 length of sub, W3 result, W4 position) runs an inner loop
 * comparing sub there (W5: mismatch).
 */
static void
rt_search(dt_rtgen_t *g)
{
	int retm1 = LBL(), go = LBL(), rindex = LBL(), fwd = LBL(), p1 = LBL(), p2 = LBL();
	int rev = LBL(), loop = LBL(), outer = LBL(), inner = LBL(), stop1 = LBL(), cont = LBL();
	int mism = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: search(s, sub, pos, flags): index, rindex, strstr");
	rt_nonnull(g, R1, retm1);
	rt_nonnull(g, R2, retm1);
	MOV(R7, R2);
	MOV(R8, R3);
	STX(BPF_DW, FP, R4, -8);
	rt_mstate(g, R9, retm1);
	rt_strlen(g, R6, retm1);
	STX(BPF_DW, R9, R0, W(6));		/* len */
	rt_strlen(g, R7, retm1);
	STX(BPF_DW, R9, R0, W(2));		/* sublen */
	LDX(BPF_DW, R1, R9, W(6));
	MOV(R2, R0);
	MOV(R3, R1);
	ALU(BPF_OR, R3, R2);
	JI(BPF_JNE, R3, 0, go);
	RET(0);					/* "" in "": 0 */
	AT(go);
	LDX(BPF_DW, R4, FP, -8);
	MOV(R5, R4);
	ALUI(BPF_RSH, R5, 1);
	JI(BPF_JEQ, R5, 1, rindex);
	MOVI(R3, 0);				/* index, strstr: from 0 or pos */
	JI(BPF_JEQ, R5, 2, fwd);
	MOV(R0, R4);
	ALUI(BPF_AND, R0, 1);
	JI(BPF_JEQ, R0, 0, fwd);
	MOV(R3, R8);
	JI(BPF_JSGE, R3, 0, p1);
	MOVI(R3, 0);
	AT(p1);
	JR(BPF_JSLT, R3, R1, fwd);
	JI(BPF_JNE, R2, 0, retm1);		/* pos at or past the end */
	MOV(R0, R1);
	EXIT();
	AT(fwd);
	MOV(R0, R1);				/* positions start .. len - 1 */
	ALU(BPF_SUB, R0, R3);
	JI(BPF_JSLE, R0, 0, retm1);
	STX(BPF_DW, R9, R3, W(0));
	ST(BPF_DW, R9, W(1), 1);
	JA(loop);
	AT(rindex);
	MOV(R3, R1);				/* rindex: from len or pos down */
	MOV(R0, R4);
	ALUI(BPF_AND, R0, 1);
	JI(BPF_JEQ, R0, 0, rev);
	JI(BPF_JSGE, R8, 0, p2);
	JI(BPF_JNE, R2, 0, retm1);
	RET(0);
	AT(p2);
	MOV(R3, R8);
	JR(BPF_JSLE, R3, R1, rev);
	MOV(R3, R1);
	AT(rev);
	MOV(R0, R3);				/* positions start .. 0 */
	ADDI(R0, 1);
	STX(BPF_DW, R9, R3, W(0));
	ST(BPF_DW, R9, W(1), -1);
	AT(loop);
	ST(BPF_DW, R9, W(3), -1);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R6, CTX + 8);
	STX(BPF_DW, FP, R7, CTX + 16);
	rt_loop(g, R0, 0, outer, -1);
	LDX(BPF_DW, R0, R9, W(3));
	EXIT();
	AT(retm1);
	RET(-1);

	/* outer(i): p = start + dir * i; compare sub at p */
	AT(outer);
	EC(BPF_MOV64_REG(R6, R2), "search callback: does sub match at start + dir * i?");
	LDX(BPF_DW, R3, R6, CTX_MS);
	LDX(BPF_DW, R4, R3, W(0));
	LDX(BPF_DW, R5, R3, W(1));
	ALU(BPF_MUL, R5, R1);
	ALU(BPF_ADD, R4, R5);
	JI(BPF_JGT, R4, g->S - 1, stop1);
	STX(BPF_DW, R3, R4, W(4));
	ST(BPF_DW, R3, W(5), 0);
	LDX(BPF_DW, R1, R3, W(2));
	JI(BPF_JGT, R1, g->S, stop1);
	rt_loop(g, R1, 0, inner, R6);
	LDX(BPF_DW, R3, R6, CTX_MS);
	LDX(BPF_DW, R0, R3, W(5));
	JI(BPF_JNE, R0, 0, cont);
	LDX(BPF_DW, R0, R3, W(4));
	STX(BPF_DW, R3, R0, W(3));
	AT(stop1);
	RET(1);
	AT(cont);
	RET(0);

	/* inner(j): s[p + j] == sub[j]? */
	AT(inner);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "search callback: s[p + j] == sub[j]?");
	LDX(BPF_DW, R4, R3, W(4));
	ALU(BPF_ADD, R4, R1);
	JI(BPF_JGT, R4, g->S - 1, mism);
	JI(BPF_JGT, R1, g->S - 1, mism);
	LDX(BPF_DW, R5, R2, 8);
	ALU(BPF_ADD, R5, R4);
	LDX(BPF_B, R5, R5, 0);
	LDX(BPF_DW, R0, R2, 16);
	ALU(BPF_ADD, R0, R1);
	LDX(BPF_B, R0, R0, 0);
	JR(BPF_JNE, R5, R0, mism);
	RET(0);
	AT(mism);
	ST(BPF_DW, R3, W(5), 1);
	RET(1);
}

/* strstr(dst, s, sub): the rest of s from the first sub in it, or "" (NULL) */
static void
rt_strstr(dt_rtgen_t *g)
{
	int ret0 = LBL(), empty = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: strstr(dst, s, sub)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	MOV(R7, R2);
	MOV(R1, R2);
	MOV(R2, R3);
	MOVI(R3, 0);
	MOVI(R4, 2 << 1);
	dt_ir_call(g->ir, DT_SYM_SEARCH, NULL);
	JI(BPF_JGT, R0, g->S - 1, empty);	/* -1 too */
	rt_copy_s(g, R0, -1);
	RET(0);
	AT(empty);
	rt_empty(g, R6);
	AT(ret0);
	RET(0);
}

/*
 * strchr(dst, s, c, last): the rest of s from the first (last != 0: the
 * last) c in it, or "" (NULL).  c may be '\0': the end of s ("").
 * W0 position found, W1 c, W2 last.
 */
static void
rt_strchr(dt_rtgen_t *g)
{
	int ret0 = LBL(), empty = LBL(), cb = LBL(), stop = LBL(), nomatch = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: strchr(dst, s, c, last)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	MOV(R7, R2);
	MOV(R8, R3);
	ALUI(BPF_AND, R8, 0xff);
	STX(BPF_DW, FP, R4, -8);
	rt_mstate(g, R9, ret0);
	ST(BPF_DW, R9, W(0), -1);
	STX(BPF_DW, R9, R8, W(1));
	LDX(BPF_DW, R1, FP, -8);
	STX(BPF_DW, R9, R1, W(2));
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R7, CTX + 8);
	rt_loop(g, -1, g->S, cb, -1);
	LDX(BPF_DW, R0, R9, W(0));
	JI(BPF_JGT, R0, g->S - 1, empty);
	rt_copy_s(g, R0, -1);
	RET(0);
	AT(empty);
	rt_empty(g, R6);
	AT(ret0);
	RET(0);

	AT(cb);
	JIC(BPF_JGT, R1, g->S - 1, stop, "strchr callback: s[i] == c?");
	LDX(BPF_DW, R3, R2, CTX_MS);
	LDX(BPF_DW, R4, R2, 8);
	ALU(BPF_ADD, R4, R1);
	LDX(BPF_B, R4, R4, 0);
	LDX(BPF_DW, R5, R3, W(1));
	JR(BPF_JNE, R4, R5, nomatch);
	STX(BPF_DW, R3, R1, W(0));
	LDX(BPF_DW, R5, R3, W(2));
	JI(BPF_JEQ, R5, 0, stop);
	AT(nomatch);
	JI(BPF_JEQ, R4, 0, stop);
	RET(0);
	AT(stop);
	RET(1);
}

/* r0 = is byte reg (0..255) in the delimiter map W4..W7? (uses r0, r5) */
static void
rt_inmap(dt_rtgen_t *g, int msreg, int reg)
{
	MOV(R0, reg);
	ALUI(BPF_RSH, R0, 6);
	ALUI(BPF_LSH, R0, 3);
	ALU(BPF_ADD, R0, msreg);
	LDX(BPF_DW, R0, R0, W(4));
	MOV(R5, reg);
	ALUI(BPF_AND, R5, 63);
	ALU(BPF_RSH, R0, R5);
	ALUI(BPF_AND, R0, 1);
}

/*
 * strtok(dst, s, delim, cont): the next token.  Not cont: s is copied to
 * DT_RB_TOK and tokenizing starts there; cont (strtok(NULL, ...)): it goes
 * on at the saved position DT_RT_TOKPOS.  No token: "" (NULL) and no saved
 * position; then r0 = 2 for a continuation, which faults at address 0 as
 * DTrace's does.  The delimiters are a bitmap in W4..W7.
 */
static void
rt_strtok(dt_rtgen_t *g)
{
	int ret0 = LBL(), havepos = LBL(), none = LBL(), nopos = LBL();
	int mapcb = LBL(), skipcb = LBL(), tokcb = LBL(), stop = LBL(), stop2 = LBL();
	int cont = LBL(), setend = LBL(), stop3 = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: strtok(dst, s, delim, cont)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	MOV(R7, R2);
	MOV(R8, R3);
	STX(BPF_DW, FP, R4, -48);
	rt_lookup(g, DT_MAP_RTBUF, R9, ret0);
	ADDI(R9, DT_RB_TOK(g->S));
	STX(BPF_DW, FP, R9, CTX + 24);		/* the copy of the string */
	rt_mstate(g, R9, ret0);
	LDX(BPF_DW, R1, FP, -48);
	JI(BPF_JNE, R1, 0, havepos);
	LDX(BPF_DW, R1, FP, CTX + 24);
	MOVI(R2, g->S);
	MOV(R3, R7);
	CALL(probe_read_kernel_str);
	ST(BPF_DW, R9, RT(DT_RT_TOKPOS), 0);
	AT(havepos);
	LDX(BPF_DW, R1, R9, RT(DT_RT_TOKPOS));
	JI(BPF_JGT, R1, g->S - 1, nopos);
	STX(BPF_DW, R9, R1, W(0));
	for (int i = 4; i < 8; i++)
		ST(BPF_DW, R9, W(i), 0);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R8, CTX + 8);
	rt_loop(g, -1, g->S, mapcb, -1);
	ST(BPF_DW, R9, W(1), -1);
	rt_loop(g, -1, g->S, skipcb, -1);
	LDX(BPF_DW, R1, R9, W(1));
	JI(BPF_JGT, R1, g->S - 1, none);
	ST(BPF_DW, R9, W(2), g->S - 1);
	rt_loop(g, -1, g->S, tokcb, -1);
	LDX(BPF_DW, R1, R9, W(1));
	LDX(BPF_DW, R2, R9, W(2));
	JI(BPF_JGT, R1, g->S - 1, none);
	JI(BPF_JGT, R2, g->S - 1, none);
	STX(BPF_DW, R9, R2, RT(DT_RT_TOKPOS));
	ALU(BPF_SUB, R2, R1);
	ADDI(R2, 1);
	JI(BPF_JSLT, R2, 1, none);
	JI(BPF_JGT, R2, g->S, none);
	LDX(BPF_DW, R3, FP, CTX + 24);
	ALU(BPF_ADD, R3, R1);
	MOV(R1, R6);
	CALL(probe_read_kernel_str);
	RET(0);
	AT(none);
	ST(BPF_DW, R9, RT(DT_RT_TOKPOS), -1);
	rt_empty(g, R6);
	AT(ret0);
	RET(0);
	AT(nopos);
	rt_empty(g, R6);
	RET(2);

	/* mapcb(i): set delim[i]'s bit */
	AT(mapcb);
	JIC(BPF_JGT, R1, g->S - 1, stop, "strtok callback: delimiter map");
	LDX(BPF_DW, R3, R2, CTX_MS);
	LDX(BPF_DW, R4, R2, 8);
	ALU(BPF_ADD, R4, R1);
	LDX(BPF_B, R4, R4, 0);
	JI(BPF_JEQ, R4, 0, stop);
	MOV(R5, R4);
	ALUI(BPF_RSH, R5, 6);
	ALUI(BPF_LSH, R5, 3);
	ALU(BPF_ADD, R5, R3);
	LDX(BPF_DW, R0, R5, W(4));
	ALUI(BPF_AND, R4, 63);
	MOVI(R1, 1);
	ALU(BPF_LSH, R1, R4);
	ALU(BPF_OR, R0, R1);
	STX(BPF_DW, R5, R0, W(4));
	RET(0);
	AT(stop);
	RET(1);

	/* skipcb(i): the first non-delimiter from the position on -> W1 */
	AT(skipcb);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "strtok callback: skip delimiters");
	LDX(BPF_DW, R4, R3, W(0));
	ALU(BPF_ADD, R4, R1);
	JI(BPF_JGT, R4, g->S - 1, stop2);
	LDX(BPF_DW, R1, R2, 24);
	ALU(BPF_ADD, R1, R4);
	LDX(BPF_B, R1, R1, 0);
	JI(BPF_JEQ, R1, 0, stop2);
	rt_inmap(g, R3, R1);
	JI(BPF_JNE, R0, 0, cont);
	STX(BPF_DW, R3, R4, W(1));
	AT(stop2);
	RET(1);
	AT(cont);
	RET(0);

	/* tokcb(i): the end of the token (a delimiter or the NUL) -> W2 */
	AT(tokcb);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "strtok callback: find the token's end");
	LDX(BPF_DW, R4, R3, W(1));
	ALU(BPF_ADD, R4, R1);
	JI(BPF_JGT, R4, g->S - 1, stop3);
	LDX(BPF_DW, R1, R2, 24);
	ALU(BPF_ADD, R1, R4);
	LDX(BPF_B, R1, R1, 0);
	JI(BPF_JEQ, R1, 0, setend);
	rt_inmap(g, R3, R1);
	JI(BPF_JNE, R0, 0, setend);
	RET(0);
	AT(setend);
	STX(BPF_DW, R3, R4, W(2));
	AT(stop3);
	RET(1);
}

/* toupper/tolower(dst, s, upper): ASCII letters only, as DTrace */
static void
rt_case(dt_rtgen_t *g)
{
	int ret0 = LBL(), lower = LBL(), go = LBL(), cb = LBL(), stop = LBL(), notend = LBL();
	int store = LBL();

	JIC(BPF_JEQ, R1, 0, ret0, "runtime: toupper/tolower(dst, s, upper)");
	rt_nonnull(g, R2, ret0);
	STX(BPF_DW, FP, R1, CTX + 8);
	STX(BPF_DW, FP, R2, CTX + 16);
	JI(BPF_JEQ, R3, 0, lower);
	ST(BPF_DW, FP, CTX + 24, 'a');
	JA(go);
	AT(lower);
	ST(BPF_DW, FP, CTX + 24, 'A');
	AT(go);
	rt_loop(g, -1, g->S, cb, -1);
	AT(ret0);
	RET(0);

	AT(cb);
	JIC(BPF_JGT, R1, g->S - 1, stop, "case callback: dst[i] = s[i], case changed");
	LDX(BPF_DW, R3, R2, 16);
	ALU(BPF_ADD, R3, R1);
	LDX(BPF_B, R4, R3, 0);
	JI(BPF_JNE, R1, g->S - 1, notend);
	MOVI(R4, 0);
	AT(notend);
	LDX(BPF_DW, R5, R2, 24);
	MOV(R0, R4);
	ALU(BPF_SUB, R0, R5);
	JI(BPF_JGT, R0, 25, store);
	ALUI(BPF_XOR, R4, 0x20);
	AT(store);
	LDX(BPF_DW, R3, R2, 8);
	ALU(BPF_ADD, R3, R1);
	STX(BPF_B, R3, R4, 0);
	JI(BPF_JEQ, R4, 0, stop);
	RET(0);
	AT(stop);
	RET(1);
}

/*
 * basename/dirname(dst, s, dir), as illumos: "" gives "."; only slashes
 * give "/"; trailing slashes are ignored; no slash before the last
 * component: basename is it, dirname "."; the dirname of "/x" is "/".
 * One backward pass (W3 phase) finds W0 the basename's last character,
 * W1 its first, W2 the dirname's last (W4 the length).
 */
static void
rt_pathname(dt_rtgen_t *g)
{
	int ret0 = LBL(), dot = LBL(), nonempty = LBL(), haveb = LBL(), base = LBL();
	int dcopy = LBL(), b2 = LBL(), copy = LBL(), slash = LBL(), cb = LBL(), ph1 = LBL();
	int ph0 = LBL(), cont = LBL(), stop = LBL(), clamp = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: basename/dirname(dst, s, dir)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	MOV(R7, R2);
	STX(BPF_DW, FP, R3, -8);
	rt_mstate(g, R9, ret0);
	rt_strlen(g, R7, ret0);
	JI(BPF_JSGT, R0, 0, nonempty);
	AT(dot);
	ST(BPF_B, R6, 0, '.');
	ST(BPF_B, R6, 1, 0);
	RET(0);
	AT(nonempty);
	ST(BPF_DW, R9, W(0), -1);
	ST(BPF_DW, R9, W(1), -1);
	ST(BPF_DW, R9, W(2), -1);
	ST(BPF_DW, R9, W(3), 0);
	STX(BPF_DW, R9, R0, W(4));
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R7, CTX + 8);
	rt_loop(g, R0, 0, cb, -1);
	LDX(BPF_DW, R1, R9, W(0));
	LDX(BPF_DW, R2, R9, W(1));
	LDX(BPF_DW, R3, R9, W(2));
	JI(BPF_JSGE, R1, 0, haveb);
	AT(slash);
	ST(BPF_B, R6, 0, '/');
	ST(BPF_B, R6, 1, 0);
	RET(0);
	AT(haveb);
	LDX(BPF_DW, R4, FP, -8);
	JI(BPF_JEQ, R4, 0, base);
	JI(BPF_JSLT, R2, 0, dot);		/* dirname of a bare name */
	JI(BPF_JSGE, R3, 0, dcopy);
	MOVI(R3, 0);				/* "/x": "/" */
	AT(dcopy);
	MOVI(R4, 0);
	MOV(R5, R3);
	JA(copy);
	AT(base);
	MOV(R4, R2);
	JI(BPF_JSGE, R4, 0, b2);
	MOVI(R4, 0);
	AT(b2);
	MOV(R5, R1);
	AT(copy);				/* s[r4 .. r5] */
	JI(BPF_JGT, R4, g->S - 1, slash);
	JI(BPF_JGT, R5, g->S - 1, slash);
	ALU(BPF_SUB, R5, R4);
	JI(BPF_JSLT, R5, 0, slash);
	ADDI(R5, 2);
	JI(BPF_JLE, R5, g->S, clamp);
	MOVI(R5, g->S);
	AT(clamp);
	rt_copy_s(g, R4, R5);
	AT(ret0);
	RET(0);

	/* cb(i): s[len - 1 - i] */
	AT(cb);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "pathname callback: s[len - 1 - i]");
	LDX(BPF_DW, R4, R3, W(4));
	ADDI(R4, -1);
	ALU(BPF_SUB, R4, R1);
	JI(BPF_JGT, R4, g->S - 1, stop);
	LDX(BPF_DW, R5, R2, 8);
	ALU(BPF_ADD, R5, R4);
	LDX(BPF_B, R5, R5, 0);
	LDX(BPF_DW, R0, R3, W(3));
	JI(BPF_JEQ, R0, 0, ph0);
	JI(BPF_JEQ, R0, 1, ph1);
	JI(BPF_JEQ, R5, '/', cont);		/* phase 2: the dirname's last */
	STX(BPF_DW, R3, R4, W(2));
	JA(stop);
	AT(ph1);				/* phase 1: the slash before the basename */
	JI(BPF_JNE, R5, '/', cont);
	ADDI(R4, 1);
	STX(BPF_DW, R3, R4, W(1));
	ST(BPF_DW, R3, W(3), 2);
	JA(cont);
	AT(ph0);				/* phase 0: the basename's last */
	JI(BPF_JEQ, R5, '/', cont);
	STX(BPF_DW, R3, R4, W(0));
	ST(BPF_DW, R3, W(3), 1);
	AT(cont);
	RET(0);
	AT(stop);
	RET(1);
}

/*
 * cleanpath(dst, s): "//" -> "/", "/./" -> "/", "/../" removes the
 * component before it; trailing slashes stay.  This is illumos' loop, one
 * step per iteration (W0 next input position, W1 output length, W2 the
 * current character), a step consuming "/x", "/.x", "/..x" or "x"; like
 * illumos it stops 5 bytes short of strsize.  The backtrack of "/.." is an
 * inner loop.
 */
static void
rt_cleanpath(dt_rtgen_t *g)
{
	int ret0 = LBL(), clamp = LBL(), step = LBL(), back = LBL();
	int slash = LBL(), dot1 = LBL(), dot2 = LBL(), dotdot = LBL(), next = LBL();
	int save = LBL(), done = LBL(), donestore = LBL(), bstop = LBL(), notend = LBL();

#define RD(reg) do {							\
		int z_ = LBL(), inc_ = LBL();				\
		JI(BPF_JGT, R7, g->S - 1, z_);				\
		LDX(BPF_DW, reg, R6, 8);				\
		ALU(BPF_ADD, reg, R7);					\
		LDX(BPF_B, reg, reg, 0);				\
		JA(inc_);						\
		AT(z_);							\
		MOVI(reg, 0);						\
		AT(inc_);						\
		ADDI(R7, 1);						\
	} while (0)
#define WR(reg) do {							\
		LDX(BPF_DW, R2, R6, 16);				\
		ALU(BPF_ADD, R2, R8);					\
		STX(BPF_B, R2, reg, 0);					\
		ADDI(R8, 1);						\
	} while (0)
#define WRI(ch) do {							\
		LDX(BPF_DW, R2, R6, 16);				\
		ALU(BPF_ADD, R2, R8);					\
		ST(BPF_B, R2, 0, ch);					\
		ADDI(R8, 1);						\
	} while (0)

	EC(BPF_MOV64_REG(R6, R1), "runtime: cleanpath(dst, s)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	MOV(R7, R2);
	rt_mstate(g, R9, ret0);
	ST(BPF_B, R6, 0, '/');			/* what "/.." leaves before its NUL */
	LDX(BPF_B, R1, R7, 0);
	STX(BPF_DW, R9, R1, W(2));
	ST(BPF_DW, R9, W(0), 1);
	ST(BPF_DW, R9, W(1), 0);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R7, CTX + 8);
	STX(BPF_DW, FP, R6, CTX + 16);
	rt_loop(g, -1, g->S + 1, step, -1);
	LDX(BPF_DW, R1, R9, W(1));
	JI(BPF_JLE, R1, g->S - 1, clamp);
	MOVI(R1, g->S - 1);
	AT(clamp);
	ALU(BPF_ADD, R1, R6);
	ST(BPF_B, R1, 0, 0);
	AT(ret0);
	RET(0);

	/* step: r6 ctx, r7 input position, r8 output length, r9 character */
	AT(step);
	EC(BPF_MOV64_REG(R6, R2), "cleanpath callback: one step");
	LDX(BPF_DW, R3, R6, CTX_MS);
	LDX(BPF_DW, R7, R3, W(0));
	LDX(BPF_DW, R8, R3, W(1));
	LDX(BPF_DW, R9, R3, W(2));
	JI(BPF_JGT, R8, g->S - 6, done);	/* j + 5 >= strsize */
	JI(BPF_JEQ, R9, '/', slash);
	WR(R9);
	JI(BPF_JEQ, R9, 0, donestore);
	RD(R9);
	JA(save);
	AT(slash);
	RD(R1);
	JI(BPF_JEQ, R1, '/', next);		/* "//" */
	JI(BPF_JEQ, R1, '.', dot1);
	WRI('/');
	WR(R1);
	JI(BPF_JEQ, R1, 0, donestore);
	RD(R9);
	JA(save);
	AT(dot1);
	RD(R1);
	JI(BPF_JEQ, R1, '/', next);		/* "/./" */
	JI(BPF_JEQ, R1, '.', dot2);
	WRI('/');
	WRI('.');
	WR(R1);
	JI(BPF_JEQ, R1, 0, donestore);
	RD(R9);
	JA(save);
	AT(dot2);
	RD(R1);
	JI(BPF_JEQ, R1, '/', dotdot);
	JI(BPF_JEQ, R1, 0, dotdot);
	WRI('/');				/* "/..x" */
	WRI('.');
	WRI('.');
	WR(R1);
	RD(R9);
	JA(save);
	AT(dotdot);				/* "/../" or "/..": back to the last '/' */
	ADDI(R7, -1);
	LDX(BPF_DW, R3, R6, CTX_MS);
	STX(BPF_DW, R3, R7, W(0));
	STX(BPF_DW, R3, R8, W(1));
	STX(BPF_DW, R3, R1, W(2));
	rt_loop(g, -1, g->S, back, R6);
	LDX(BPF_DW, R3, R6, CTX_MS);
	LDX(BPF_DW, R7, R3, W(0));
	LDX(BPF_DW, R8, R3, W(1));
	LDX(BPF_DW, R1, R3, W(2));
	JI(BPF_JNE, R1, 0, notend);
	ADDI(R8, 1);				/* "/..": keep the slash */
	JA(donestore);
	AT(notend);
	RD(R9);
	JA(save);
	AT(next);
	MOVI(R9, '/');
	AT(save);
	LDX(BPF_DW, R3, R6, CTX_MS);
	STX(BPF_DW, R3, R7, W(0));
	STX(BPF_DW, R3, R8, W(1));
	STX(BPF_DW, R3, R9, W(2));
	RET(0);
	AT(donestore);
	LDX(BPF_DW, R3, R6, CTX_MS);
	STX(BPF_DW, R3, R8, W(1));
	AT(done);
	RET(1);

	/* back(k): while (j != 0 && dst[--j] != '/') */
	AT(back);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "cleanpath callback: back to the last '/'");
	LDX(BPF_DW, R4, R3, W(1));
	JI(BPF_JEQ, R4, 0, bstop);
	ADDI(R4, -1);
	STX(BPF_DW, R3, R4, W(1));
	JI(BPF_JGT, R4, g->S - 1, bstop);
	LDX(BPF_DW, R5, R2, 16);
	ALU(BPF_ADD, R5, R4);
	LDX(BPF_B, R5, R5, 0);
	JI(BPF_JEQ, R5, '/', bstop);
	RET(0);
	AT(bstop);
	RET(1);
#undef RD
#undef WR
#undef WRI
}

/* put the character in register (or constant) at the position in rp, moving down */
static void
rt_put(dt_rtgen_t *g, int msreg, int rp, int reg, int ch, int fail)
{
	JI(BPF_JGT, rp, DT_RT_NUMSZ - 1, fail);
	MOV(R2, msreg);
	ALU(BPF_ADD, R2, rp);
	if (reg >= 0)
		STX(BPF_B, R2, reg, RT(DT_RT_NUM));
	else
		ST(BPF_B, R2, RT(DT_RT_NUM), ch);
	ADDI(rp, -1);
}

/* copy the number formatted at DT_RT_NUM from position rp + 1 on to the string dst */
static void
rt_numout(dt_rtgen_t *g, int msreg, int rp, int dst, int fail)
{
	ADDI(rp, 1);
	JI(BPF_JGT, rp, DT_RT_NUMSZ - 1, fail);
	MOV(R3, msreg);
	ADDI(R3, RT(DT_RT_NUM));
	ALU(BPF_ADD, R3, rp);
	MOV(R1, dst);
	MOVI(R2, g->S);
	CALL(probe_read_kernel_str);
}

/*
 * lltostr(dst, value, base): r0 = 1 (illegal operation) for a base
 * outside 2..36.  Base 10 is signed; other bases show the 64 bits
 * unsigned, base 16 with "0x", base 8 with "0", as illumos.  Digits are
 * formatted backwards at DT_RT_NUM (W0 value left, W1 position, W2 base).
 */
static void
rt_lltostr(dt_rtgen_t *g)
{
	int ret0 = LBL(), ret1 = LBL(), pos = LBL(), nz16 = LBL(), n8 = LBL(), zero = LBL();
	int sign = LBL(), out = LBL(), cb = LBL(), alpha = LBL(), put = LBL(), stop = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: lltostr(dst, value, base)");
	rt_nonnull(g, R1, ret0);
	JI(BPF_JSLT, R3, 2, ret1);
	JI(BPF_JSGT, R3, 36, ret1);
	MOV(R7, R2);
	MOV(R8, R3);
	rt_mstate(g, R9, ret0);
	MOV(R1, R7);
	JI(BPF_JNE, R8, 10, pos);
	JI(BPF_JSGE, R7, 0, pos);
	E(BPF_NEG64(R1));
	AT(pos);
	STX(BPF_DW, R9, R1, W(0));
	ST(BPF_DW, R9, W(1), DT_RT_NUMSZ - 2);
	STX(BPF_DW, R9, R8, W(2));
	ST(BPF_B, R9, RT(DT_RT_NUM + DT_RT_NUMSZ - 1), 0);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	rt_loop(g, -1, 65, cb, -1);
	LDX(BPF_DW, R1, R9, W(1));
	JI(BPF_JNE, R7, 0, nz16);
	JI(BPF_JNE, R8, 16, nz16);
	rt_put(g, R9, R1, -1, '0', ret0);
	AT(nz16);
	JI(BPF_JNE, R8, 16, n8);
	rt_put(g, R9, R1, -1, 'x', ret0);
	AT(n8);
	JI(BPF_JEQ, R7, 0, zero);
	JI(BPF_JEQ, R8, 8, zero);
	JI(BPF_JEQ, R8, 16, zero);
	JA(sign);
	AT(zero);
	rt_put(g, R9, R1, -1, '0', ret0);
	AT(sign);
	JI(BPF_JNE, R8, 10, out);
	JI(BPF_JSGE, R7, 0, out);
	rt_put(g, R9, R1, -1, '-', ret0);
	AT(out);
	rt_numout(g, R9, R1, R6, ret0);
	AT(ret0);
	RET(0);
	AT(ret1);
	RET(1);

	/* cb: one digit */
	AT(cb);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "lltostr callback: one digit");
	LDX(BPF_DW, R4, R3, W(0));
	JI(BPF_JEQ, R4, 0, stop);
	LDX(BPF_DW, R5, R3, W(2));
	MOV(R0, R4);
	ALU(BPF_MOD, R0, R5);
	ALU(BPF_DIV, R4, R5);
	STX(BPF_DW, R3, R4, W(0));
	JI(BPF_JGT, R0, 9, alpha);
	ADDI(R0, '0');
	JA(put);
	AT(alpha);
	ADDI(R0, 'a' - 10);
	AT(put);
	LDX(BPF_DW, R4, R3, W(1));
	JI(BPF_JGT, R4, DT_RT_NUMSZ - 1, stop);
	MOV(R5, R3);
	ALU(BPF_ADD, R5, R4);
	STX(BPF_B, R5, R0, RT(DT_RT_NUM));
	ADDI(R4, -1);
	STX(BPF_DW, R3, R4, W(1));
	RET(0);
	AT(stop);
	RET(1);
}

/*
 * The decimal digits of the byte in r4, backwards at position r8 (callback
 * registers; r3 mstate), then a '.' unless r1 (the loop index) is 3.
 */
static void
rt_octet(dt_rtgen_t *g, int fail)
{
	int dot = LBL(), save = LBL();

	for (int d = 0; d < 3; d++) {
		MOV(R5, R4);
		ALUI(BPF_MOD, R5, 10);
		ADDI(R5, '0');
		rt_put(g, R3, R8, R5, 0, fail);
		ALUI(BPF_DIV, R4, 10);
		if (d < 2)
			JI(BPF_JEQ, R4, 0, dot);
	}
	AT(dot);
	JI(BPF_JEQ, R1, 3, save);
	rt_put(g, R3, R8, -1, '.', fail);
	AT(save);
}

/*
 * inet(dst, mode): the address at DT_RT_IN6 as text.  mode 0: the 4 bytes
 * of an IPv4 address, dotted decimal; 1 (inet_ntoa6) and 2 (inet_ntop):
 * 16 bytes of IPv6, as illumos writes them: groups in lower-case
 * hexadecimal, the longest run of zero groups (even one) as "::", an IPv4
 * mapped or compatible address with its IPv4 part dotted; inet_ntoa6()
 * gives that IPv4 part alone.  Written backwards at DT_RT_NUM (W1
 * position); W0 first zero byte, W2 candidate, W3 zero bytes, W5 IPv4
 * offset, W6 group.
 */
static void
rt_inet(dt_rtgen_t *g)
{
	int ret0 = LBL(), v6 = LBL(), out = LBL(), plain = LBL(), emb = LBL(), groups = LBL();
	int v4cb = LBL(), zcb = LBL(), gcb = LBL();
	int stop = LBL(), stop2 = LBL(), zc = LBL(), zret = LBL(), zend = LBL(), zlonger = LBL();
	int zset = LBL(), gstop = LBL(), gsave = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: inet(dst, mode): inet_ntoa, inet_ntoa6, inet_ntop");
	rt_nonnull(g, R1, ret0);
	MOV(R7, R2);
	rt_mstate(g, R9, ret0);
	ST(BPF_B, R9, RT(DT_RT_NUM + DT_RT_NUMSZ - 1), 0);
	ST(BPF_DW, R9, W(1), DT_RT_NUMSZ - 2);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	JI(BPF_JNE, R7, 0, v6);
	ST(BPF_DW, R9, W(5), 0);
	rt_loop(g, -1, 4, v4cb, -1);
	JA(out);
	AT(v6);
	ST(BPF_DW, R9, W(0), -1);
	ST(BPF_DW, R9, W(2), -1);
	ST(BPF_DW, R9, W(3), 1);
	rt_loop(g, -1, 16, zcb, -1);
	LDX(BPF_DW, R1, R9, RT(DT_RT_IN6));
	LDX(BPF_DW, R2, R9, RT(DT_RT_IN6 + 8));
	JI(BPF_JNE, R1, 0, plain);		/* bytes 0-7 */
	MOV(R3, R2);
	ALUI(BPF_AND, R3, 0xffff);		/* bytes 8-9 */
	JI(BPF_JNE, R3, 0, plain);
	MOV(R3, R2);
	ALUI(BPF_RSH, R3, 16);
	ALUI(BPF_AND, R3, 0xffff);		/* bytes 10-11 */
	JI(BPF_JEQ, R3, 0xffff, emb);		/* ::ffff:a.b.c.d */
	JI(BPF_JNE, R3, 0, plain);
	MOV(R3, R2);
	ALUI(BPF_RSH, R3, 32);			/* bytes 12-15: ::a.b.c.d, not :: or ::1 */
	JI(BPF_JEQ, R3, 0, plain);
	JI(BPF_JEQ, R3, 0x01000000, plain);
	AT(emb);
	ST(BPF_DW, R9, W(5), 12);
	rt_loop(g, -1, 4, v4cb, -1);
	JI(BPF_JEQ, R7, 1, out);
	ST(BPF_DW, R9, W(6), 10);
	JA(groups);
	AT(plain);
	ST(BPF_DW, R9, W(6), 14);
	AT(groups);
	rt_loop(g, -1, 8, gcb, -1);
	AT(out);
	LDX(BPF_DW, R1, R9, W(1));
	rt_numout(g, R9, R1, R6, ret0);
	AT(ret0);
	RET(0);

	/* v4cb(i): byte W5 + 3 - i, then '.' */
	AT(v4cb);
	EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "inet callback: an IPv4 byte");
	LDX(BPF_DW, R4, R3, W(5));
	ADDI(R4, 3);
	ALU(BPF_SUB, R4, R1);
	JI(BPF_JGT, R4, 15, stop);
	ALU(BPF_ADD, R4, R3);
	LDX(BPF_B, R4, R4, RT(DT_RT_IN6));
	LDX(BPF_DW, R8, R3, W(1));
	rt_octet(g, stop);
	STX(BPF_DW, R3, R8, W(1));
	RET(0);
	AT(stop);
	RET(1);

	/* zcb(i): illumos' search for the longest run of zero groups */
	AT(zcb);
	JIC(BPF_JGT, R1, 15, stop2, "inet callback: runs of zero bytes");
	LDX(BPF_DW, R3, R2, CTX_MS);
	MOV(R4, R3);
	ALU(BPF_ADD, R4, R1);
	LDX(BPF_B, R4, R4, RT(DT_RT_IN6));	/* byte */
	LDX(BPF_DW, R5, R3, W(2));		/* tryzero */
	JI(BPF_JNE, R4, 0, zc);
	JI(BPF_JNE, R5, -1, zc);
	MOV(R0, R1);
	ALUI(BPF_AND, R0, 1);
	JI(BPF_JNE, R0, 0, zc);
	STX(BPF_DW, R3, R1, W(2));		/* a run starts */
	JA(zret);
	AT(zc);
	JI(BPF_JEQ, R5, -1, zret);
	JI(BPF_JNE, R4, 0, zend);		/* the run ends */
	JI(BPF_JNE, R1, 15, zret);
	AT(zend);
	MOV(R0, R1);
	ALU(BPF_SUB, R0, R5);
	LDX(BPF_DW, R8, R3, W(3));
	JR(BPF_JSGT, R0, R8, zlonger);
	ST(BPF_DW, R3, W(2), -1);
	JA(zret);
	AT(zlonger);
	STX(BPF_DW, R3, R5, W(0));		/* firstzero = tryzero */
	MOV(R0, R1);
	ALUI(BPF_AND, R0, 1);
	MOV(R8, R1);
	ALU(BPF_SUB, R8, R0);
	ALU(BPF_SUB, R8, R5);			/* numzero = i - i % 2 - tryzero */
	ST(BPF_DW, R3, W(2), -1);
	JI(BPF_JNE, R4, 0, zset);
	JI(BPF_JNE, R1, 15, zset);
	ADDI(R8, 2);
	AT(zset);
	STX(BPF_DW, R3, R8, W(3));
	AT(zret);
	RET(0);
	AT(stop2);
	RET(1);

	/* gcb: the group at byte W6 (going down), or "::" for the zero run */
	{
		int dcolon = LBL(), gnocolon = LBL(), gnext = LBL();

		AT(gcb);
		EC(BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "inet callback: an IPv6 group");
		LDX(BPF_DW, R4, R3, W(6));
		JI(BPF_JSLT, R4, 0, gstop);
		LDX(BPF_DW, R5, R3, W(0));	/* firstzero */
		LDX(BPF_DW, R0, R3, W(3));	/* numzero */
		LDX(BPF_DW, R8, R3, W(1));
		MOV(R1, R5);
		ALU(BPF_ADD, R1, R0);
		ADDI(R1, -2);
		JR(BPF_JNE, R4, R1, dcolon);
		rt_put(g, R3, R8, -1, ':', gsave);
		rt_put(g, R3, R8, -1, ':', gsave);
		ALU(BPF_SUB, R4, R0);
		ADDI(R4, 2);
		JA(gnext);
		AT(dcolon);
		JI(BPF_JSGE, R4, 14, gnocolon);
		MOV(R1, R5);
		ADDI(R1, -2);
		JR(BPF_JEQ, R4, R1, gnocolon);
		rt_put(g, R3, R8, -1, ':', gsave);
		AT(gnocolon);
		JI(BPF_JGT, R4, 14, gsave);
		MOV(R1, R3);
		ALU(BPF_ADD, R1, R4);
		LDX(BPF_B, R0, R1, RT(DT_RT_IN6));
		LDX(BPF_B, R1, R1, RT(DT_RT_IN6 + 1));
		ALUI(BPF_LSH, R0, 8);
		ALU(BPF_OR, R1, R0);		/* the group's value */
		for (int d = 0; d < 4; d++) {
			int digit = LBL(), put = LBL();

			MOV(R5, R1);
			ALUI(BPF_AND, R5, 15);
			JI(BPF_JGT, R5, 9, digit);
			ADDI(R5, '0');
			JA(put);
			AT(digit);
			ADDI(R5, 'a' - 10);
			AT(put);
			rt_put(g, R3, R8, R5, 0, gsave);
			ALUI(BPF_RSH, R1, 4);
			if (d < 3)
				JI(BPF_JEQ, R1, 0, gnext);
		}
		AT(gnext);
		ADDI(R4, -2);
		STX(BPF_DW, R3, R4, W(6));
		STX(BPF_DW, R3, R8, W(1));
		RET(0);
		AT(gsave);
		STX(BPF_DW, R3, R8, W(1));
		AT(gstop);
		RET(1);
	}
}

/*
 * progeny(pid): 1 if the current process is pid or one of its
 * descendants: its real_parent chain (W0 task, W1 pid, W2 result), at
 * most 4096 generations, read with checked loads.
 */
static void
rt_progeny(dt_rtgen_t *g)
{
	const dt_btf_off_t *bo = dt_btf_task_offsets(g->dtp);
	int ret0 = LBL(), cb = LBL(), stop = LBL(), parent = LBL();

	EC(BPF_MOV64_REG(R6, R1), "runtime: progeny(pid)");
	rt_mstate(g, R9, ret0);
	CALL(get_current_task);
	STX(BPF_DW, R9, R0, W(0));
	STX(BPF_DW, R9, R6, W(1));
	ST(BPF_DW, R9, W(2), 0);
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	rt_loop(g, -1, 4096, cb, -1);
	LDX(BPF_DW, R0, R9, W(2));
	EXIT();
	AT(ret0);
	RET(0);

	AT(cb);
	EC(BPF_LDX_MEM(BPF_DW, R6, R2, CTX_MS), "progeny callback: this task's tgid, then its parent");
	ST(BPF_DW, FP, -8, 0);
	MOV(R1, FP);
	ADDI(R1, -8);
	MOVI(R2, 4);
	LDX(BPF_DW, R3, R6, W(0));
	ADDI(R3, bo ? bo->tgid : 0);
	CALL(probe_read_kernel);
	JI(BPF_JNE, R0, 0, stop);
	LDX(BPF_W, R1, FP, -8);
	LDX(BPF_DW, R2, R6, W(1));
	E(BPF_MOV32_REG(R2, R2));
	JR(BPF_JNE, R1, R2, parent);
	ST(BPF_DW, R6, W(2), 1);
	JA(stop);
	AT(parent);
	MOV(R1, FP);
	ADDI(R1, -8);
	MOVI(R2, 8);
	LDX(BPF_DW, R3, R6, W(0));
	ADDI(R3, bo ? bo->real_parent : 0);
	CALL(probe_read_kernel);
	JI(BPF_JNE, R0, 0, stop);
	LDX(BPF_DW, R1, FP, -8);
	JI(BPF_JEQ, R1, 0, stop);
	LDX(BPF_DW, R2, R6, W(0));
	JR(BPF_JEQ, R1, R2, stop);		/* init_task is its own parent */
	STX(BPF_DW, R6, R1, W(0));
	RET(0);
	AT(stop);
	RET(1);
}

/* ---- kernel structures: d_path(), cwd, root, execargs ---- */

/*
 * r0 = the u64 at base + off (base a register other than r1..r3) with a
 * checked read; on failure W7 = the address and jump to fault.  msreg
 * holds the mstate pointer.
 */
static void
rt_kread(dt_rtgen_t *g, int msreg, int base, int off, int fault)
{
	MOV(R3, base);
	ADDI(R3, off);
	STX(BPF_DW, msreg, R3, W(7));
	MOV(R1, FP);
	ADDI(R1, -8);
	MOVI(R2, 8);
	CALL(probe_read_kernel);
	JI(BPF_JNE, R0, 0, fault);
	LDX(BPF_DW, R0, FP, -8);
}

/* the offsets the path walk needs, from BTF; 0 if the kernel lacks one */
typedef struct rt_pathoff {
	int p_mnt, p_dentry, d_parent, d_name, d_hashprev, m_mnt, m_parent, m_mountpoint, v_root;
} rt_pathoff_t;

static int
rt_path_offsets(dtrace_hdl_t *dtp, rt_pathoff_t *o)
{
	o->p_mnt = dt_kernel_offset(dtp, "struct path", "mnt");
	o->p_dentry = dt_kernel_offset(dtp, "struct path", "dentry");
	o->d_parent = dt_kernel_offset(dtp, "struct dentry", "d_parent");
	o->d_name = dt_kernel_offset(dtp, "struct dentry", "d_name.name");
	o->d_hashprev = dt_kernel_offset(dtp, "struct dentry", "d_hash.pprev");
	o->m_mnt = dt_kernel_offset(dtp, "struct mount", "mnt");
	o->m_parent = dt_kernel_offset(dtp, "struct mount", "mnt_parent");
	o->m_mountpoint = dt_kernel_offset(dtp, "struct mount", "mnt_mountpoint");
	o->v_root = dt_kernel_offset(dtp, "struct vfsmount", "mnt_root");
	return o->p_mnt >= 0 && o->p_dentry >= 0 && o->d_parent >= 0 && o->d_name >= 0 &&
	    o->d_hashprev >= 0 &&
	    o->m_mnt >= 0 && o->m_parent >= 0 && o->m_mountpoint >= 0 && o->v_root >= 0;
}

static int
rt_execargs_offsets(dtrace_hdl_t *dtp, int *mm, int *start, int *end)
{
	*mm = dt_kernel_offset(dtp, "struct task_struct", "mm");
	*start = dt_kernel_offset(dtp, "struct mm_struct", "arg_start");
	*end = dt_kernel_offset(dtp, "struct mm_struct", "arg_end");
	return *mm >= 0 && *start >= 0 && *end >= 0;
}

int
dt_rt_kernel_ok(dtrace_hdl_t *dtp, int sym)
{
	rt_pathoff_t o;
	int a, b, c;

	if (sym == DT_SYM_DPATH)
		return rt_path_offsets(dtp, &o);
	if (sym == DT_SYM_EXECARGS)
		return rt_execargs_offsets(dtp, &a, &b, &c);
	return 1;
}

/*
 * d_path(dst, path): the path of a struct path (a mount and a dentry), as
 * the kernel's d_path() builds it, but up to the root of the mount tree
 * (of the mount namespace) rather than the current process's root, so
 * that cwd and root of a chrooted process show where it is.  r0 = 1 (W7
 * the address) when a read of kernel memory fails.
 *
 * A first loop walks from the dentry up: a dentry that is its mount's root
 * continues at the mountpoint in the parent mount (and the walk ends at a
 * mount that is its own parent, or a dentry that is its own parent);
 * other dentries go into a ring of the last dt_path_ring(strsize) ones
 * seen (W2 counts them), so the ring ends up holding the topmost ones.
 * A second loop copies "/name" for each from the top into the runtime
 * map's path buffer (2 * strsize bytes: each copy starts below strsize),
 * and the result is its first strsize - 1 bytes, as a long path is cut.
 * A dentry that is unhashed (removed) and not a root gets " (deleted)"
 * after its path, as the kernel's d_path() writes it.
 * W0 the dentry, W1 the vfsmount, W5 its mnt_root, W3 the position, W4
 * the path's own dentry, W6 a fault in a callback.
 */
static void
rt_dpath(dt_rtgen_t *g)
{
	rt_pathoff_t o;
	int ring, buf = DT_RB_PATH(g->S, g->dtp->scratchsize);
	int rbase = DT_RB_PATHRING(g->S, g->dtp->scratchsize);
	int ret0 = LBL(), fault = LBL(), walk = LBL(), copy = LBL(), out = LBL(), some = LBL();
	int clamp = LBL(), notroot = LBL(), stop = LBL(), wfault = LBL(), cstop = LBL();
	int cfault = LBL();
	const char *del = " (deleted)";
	int maxpos = g->S - 1 < 2 * g->S - 11 ? g->S - 1 : 2 * g->S - 11;

	rt_path_offsets(g->dtp, &o);
	ring = dt_path_ring(g->S);
	EC(BPF_MOV64_REG(R6, R1), "runtime: d_path(dst, path): d_path(), cwd, root");
	rt_nonnull(g, R1, ret0);
	MOV(R7, R2);
	rt_mstate(g, R9, ret0);
	rt_lookup(g, DT_MAP_RTBUF, R8, ret0);
	ST(BPF_DW, R9, W(2), 0);
	ST(BPF_DW, R9, W(3), 0);
	ST(BPF_DW, R9, W(6), 0);
	rt_kread(g, R9, R7, o.p_dentry, fault);
	STX(BPF_DW, R9, R0, W(0));
	STX(BPF_DW, R9, R0, W(4));
	rt_kread(g, R9, R7, o.p_mnt, fault);
	STX(BPF_DW, R9, R0, W(1));
	MOV(R7, R0);
	rt_kread(g, R9, R7, o.v_root, fault);
	STX(BPF_DW, R9, R0, W(5));
	STX(BPF_DW, FP, R9, CTX + CTX_MS);
	STX(BPF_DW, FP, R8, CTX + 8);
	rt_loop(g, -1, 4096, walk, -1);
	LDX(BPF_DW, R0, R9, W(6));
	JI(BPF_JNE, R0, 0, fault);
	LDX(BPF_DW, R1, R9, W(2));
	JI(BPF_JNE, R1, 0, some);
	ST(BPF_H, R8, buf, '/');		/* the root itself: "/" */
	JA(out);
	AT(some);
	JI(BPF_JLE, R1, ring, clamp);
	MOVI(R1, ring);
	AT(clamp);
	rt_loop(g, R1, 0, copy, -1);
	LDX(BPF_DW, R0, R9, W(6));
	JI(BPF_JNE, R0, 0, fault);
	/* removed: d_hash.pprev is NULL (and the dentry is not a root) */
	LDX(BPF_DW, R7, R9, W(4));
	rt_kread(g, R9, R7, o.d_parent, fault);
	JR(BPF_JEQ, R0, R7, out);
	rt_kread(g, R9, R7, o.d_hashprev, fault);
	JI(BPF_JNE, R0, 0, out);
	LDX(BPF_DW, R1, R9, W(3));
	JI(BPF_JGT, R1, maxpos, out);		/* no room: cut, as a long path */
	ALU(BPF_ADD, R1, R8);
	for (int i = 0; del[i] != '\0'; i++)
		ST(BPF_B, R1, buf + i, del[i]);
	ST(BPF_B, R1, buf + (int)strlen(del), 0);
	AT(out);
	MOV(R1, R6);				/* dst = its first strsize - 1 bytes */
	MOVI(R2, g->S);
	MOV(R3, R8);
	ADDI(R3, buf);
	CALL(probe_read_kernel_str);
	AT(ret0);
	RET(0);
	AT(fault);
	RET(1);

	/* walk(i): one step up from dentry W0 in vfsmount W1 (root W5) */
	AT(walk);
	EC(BPF_LDX_MEM(BPF_DW, R9, R2, CTX_MS), "d_path walk callback: one step up");
	LDX(BPF_DW, R8, R2, 8);
	LDX(BPF_DW, R6, R9, W(0));
	LDX(BPF_DW, R7, R9, W(1));
	LDX(BPF_DW, R0, R9, W(5));
	JR(BPF_JNE, R0, R6, notroot);
	/* the root of its mount: go on at the mountpoint in the parent mount */
	ADDI(R7, -o.m_mnt);			/* struct mount */
	rt_kread(g, R9, R7, o.m_parent, wfault);
	JR(BPF_JEQ, R0, R7, stop);		/* its own parent: the top */
	JI(BPF_JEQ, R0, 0, stop);
	STX(BPF_DW, FP, R0, -16);
	rt_kread(g, R9, R7, o.m_mountpoint, wfault);
	STX(BPF_DW, R9, R0, W(0));
	LDX(BPF_DW, R7, FP, -16);
	ADDI(R7, o.m_mnt);
	STX(BPF_DW, R9, R7, W(1));
	rt_kread(g, R9, R7, o.v_root, wfault);
	STX(BPF_DW, R9, R0, W(5));
	RET(0);
	AT(notroot);
	rt_kread(g, R9, R6, o.d_parent, wfault);
	JR(BPF_JEQ, R0, R6, stop);		/* a root not reached as a mount's */
	STX(BPF_DW, R9, R0, W(0));
	LDX(BPF_DW, R1, R9, W(2));		/* ring[W2 % ring] = dentry */
	MOV(R2, R1);
	ALUI(BPF_AND, R2, ring - 1);
	ALUI(BPF_LSH, R2, 3);
	MOV(R3, R8);
	ADDI(R3, rbase);
	ALU(BPF_ADD, R3, R2);
	STX(BPF_DW, R3, R6, 0);
	ADDI(R1, 1);
	STX(BPF_DW, R9, R1, W(2));
	RET(0);
	AT(stop);
	RET(1);
	AT(wfault);
	ST(BPF_DW, R9, W(6), 1);
	RET(1);

	/* copy(i): "/" and the name of the i-th component from the top */
	AT(copy);
	EC(BPF_MOV64_REG(R7, R1), "d_path copy callback: \"/name\" of a component");
	LDX(BPF_DW, R9, R2, CTX_MS);
	LDX(BPF_DW, R8, R2, 8);
	LDX(BPF_DW, R1, R9, W(2));		/* ring[(W2 - 1 - i) % ring] */
	ADDI(R1, -1);
	ALU(BPF_SUB, R1, R7);
	ALUI(BPF_AND, R1, ring - 1);
	ALUI(BPF_LSH, R1, 3);
	MOV(R3, R8);
	ADDI(R3, rbase);
	ALU(BPF_ADD, R3, R1);
	LDX(BPF_DW, R6, R3, 0);
	LDX(BPF_DW, R7, R9, W(3));		/* the position */
	JI(BPF_JGT, R7, g->S - 2, cstop);	/* full */
	MOV(R1, R8);
	ADDI(R1, buf);
	ALU(BPF_ADD, R1, R7);
	ST(BPF_B, R1, 0, '/');
	rt_kread(g, R9, R6, o.d_name, cfault);
	STX(BPF_DW, R9, R0, W(7));
	MOV(R3, R0);
	MOV(R1, R8);
	ADDI(R1, buf + 1);
	ALU(BPF_ADD, R1, R7);
	MOVI(R2, g->S);
	CALL(probe_read_kernel_str);
	JI(BPF_JSLT, R0, 1, cfault);
	ALU(BPF_ADD, R7, R0);			/* "/" + name: the length with its NUL */
	STX(BPF_DW, R9, R7, W(3));
	RET(0);
	AT(cstop);
	RET(1);
	AT(cfault);
	ST(BPF_DW, R9, W(6), 1);
	RET(1);
}

/*
 * execargs(dst): the current process's arguments, the bytes from its
 * mm->arg_start to arg_end (the user memory of /proc/PID/cmdline) with
 * the NULs between arguments shown as spaces, cut at strsize - 1 bytes;
 * "" for a kernel thread (no mm).  r0 = 1 (W7 the address) when a read
 * fails (a paged-out argument page reads as a fault: a BPF program cannot
 * fault it in).
 */
static void
rt_execargs(dt_rtgen_t *g)
{
	int omm, ostart, oend;
	int ret0 = LBL(), fault = LBL(), clamp = LBL(), scan = LBL(), cb = LBL(), cont = LBL();
	int stop = LBL();

	rt_execargs_offsets(g->dtp, &omm, &ostart, &oend);
	EC(BPF_MOV64_REG(R6, R1), "runtime: execargs(dst)");
	rt_nonnull(g, R1, ret0);
	ST(BPF_B, R6, 0, 0);
	rt_mstate(g, R9, ret0);
	CALL(get_current_task);
	MOV(R7, R0);
	rt_kread(g, R9, R7, omm, fault);
	JI(BPF_JEQ, R0, 0, ret0);		/* a kernel thread */
	MOV(R7, R0);
	rt_kread(g, R9, R7, oend, fault);
	STX(BPF_DW, FP, R0, -16);
	rt_kread(g, R9, R7, ostart, fault);
	MOV(R8, R0);
	LDX(BPF_DW, R7, FP, -16);
	ALU(BPF_SUB, R7, R8);			/* the length */
	JI(BPF_JSLE, R7, 0, ret0);
	STX(BPF_DW, FP, R7, -24);
	JI(BPF_JLE, R7, g->S - 1, clamp);
	MOVI(R7, g->S - 1);
	AT(clamp);
	STX(BPF_DW, R9, R8, W(7));
	MOV(R1, R6);
	MOV(R2, R7);
	MOV(R3, R8);
	CALL(probe_read_user);
	JI(BPF_JNE, R0, 0, fault);
	MOV(R1, R6);
	ALU(BPF_ADD, R1, R7);
	ST(BPF_B, R1, 0, 0);
	/* NULs become spaces, but the last byte's when it ends the arguments */
	MOV(R1, R7);
	LDX(BPF_DW, R2, FP, -24);
	JR(BPF_JNE, R2, R7, scan);
	ADDI(R1, -1);
	AT(scan);
	STX(BPF_DW, FP, R6, CTX + 8);
	rt_loop(g, R1, 0, cb, -1);
	RET(0);
	AT(ret0);
	RET(0);
	AT(fault);
	RET(1);

	/* cb(i): dst[i] = ' ' if it is NUL */
	AT(cb);
	JIC(BPF_JGT, R1, g->S - 2, stop, "execargs callback: a NUL becomes a space");
	LDX(BPF_DW, R3, R2, 8);
	ALU(BPF_ADD, R3, R1);
	LDX(BPF_B, R4, R3, 0);
	JI(BPF_JNE, R4, 0, cont);
	ST(BPF_B, R3, 0, ' ');
	AT(cont);
	RET(0);
	AT(stop);
	RET(1);
}

/* ---- the table ---- */
static const struct {
	int sym;
	const char *name;
	const char *params;
	void (*gen)(dt_rtgen_t *);
} dt_rts[] = {
	{ DT_SYM_STRLEN, "dt_strlen", "S", rt_strlen_fn },
	{ DT_SYM_STRJOIN, "dt_strjoin", "SSS", rt_strjoin },
	{ DT_SYM_SUBSTR, "dt_substr", "SSIII", rt_substr },
	{ DT_SYM_SEARCH, "dt_search", "SSII", rt_search },
	{ DT_SYM_STRSTR, "dt_strstr", "SSS", rt_strstr },
	{ DT_SYM_STRCHR, "dt_strchr", "SSII", rt_strchr },
	{ DT_SYM_STRTOK, "dt_strtok", "SSSI", rt_strtok },
	{ DT_SYM_CASE, "dt_case", "SSI", rt_case },
	{ DT_SYM_PATHNAME, "dt_pathname", "SSI", rt_pathname },
	{ DT_SYM_CLEANPATH, "dt_cleanpath", "SS", rt_cleanpath },
	{ DT_SYM_LLTOSTR, "dt_lltostr", "SII", rt_lltostr },
	{ DT_SYM_INET, "dt_inet", "SI", rt_inet },
	{ DT_SYM_PROGENY, "dt_progeny", "I", rt_progeny },
	{ DT_SYM_DPATH, "dt_d_path", "SI", rt_dpath },
	{ DT_SYM_EXECARGS, "dt_execargs", "S", rt_execargs },
};

static int
rt_index(int sym)
{
	for (size_t i = 0; i < sizeof(dt_rts) / sizeof(dt_rts[0]); i++)
		if (dt_rts[i].sym == sym)
			return (int)i;
	return -1;
}

const char *
dt_rt_name(int sym)
{
	int i = rt_index(sym);

	return i < 0 ? NULL : dt_rts[i].name;
}

const char *
dt_rt_params(int sym)
{
	int i = rt_index(sym);

	return i < 0 ? NULL : dt_rts[i].params;
}

void
dt_rt_gen(dtrace_hdl_t *dtp, int sym, dt_irbuf_t *ir)
{
	dt_rtgen_t g = { dtp, ir, dtp->strsize, dtp->ms_rt };
	int i = rt_index(sym);

	if (i < 0)
		abort();
	dt_rts[i].gen(&g);
	dt_ir_resolve(ir);
}
