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
 * basename/dirname of "", "/" and trailing slashes (cleanpath is Oracle's,
 * which fixes illumos' relative paths: see rt_cleanpath), lltostr's
 * bases and prefixes, RFC 1884 IPv6 text with "::" for the longest run of
 * zero groups; link_ntop() (Oracle's) writes bytes as "xx:xx:...".  A NULL string result is an empty string here: a D string
 * value is always a buffer (DTrace compares a NULL string as "").
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_front.h"

typedef struct dt_rtgen {
	dtrace_hdl_t *dtp;
	dt_irbuf_t *ir;
	int S;		/* strsize: the bytes of a string buffer */
	int L;		/* the strsize option (DT_STROPT), less than S */
	int rt;		/* mstate offset of the runtime area */
} dt_rtgen_t;

enum { R0 = BPF_REG_0, R1, R2, R3, R4, R5, R6, R7, R8, R9, FP };

/* offsets from the mstate pointer: word n of the runtime area, offset o in it */
static int
rt_w(const dt_rtgen_t *g, int n)
{
	return g->rt + DT_RT_W(n);
}

static int
rt_off(const dt_rtgen_t *g, int o)
{
	return g->rt + o;
}

/* return the constant v */
static void
rt_ret(dt_rtgen_t *g, int v)
{
	emit(g->ir, BPF_MOV64_IMM(R0, v));
	emit(g->ir, BPF_EXIT_INSN());
}

/* callback contexts are 32 bytes at fp-32: [0] mstate, [8], [16], [24] */
#define CTX		(-32)
#define CTX_MS		0

/* if the pointer argument in reg is NULL, return 0 */
static void
rt_nonnull(dt_rtgen_t *g, int reg, int ret0)
{
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, reg, 0, 0), ret0);
}

/* dst = this CPU's value of map (key 0 at fp-40); fail if none */
static void
rt_lookup(dt_rtgen_t *g, int map, int dst, int fail)
{
	emit(g->ir, BPF_ST_MEM(BPF_W, FP, -40, 0));
	emit_ldmap(g->ir, R1, map);
	emit(g->ir, BPF_MOV64_REG(R2, FP));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R2, -40));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), fail);
	emit(g->ir, BPF_MOV64_REG(dst, R0));
}

/* dst = this CPU's mstate; fail if none */
static void
rt_mstate(dt_rtgen_t *g, int dst, int fail)
{
	rt_lookup(g, DT_MAP_SCRATCH, dst, fail);
}

/*
 * Copy the string s (R7) from offset off (a register, or none when < 0),
 * at most len bytes (a register, or strsize when < 0), to dst (R6).
 */
static void
rt_copy_s(dt_rtgen_t *g, int off, int len)
{
	emit(g->ir, BPF_MOV64_REG(R1, R6));
	if (len < 0)
		emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	else
		emit(g->ir, BPF_MOV64_REG(R2, len));
	emit(g->ir, BPF_MOV64_REG(R3, R7));
	if (off >= 0)
		emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, off));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
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
		emit(g->ir, BPF_MOV64_IMM(R1, nr));
	else if (nrreg != R1)
		emit(g->ir, BPF_MOV64_REG(R1, nrreg));
	emit_funcaddr(g->ir, R2, cb);
	if (ctxreg >= 0) {
		emit(g->ir, BPF_MOV64_REG(R3, ctxreg));
	} else {
		emit(g->ir, BPF_MOV64_REG(R3, FP));
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, CTX));
	}
	emit(g->ir, BPF_MOV64_IMM(R4, 0));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_loop));
}

/*
 * r0 = strlen of the string at sreg (not r0..r3), copied to the junk
 * buffer of the runtime map for that; fail if there is no such map
 */
static void
rt_strlen(dt_rtgen_t *g, int sreg, int fail)
{
	rt_lookup(g, DT_MAP_RTBUF, R1, fail);
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_MOV64_REG(R3, sreg));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, -1));
}

/* strlen(s) */
static void
rt_strlen_fn(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: strlen(s)");
	rt_nonnull(g, R1, ret0);
	rt_strlen(g, R6, ret0);
	emit(g->ir, BPF_EXIT_INSN());
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
}

/* dst (register) = "" */
static void
rt_empty(dt_rtgen_t *g, int dst)
{
	emit(g->ir, BPF_ST_MEM(BPF_B, dst, 0, 0));
}

/*
 * strjoin(dst, a, b): a then b; r0 = 1 (out of scratch space, as DTrace
 * has it) when they do not fit in strsize bytes together with the NUL
 * (illumos builds the result in strsize bytes of scratch).
 */
static void
rt_strjoin(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), ret1 = ir_label(g->ir), cb = ir_label(g->ir);
	int stop = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: strjoin(dst, a, b)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));
	rt_mstate(g, R9, ret0);
	rt_strlen(g, R8, ret0);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 1)));		/* strlen(b) */
	rt_copy_s(g, -1, -1);			/* a -> dst */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, -1));				/* strlen(a) */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 1)));
	emit(g->ir, BPF_MOV64_REG(R2, R0));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R2, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGT, R2, g->L - 1, 0), ret1);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 0)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, 1));	/* copy b with its NUL */
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R8, CTX + 8));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R6, CTX + 16));
	rt_loop(g, R1, 0, cb, -1);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
	ir_place(g->ir, ret1);
	rt_ret(g, 1);

	/* cb(i): dst[strlen(a) + i] = b[i] */
	ir_place(g->ir, cb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), stop,
	    "strjoin callback: dst[strlen(a) + i] = b[i]");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R5, R5, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R2, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R0, R4));
	emit(g->ir, BPF_STX_MEM(BPF_B, R0, R5, 0));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
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
	int ret0 = ir_label(g->ir), have3 = ir_label(g->ir), pos = ir_label(g->ir);
	int cntpos = ir_label(g->ir), copy = ir_label(g->ir);
	int empty = ir_label(g->ir), clamp = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: substr(dst, s, index, count, hascount)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));				/* index */
	emit(g->ir, BPF_MOV64_REG(R9, R4));				/* count */
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R5, -8));
	rt_copy_s(g, -1, -1);			/* strlen(s), copying it to dst */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, -1));
	emit(g->ir, BPF_MOV64_REG(R5, R0));				/* len */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, FP, -8));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 0, 0), have3);
	emit(g->ir, BPF_MOV64_IMM(R9, g->S));
	ir_place(g->ir, have3);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R8, 0, 0), pos);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R8, R5));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R8, 0, 0), pos);
	emit(g->ir, BPF_MOV64_REG(R1, R8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R9));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLE, R1, 0, 0), pos);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R9, R8));
	emit(g->ir, BPF_MOV64_IMM(R8, 0));
	ir_place(g->ir, pos);
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JSGE, R8, R5, 0), empty);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R8, 0, 0), empty);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R9, 0, 0), cntpos);
	emit(g->ir, BPF_MOV64_REG(R1, R5));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R1, R8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R9, R1));
	emit_jmp(g->ir, BPF_JMP_A(0), copy);
	ir_place(g->ir, cntpos);
	emit(g->ir, BPF_MOV64_REG(R1, R8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R9));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLE, R1, g->S, 0), copy);
	emit(g->ir, BPF_MOV64_IMM(R9, g->S));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R9, R8));
	ir_place(g->ir, copy);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLE, R9, 0, 0), empty);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R8, g->S - 1, 0), empty);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R9, g->S - 1, 0), clamp);
	emit(g->ir, BPF_MOV64_IMM(R9, g->S - 1));
	ir_place(g->ir, clamp);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R9, 1));
	rt_copy_s(g, R8, R9);
	rt_ret(g, 0);
	ir_place(g->ir, empty);
	rt_empty(g, R6);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
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
	int retm1 = ir_label(g->ir), go = ir_label(g->ir), rindex = ir_label(g->ir);
	int fwd = ir_label(g->ir), p1 = ir_label(g->ir), p2 = ir_label(g->ir);
	int rev = ir_label(g->ir), loop = ir_label(g->ir), outer = ir_label(g->ir);
	int inner = ir_label(g->ir), stop1 = ir_label(g->ir), cont = ir_label(g->ir);
	int mism = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1),
	    "runtime: search(s, sub, pos, flags): index, rindex, strstr");
	rt_nonnull(g, R1, retm1);
	rt_nonnull(g, R2, retm1);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R4, -8));
	rt_mstate(g, R9, retm1);
	rt_strlen(g, R6, retm1);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 6)));		/* len */
	rt_strlen(g, R7, retm1);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 2)));		/* sublen */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 6)));
	emit(g->ir, BPF_MOV64_REG(R2, R0));
	emit(g->ir, BPF_MOV64_REG(R3, R1));
	emit(g->ir, BPF_ALU64_REG(BPF_OR, R3, R2));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R3, 0, 0), go);
	rt_ret(g, 0);					/* "" in "": 0 */
	ir_place(g->ir, go);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, FP, -8));
	emit(g->ir, BPF_MOV64_REG(R5, R4));
	emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R5, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, 1, 0), rindex);
	emit(g->ir, BPF_MOV64_IMM(R3, 0));	/* index, strstr: from 0 or pos */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, 2, 0), fwd);
	emit(g->ir, BPF_MOV64_REG(R0, R4));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R0, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), fwd);
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R3, 0, 0), p1);
	emit(g->ir, BPF_MOV64_IMM(R3, 0));
	ir_place(g->ir, p1);
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JSLT, R3, R1, 0), fwd);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R2, 0, 0), retm1);		/* pos at or past the end */
	emit(g->ir, BPF_MOV64_REG(R0, R1));
	emit(g->ir, BPF_EXIT_INSN());
	ir_place(g->ir, fwd);
	emit(g->ir, BPF_MOV64_REG(R0, R1));	/* positions start .. len - 1 */
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R0, R3));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLE, R0, 0, 0), retm1);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R3, rt_w(g, 0)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), 1));
	emit_jmp(g->ir, BPF_JMP_A(0), loop);
	ir_place(g->ir, rindex);
	emit(g->ir, BPF_MOV64_REG(R3, R1));	/* rindex: from len or pos down */
	emit(g->ir, BPF_MOV64_REG(R0, R4));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R0, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), rev);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R8, 0, 0), p2);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R2, 0, 0), retm1);
	rt_ret(g, 0);
	ir_place(g->ir, p2);
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JSLE, R3, R1, 0), rev);
	emit(g->ir, BPF_MOV64_REG(R3, R1));
	ir_place(g->ir, rev);
	emit(g->ir, BPF_MOV64_REG(R0, R3));				/* positions start .. 0 */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, 1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R3, rt_w(g, 0)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), -1));
	ir_place(g->ir, loop);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), -1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R6, CTX + 8));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R7, CTX + 16));
	rt_loop(g, R0, 0, outer, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 3)));
	emit(g->ir, BPF_EXIT_INSN());
	ir_place(g->ir, retm1);
	rt_ret(g, -1);

	/* outer(i): p = start + dir * i; compare sub at p */
	ir_place(g->ir, outer);
	emit_c(g->ir, BPF_MOV64_REG(R6, R2), "search callback: does sub match at start + dir * i?");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 1)));
	emit(g->ir, BPF_ALU64_REG(BPF_MUL, R5, R1));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R5));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop1);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 4)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 5), 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R3, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S, 0), stop1);
	rt_loop(g, R1, 0, inner, R6);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 5)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), cont);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 4)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R0, rt_w(g, 3)));
	ir_place(g->ir, stop1);
	rt_ret(g, 1);
	ir_place(g->ir, cont);
	rt_ret(g, 0);

	/* inner(j): s[p + j] == sub[j]? */
	ir_place(g->ir, inner);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "search callback: s[p + j] == sub[j]?");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 4)));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), mism);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), mism);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R4));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R5, R5, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R2, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R0, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R0, R0, 0));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R5, R0, 0), mism);
	rt_ret(g, 0);
	ir_place(g->ir, mism);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 5), 1));
	rt_ret(g, 1);
}

/* strstr(dst, s, sub): the rest of s from the first sub in it, or "" (NULL) */
static void
rt_strstr(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), empty = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: strstr(dst, s, sub)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R1, R2));
	emit(g->ir, BPF_MOV64_REG(R2, R3));
	emit(g->ir, BPF_MOV64_IMM(R3, 0));
	emit(g->ir, BPF_MOV64_IMM(R4, 2 << 1));
	emit_call_c(g->ir, DT_SYM_SEARCH, NULL);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R0, g->S - 1, 0), empty);	/* -1 too */
	rt_copy_s(g, R0, -1);
	rt_ret(g, 0);
	ir_place(g->ir, empty);
	rt_empty(g, R6);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
}

/*
 * strchr(dst, s, c, last): the rest of s from the first (last != 0: the
 * last) c in it, or "" (NULL).  c may be '\0': the end of s ("").
 * W0 position found, W1 c, W2 last.
 */
static void
rt_strchr(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), empty = ir_label(g->ir), cb = ir_label(g->ir);
	int stop = ir_label(g->ir), nomatch = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: strchr(dst, s, c, last)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R8, 0xff));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R4, -8));
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 0), -1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R8, rt_w(g, 1)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, FP, -8));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R1, rt_w(g, 2)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R7, CTX + 8));
	rt_loop(g, -1, g->S, cb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R0, g->S - 1, 0), empty);
	rt_copy_s(g, R0, -1);
	rt_ret(g, 0);
	ir_place(g->ir, empty);
	rt_empty(g, R6);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	ir_place(g->ir, cb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), stop,
	    "strchr callback: s[i] == c?");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R4, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 1)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R4, R5, 0), nomatch);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, 0, 0), stop);
	ir_place(g->ir, nomatch);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), stop);
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
}

/* r0 = is byte reg (0..255) in the delimiter map W4..W7? (uses r0, r5) */
static void
rt_inmap(dt_rtgen_t *g, int msreg, int reg)
{
	emit(g->ir, BPF_MOV64_REG(R0, reg));
	emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R0, 6));
	emit(g->ir, BPF_ALU64_IMM(BPF_LSH, R0, 3));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R0, msreg));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R0, rt_w(g, 4)));
	emit(g->ir, BPF_MOV64_REG(R5, reg));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R5, 63));
	emit(g->ir, BPF_ALU64_REG(BPF_RSH, R0, R5));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R0, 1));
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
	int ret0 = ir_label(g->ir), havepos = ir_label(g->ir), none = ir_label(g->ir);
	int nopos = ir_label(g->ir);
	int mapcb = ir_label(g->ir), skipcb = ir_label(g->ir), tokcb = ir_label(g->ir);
	int stop = ir_label(g->ir), stop2 = ir_label(g->ir);
	int cont = ir_label(g->ir), setend = ir_label(g->ir), stop3 = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: strtok(dst, s, delim, cont)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	rt_nonnull(g, R3, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R4, -48));
	rt_lookup(g, DT_MAP_RTBUF, R9, ret0);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R9, DT_RB_TOK(g->S)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + 24));		/* the copy of the string */
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, FP, -48));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 0, 0), havepos);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, FP, CTX + 24));
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_MOV64_REG(R3, R7));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_off(g, DT_RT_TOKPOS), 0));
	ir_place(g->ir, havepos);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_off(g, DT_RT_TOKPOS)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), nopos);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R1, rt_w(g, 0)));
	for (int i = 4; i < 8; i++)
		emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, i), 0));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R8, CTX + 8));
	rt_loop(g, -1, g->S, mapcb, -1);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), -1));
	rt_loop(g, -1, g->S, skipcb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 1)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), none);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), g->S - 1));
	rt_loop(g, -1, g->S, tokcb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 1)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, R9, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), none);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R2, g->S - 1, 0), none);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R2, rt_off(g, DT_RT_TOKPOS)));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R2, R1));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R2, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R2, 1, 0), none);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R2, g->S, 0), none);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, FP, CTX + 24));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R1));
	emit(g->ir, BPF_MOV64_REG(R1, R6));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	rt_ret(g, 0);
	ir_place(g->ir, none);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_off(g, DT_RT_TOKPOS), -1));
	rt_empty(g, R6);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
	ir_place(g->ir, nopos);
	rt_empty(g, R6);
	rt_ret(g, 2);

	/* mapcb(i): set delim[i]'s bit */
	ir_place(g->ir, mapcb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), stop,
	    "strtok callback: delimiter map");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R4, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), stop);
	emit(g->ir, BPF_MOV64_REG(R5, R4));
	emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R5, 6));
	emit(g->ir, BPF_ALU64_IMM(BPF_LSH, R5, 3));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R3));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R5, rt_w(g, 4)));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R4, 63));
	emit(g->ir, BPF_MOV64_IMM(R1, 1));
	emit(g->ir, BPF_ALU64_REG(BPF_LSH, R1, R4));
	emit(g->ir, BPF_ALU64_REG(BPF_OR, R0, R1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R5, R0, rt_w(g, 4)));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);

	/* skipcb(i): the first non-delimiter from the position on -> W1 */
	ir_place(g->ir, skipcb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "strtok callback: skip delimiters");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 0)));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop2);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R2, 24));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R4));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R1, R1, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), stop2);
	rt_inmap(g, R3, R1);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), cont);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 1)));
	ir_place(g->ir, stop2);
	rt_ret(g, 1);
	ir_place(g->ir, cont);
	rt_ret(g, 0);

	/* tokcb(i): the end of the token (a delimiter or the NUL) -> W2 */
	ir_place(g->ir, tokcb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "strtok callback: find the token's end");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 1)));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop3);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R2, 24));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R4));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R1, R1, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), setend);
	rt_inmap(g, R3, R1);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), setend);
	rt_ret(g, 0);
	ir_place(g->ir, setend);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 2)));
	ir_place(g->ir, stop3);
	rt_ret(g, 1);
}

/* toupper/tolower(dst, s, upper): ASCII letters only, as DTrace */
static void
rt_case(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), lower = ir_label(g->ir), go = ir_label(g->ir);
	int cb = ir_label(g->ir), stop = ir_label(g->ir), notend = ir_label(g->ir);
	int store = ir_label(g->ir);

	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), ret0,
	    "runtime: toupper/tolower(dst, s, upper)");
	rt_nonnull(g, R2, ret0);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R1, CTX + 8));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R2, CTX + 16));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R3, 0, 0), lower);
	emit(g->ir, BPF_ST_MEM(BPF_DW, FP, CTX + 24, 'a'));
	emit_jmp(g->ir, BPF_JMP_A(0), go);
	ir_place(g->ir, lower);
	emit(g->ir, BPF_ST_MEM(BPF_DW, FP, CTX + 24, 'A'));
	ir_place(g->ir, go);
	rt_loop(g, -1, g->S, cb, -1);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	ir_place(g->ir, cb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), stop,
	    "case callback: dst[i] = s[i], case changed");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R3, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, g->S - 1, 0), notend);
	emit(g->ir, BPF_MOV64_IMM(R4, 0));
	ir_place(g->ir, notend);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R2, 24));
	emit(g->ir, BPF_MOV64_REG(R0, R4));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R0, R5));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R0, 25, 0), store);
	emit(g->ir, BPF_ALU64_IMM(BPF_XOR, R4, 0x20));
	ir_place(g->ir, store);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R1));
	emit(g->ir, BPF_STX_MEM(BPF_B, R3, R4, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), stop);
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
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
	int ret0 = ir_label(g->ir), dot = ir_label(g->ir), nonempty = ir_label(g->ir);
	int haveb = ir_label(g->ir), base = ir_label(g->ir);
	int dcopy = ir_label(g->ir), b2 = ir_label(g->ir), copy = ir_label(g->ir);
	int slash = ir_label(g->ir), cb = ir_label(g->ir), ph1 = ir_label(g->ir);
	int ph0 = ir_label(g->ir), cont = ir_label(g->ir), stop = ir_label(g->ir);
	int clamp = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: basename/dirname(dst, s, dir)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R3, -8));
	rt_mstate(g, R9, ret0);
	rt_strlen(g, R7, ret0);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGT, R0, 0, 0), nonempty);
	ir_place(g->ir, dot);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, '.'));
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 1, 0));
	rt_ret(g, 0);
	ir_place(g->ir, nonempty);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 0), -1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), -1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), -1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), 0));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 4)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R7, CTX + 8));
	rt_loop(g, R0, 0, cb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, R9, rt_w(g, 1)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R9, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R1, 0, 0), haveb);
	ir_place(g->ir, slash);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, '/'));
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 1, 0));
	rt_ret(g, 0);
	ir_place(g->ir, haveb);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, FP, -8));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), base);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R2, 0, 0), dot);		/* dirname of a bare name */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R3, 0, 0), dcopy);
	emit(g->ir, BPF_MOV64_IMM(R3, 0));				/* "/x": "/" */
	ir_place(g->ir, dcopy);
	emit(g->ir, BPF_MOV64_IMM(R4, 0));
	emit(g->ir, BPF_MOV64_REG(R5, R3));
	emit_jmp(g->ir, BPF_JMP_A(0), copy);
	ir_place(g->ir, base);
	emit(g->ir, BPF_MOV64_REG(R4, R2));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R4, 0, 0), b2);
	emit(g->ir, BPF_MOV64_IMM(R4, 0));
	ir_place(g->ir, b2);
	emit(g->ir, BPF_MOV64_REG(R5, R1));
	ir_place(g->ir, copy);				/* s[r4 .. r5] */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), slash);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R5, g->S - 1, 0), slash);
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R5, R4));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R5, 0, 0), slash);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R5, 2));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R5, g->S, 0), clamp);
	emit(g->ir, BPF_MOV64_IMM(R5, g->S));
	ir_place(g->ir, clamp);
	rt_copy_s(g, R4, R5);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	/* cb(i): s[len - 1 - i] */
	ir_place(g->ir, cb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "pathname callback: s[len - 1 - i]");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 4)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, -1));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R4));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R5, R5, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 3)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), ph0);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 1, 0), ph1);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, '/', 0), cont); /* phase 2: the dirname's last */
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_A(0), stop);
	ir_place(g->ir, ph1);				/* phase 1: the slash before the basename */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R5, '/', 0), cont);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, 1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 1)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 3), 2));
	emit_jmp(g->ir, BPF_JMP_A(0), cont);
	ir_place(g->ir, ph0);				/* phase 0: the basename's last */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, '/', 0), cont);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 0)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 3), 1));
	ir_place(g->ir, cont);
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
}

/* cleanpath: the output's byte at position reg = the register (or constant) */
static void
rt_cp_put(dt_rtgen_t *g, int ctx, int reg, int vreg, int ch, int fail)
{
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, reg, g->S - 2, 0), fail);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, ctx, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R0, reg));
	if (vreg >= 0)
		emit(g->ir, BPF_STX_MEM(BPF_B, R0, vreg, 0));
	else
		emit(g->ir, BPF_ST_MEM(BPF_B, R0, 0, ch));
}

/* cleanpath: dst = the output's byte at position reg (bounded first) */
static void
rt_cp_get(dt_rtgen_t *g, int ctx, int reg, int dst, int fail)
{
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, reg, g->S - 1, 0), fail);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, dst, ctx, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, dst, reg));
	emit(g->ir, BPF_LDX_MEM(BPF_B, dst, dst, 0));
}

/*
 * cleanpath(dst, s): the shortest path that names what s names by its
 * text alone, as Oracle's DTrace gives it (and Plan 9's cleanname, Go's
 * path.Clean): repeated slashes are one, "." components go, a ".."
 * removes the component before it (at the root it goes; in a relative
 * path with nothing left to remove it stays), a trailing slash goes, and
 * what is left of a non-empty path that comes to nothing is ".".  ("" stays
 * "".)  illumos' loop differed on relative paths ("a/../b" was "/b") and
 * kept trailing slashes and a final "/.".
 *
 * One input byte per iteration, the output written as it goes and a
 * finished "." or ".." component judged at the slash or NUL after it:
 * W0 output length w, W1 w before the component (and its slash), W2 the
 * component's length so far, W3 how far ".." may remove (dotdot), W4
 * where the component's text starts, W5 1 if the path is rooted.  The
 * output is never longer than the input, so it fits in strsize.  The
 * removal of a component is an inner loop back to its slash.
 */
static void
rt_cleanpath(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), rel = ir_label(g->ir), go = ir_label(g->ir);
	int notempty = ir_label(g->ir), term = ir_label(g->ir);
	int step = ir_label(g->ir), back = ir_label(g->ir), stop = ir_label(g->ir);
	int sep = ir_label(g->ir), put = ir_label(g->ir), nosep = ir_label(g->ir);
	int judged = ir_label(g->ir), keep = ir_label(g->ir), up = ir_label(g->ir);
	int notlast = ir_label(g->ir), bstop = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: cleanpath(dst, s)");
	rt_nonnull(g, R1, ret0);
	rt_nonnull(g, R2, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 0), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 5), 0));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R1, R7, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), ret0);		/* "" stays "" */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, '/', 0), rel);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, '/'));			/* rooted: "/" */
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 0), 1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), 1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 5), 1));
	ir_place(g->ir, rel);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R7, CTX + 8));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R6, CTX + 16));
	rt_loop(g, -1, g->S, step, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 0, 0), notempty);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, '.'));			/* nothing left: "." */
	emit(g->ir, BPF_MOV64_IMM(R1, 1));
	ir_place(g->ir, notempty);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R1, g->S - 1, 0), term);
	emit(g->ir, BPF_MOV64_IMM(R1, g->S - 1));
	ir_place(g->ir, term);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R6));
	emit(g->ir, BPF_ST_MEM(BPF_B, R1, 0, 0));
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	/* step(i): r6 ctx, r3 mstate, r7 the byte s[i] (NUL at the last), r8 w */
	ir_place(g->ir, step);
	emit_c(g->ir, BPF_MOV64_REG(R6, R2), "cleanpath callback: one byte");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 1, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, R6, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R7, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R7, R7, 0));
	emit(g->ir, BPF_JMP_IMM(BPF_JNE, R1, g->S - 1, 1));
	emit(g->ir, BPF_MOV64_IMM(R7, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R3, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R7, '/', 0), sep);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R7, 0, 0), sep);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), put);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 1)));		/* a component starts */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 5)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JLE, R8, R0, 0), nosep);
	rt_cp_put(g, R6, R8, -1, '/', stop);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R8, 1));
	ir_place(g->ir, nosep);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 4)));
	ir_place(g->ir, put);
	rt_cp_put(g, R6, R8, R7, 0, stop);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R8, 1));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 2)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, 1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R0, rt_w(g, 2)));
	rt_ret(g, 0);

	/* a slash or the end: judge the component just written, if "." or ".." */
	ir_place(g->ir, sep);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 2)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 2), 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), judged);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R0, 2, 0), judged);
	emit(g->ir, BPF_MOV64_REG(R8, R0));				/* r8: its length */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R9, R3, rt_w(g, 4)));
	rt_cp_get(g, R6, R9, R1, stop);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, '.', 0), judged);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R8, 2, 0), keep);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));		/* ".": drop it */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R3, rt_w(g, 1)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_A(0), judged);
	ir_place(g->ir, keep);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R9, 1));
	rt_cp_get(g, R6, R9, R1, stop);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, '.', 0), judged);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, CTX_MS));		/* ".." */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R3, rt_w(g, 1)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 3)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JGT, R1, R0, 0), up);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 5)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), go);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 0)));		/* at the root: drop it */
	emit_jmp(g->ir, BPF_JMP_A(0), judged);
	ir_place(g->ir, go);						/* relative: it stays */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R3, rt_w(g, 0)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 3)));
	emit_jmp(g->ir, BPF_JMP_A(0), judged);
	ir_place(g->ir, up);						/* remove what is before */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 0)));
	rt_loop(g, -1, g->S, back, R6);
	ir_place(g->ir, judged);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R7, 0, 0), notlast);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
	ir_place(g->ir, notlast);
	rt_ret(g, 0);

	/* back(k): while (w > dotdot && out[w] != '/') w-- */
	ir_place(g->ir, back);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS),
	    "cleanpath callback: back to the component's slash");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 3)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JLE, R4, R0, 0), bstop);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, g->S - 1, 0), bstop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R2, 16));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R4));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R5, R5, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, '/', 0), bstop);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, -1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 0)));
	rt_ret(g, 0);
	ir_place(g->ir, bstop);
	rt_ret(g, 1);
}

/* put the character in register (or constant) at the position in rp, moving down */
static void
rt_put(dt_rtgen_t *g, int msreg, int rp, int reg, int ch, int fail)
{
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, rp, DT_RT_NUMSZ - 1, 0), fail);
	emit(g->ir, BPF_MOV64_REG(R2, msreg));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R2, rp));
	if (reg >= 0)
		emit(g->ir, BPF_STX_MEM(BPF_B, R2, reg, rt_off(g, DT_RT_NUM)));
	else
		emit(g->ir, BPF_ST_MEM(BPF_B, R2, rt_off(g, DT_RT_NUM), ch));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, rp, -1));
}

/* copy the number formatted at DT_RT_NUM from position rp + 1 on to the string dst */
static void
rt_numout(dt_rtgen_t *g, int msreg, int rp, int dst, int fail)
{
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, rp, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, rp, DT_RT_NUMSZ - 1, 0), fail);
	emit(g->ir, BPF_MOV64_REG(R3, msreg));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, rt_off(g, DT_RT_NUM)));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, rp));
	emit(g->ir, BPF_MOV64_REG(R1, dst));
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
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
	int ret0 = ir_label(g->ir), ret1 = ir_label(g->ir), pos = ir_label(g->ir);
	int nz16 = ir_label(g->ir), n8 = ir_label(g->ir), zero = ir_label(g->ir);
	int sign = ir_label(g->ir), out = ir_label(g->ir), cb = ir_label(g->ir);
	int alpha = ir_label(g->ir), put = ir_label(g->ir), stop = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: lltostr(dst, value, base)");
	rt_nonnull(g, R1, ret0);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R3, 2, 0), ret1);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGT, R3, 36, 0), ret1);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit(g->ir, BPF_MOV64_REG(R8, R3));
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_MOV64_REG(R1, R7));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R8, 10, 0), pos);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R7, 0, 0), pos);
	emit(g->ir, BPF_NEG64(R1));
	ir_place(g->ir, pos);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R1, rt_w(g, 0)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), DT_RT_NUMSZ - 2));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R8, rt_w(g, 2)));
	emit(g->ir, BPF_ST_MEM(BPF_B, R9, rt_off(g, DT_RT_NUM + DT_RT_NUMSZ - 1), 0));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	rt_loop(g, -1, 65, cb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 1)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R7, 0, 0), nz16);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R8, 16, 0), nz16);
	rt_put(g, R9, R1, -1, '0', ret0);
	ir_place(g->ir, nz16);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R8, 16, 0), n8);
	rt_put(g, R9, R1, -1, 'x', ret0);
	ir_place(g->ir, n8);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R7, 0, 0), zero);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R8, 8, 0), zero);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R8, 16, 0), zero);
	emit_jmp(g->ir, BPF_JMP_A(0), sign);
	ir_place(g->ir, zero);
	rt_put(g, R9, R1, -1, '0', ret0);
	ir_place(g->ir, sign);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R8, 10, 0), out);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R7, 0, 0), out);
	rt_put(g, R9, R1, -1, '-', ret0);
	ir_place(g->ir, out);
	rt_numout(g, R9, R1, R6, ret0);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
	ir_place(g->ir, ret1);
	rt_ret(g, 1);

	/* cb: one digit */
	ir_place(g->ir, cb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "lltostr callback: one digit");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 2)));
	emit(g->ir, BPF_MOV64_REG(R0, R4));
	emit(g->ir, BPF_ALU64_REG(BPF_MOD, R0, R5));
	emit(g->ir, BPF_ALU64_REG(BPF_DIV, R4, R5));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R0, 9, 0), alpha);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, '0'));
	emit_jmp(g->ir, BPF_JMP_A(0), put);
	ir_place(g->ir, alpha);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R0, 'a' - 10));
	ir_place(g->ir, put);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 1)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, DT_RT_NUMSZ - 1, 0), stop);
	emit(g->ir, BPF_MOV64_REG(R5, R3));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R5, R4));
	emit(g->ir, BPF_STX_MEM(BPF_B, R5, R0, rt_off(g, DT_RT_NUM)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, -1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 1)));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
}

/*
 * The decimal digits of the byte in r4, backwards at position r8 (callback
 * registers; r3 mstate), then a '.' unless r1 (the loop index) is 3.
 */
static void
rt_octet(dt_rtgen_t *g, int fail)
{
	int dot = ir_label(g->ir), save = ir_label(g->ir);

	for (int d = 0; d < 3; d++) {
		emit(g->ir, BPF_MOV64_REG(R5, R4));
		emit(g->ir, BPF_ALU64_IMM(BPF_MOD, R5, 10));
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R5, '0'));
		rt_put(g, R3, R8, R5, 0, fail);
		emit(g->ir, BPF_ALU64_IMM(BPF_DIV, R4, 10));
		if (d < 2)
			emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R4, 0, 0), dot);
	}
	ir_place(g->ir, dot);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 3, 0), save);
	rt_put(g, R3, R8, -1, '.', fail);
	ir_place(g->ir, save);
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
	int ret0 = ir_label(g->ir), v6 = ir_label(g->ir), out = ir_label(g->ir);
	int plain = ir_label(g->ir), emb = ir_label(g->ir), groups = ir_label(g->ir);
	int v4cb = ir_label(g->ir), zcb = ir_label(g->ir), gcb = ir_label(g->ir);
	int stop = ir_label(g->ir), stop2 = ir_label(g->ir), zc = ir_label(g->ir);
	int zret = ir_label(g->ir), zend = ir_label(g->ir), zlonger = ir_label(g->ir);
	int zset = ir_label(g->ir), gstop = ir_label(g->ir), gsave = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1),
	    "runtime: inet(dst, mode): inet_ntoa, inet_ntoa6, inet_ntop");
	rt_nonnull(g, R1, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_ST_MEM(BPF_B, R9, rt_off(g, DT_RT_NUM + DT_RT_NUMSZ - 1), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 1), DT_RT_NUMSZ - 2));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R7, 0, 0), v6);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 5), 0));
	rt_loop(g, -1, 4, v4cb, -1);
	emit_jmp(g->ir, BPF_JMP_A(0), out);
	ir_place(g->ir, v6);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 0), -1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), -1));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), 1));
	rt_loop(g, -1, 16, zcb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_off(g, DT_RT_IN6)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, R9, rt_off(g, DT_RT_IN6 + 8)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 0, 0), plain);		/* bytes 0-7 */
	emit(g->ir, BPF_MOV64_REG(R3, R2));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R3, 0xffff));		/* bytes 8-9 */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R3, 0, 0), plain);
	emit(g->ir, BPF_MOV64_REG(R3, R2));
	emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R3, 16));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R3, 0xffff));		/* bytes 10-11 */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R3, 0xffff, 0), emb);		/* ::ffff:a.b.c.d */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R3, 0, 0), plain);
	emit(g->ir, BPF_MOV64_REG(R3, R2));
	emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R3, 32));	/* bytes 12-15: ::a.b.c.d, not :: or ::1 */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R3, 0, 0), plain);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R3, 0x01000000, 0), plain);
	ir_place(g->ir, emb);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 5), 12));
	rt_loop(g, -1, 4, v4cb, -1);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R7, 1, 0), out);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 6), 10));
	emit_jmp(g->ir, BPF_JMP_A(0), groups);
	ir_place(g->ir, plain);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 6), 14));
	ir_place(g->ir, groups);
	rt_loop(g, -1, 8, gcb, -1);
	ir_place(g->ir, out);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 1)));
	rt_numout(g, R9, R1, R6, ret0);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	/* v4cb(i): byte W5 + 3 - i, then '.' */
	ir_place(g->ir, v4cb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "inet callback: an IPv4 byte");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 5)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, 3));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R4, R1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, 15, 0), stop);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R3));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R4, rt_off(g, DT_RT_IN6)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R3, rt_w(g, 1)));
	rt_octet(g, stop);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 1)));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);

	/* zcb(i): illumos' search for the longest run of zero groups */
	ir_place(g->ir, zcb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, 15, 0), stop2,
	    "inet callback: runs of zero bytes");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS));
	emit(g->ir, BPF_MOV64_REG(R4, R3));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R4, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R4, rt_off(g, DT_RT_IN6)));	/* byte */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 2)));		/* tryzero */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R4, 0, 0), zc);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R5, -1, 0), zc);
	emit(g->ir, BPF_MOV64_REG(R0, R1));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R0, 1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), zc);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R1, rt_w(g, 2)));		/* a run starts */
	emit_jmp(g->ir, BPF_JMP_A(0), zret);
	ir_place(g->ir, zc);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R5, -1, 0), zret);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R4, 0, 0), zend);		/* the run ends */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 15, 0), zret);
	ir_place(g->ir, zend);
	emit(g->ir, BPF_MOV64_REG(R0, R1));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R0, R5));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R3, rt_w(g, 3)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JSGT, R0, R8, 0), zlonger);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 2), -1));
	emit_jmp(g->ir, BPF_JMP_A(0), zret);
	ir_place(g->ir, zlonger);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R5, rt_w(g, 0)));		/* firstzero = tryzero */
	emit(g->ir, BPF_MOV64_REG(R0, R1));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R0, 1));
	emit(g->ir, BPF_MOV64_REG(R8, R1));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R8, R0));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R8, R5));	/* numzero = i - i % 2 - tryzero */
	emit(g->ir, BPF_ST_MEM(BPF_DW, R3, rt_w(g, 2), -1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R4, 0, 0), zset);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 15, 0), zset);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R8, 2));
	ir_place(g->ir, zset);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 3)));
	ir_place(g->ir, zret);
	rt_ret(g, 0);
	ir_place(g->ir, stop2);
	rt_ret(g, 1);

	/* gcb: the group at byte W6 (going down), or "::" for the zero run */
	{
		int dcolon = ir_label(g->ir), gnocolon = ir_label(g->ir), gnext = ir_label(g->ir);

		ir_place(g->ir, gcb);
		emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, CTX_MS), "inet callback: an IPv6 group");
		emit(g->ir, BPF_LDX_MEM(BPF_DW, R4, R3, rt_w(g, 6)));
		emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R4, 0, 0), gstop);
		emit(g->ir, BPF_LDX_MEM(BPF_DW, R5, R3, rt_w(g, 0)));	/* firstzero */
		emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R3, rt_w(g, 3)));	/* numzero */
		emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R3, rt_w(g, 1)));
		emit(g->ir, BPF_MOV64_REG(R1, R5));
		emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R0));
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -2));
		emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R4, R1, 0), dcolon);
		rt_put(g, R3, R8, -1, ':', gsave);
		rt_put(g, R3, R8, -1, ':', gsave);
		emit(g->ir, BPF_ALU64_REG(BPF_SUB, R4, R0));
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, 2));
		emit_jmp(g->ir, BPF_JMP_A(0), gnext);
		ir_place(g->ir, dcolon);
		emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSGE, R4, 14, 0), gnocolon);
		emit(g->ir, BPF_MOV64_REG(R1, R5));
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -2));
		emit_jmp(g->ir, BPF_JMP_REG(BPF_JEQ, R4, R1, 0), gnocolon);
		rt_put(g, R3, R8, -1, ':', gsave);
		ir_place(g->ir, gnocolon);
		emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R4, 14, 0), gsave);
		emit(g->ir, BPF_MOV64_REG(R1, R3));
		emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R4));
		emit(g->ir, BPF_LDX_MEM(BPF_B, R0, R1, rt_off(g, DT_RT_IN6)));
		emit(g->ir, BPF_LDX_MEM(BPF_B, R1, R1, rt_off(g, DT_RT_IN6 + 1)));
		emit(g->ir, BPF_ALU64_IMM(BPF_LSH, R0, 8));
		emit(g->ir, BPF_ALU64_REG(BPF_OR, R1, R0));		/* the group's value */
		for (int d = 0; d < 4; d++) {
			int digit = ir_label(g->ir), put = ir_label(g->ir);

			emit(g->ir, BPF_MOV64_REG(R5, R1));
			emit(g->ir, BPF_ALU64_IMM(BPF_AND, R5, 15));
			emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R5, 9, 0), digit);
			emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R5, '0'));
			emit_jmp(g->ir, BPF_JMP_A(0), put);
			ir_place(g->ir, digit);
			emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R5, 'a' - 10));
			ir_place(g->ir, put);
			rt_put(g, R3, R8, R5, 0, gsave);
			emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R1, 4));
			if (d < 3)
				emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), gnext);
		}
		ir_place(g->ir, gnext);
		emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R4, -2));
		emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R4, rt_w(g, 6)));
		emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 1)));
		rt_ret(g, 0);
		ir_place(g->ir, gsave);
		emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R8, rt_w(g, 1)));
		ir_place(g->ir, gstop);
		rt_ret(g, 1);
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
	int ret0 = ir_label(g->ir), cb = ir_label(g->ir), stop = ir_label(g->ir);
	int parent = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: progeny(pid)");
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 0)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R6, rt_w(g, 1)));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), 0));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	rt_loop(g, -1, 4096, cb, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 2)));
	emit(g->ir, BPF_EXIT_INSN());
	ir_place(g->ir, ret0);
	rt_ret(g, 0);

	ir_place(g->ir, cb);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R6, R2, CTX_MS),
	    "progeny callback: this task's tgid, then its parent");
	emit(g->ir, BPF_ST_MEM(BPF_DW, FP, -8, 0));
	emit(g->ir, BPF_MOV64_REG(R1, FP));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -8));
	emit(g->ir, BPF_MOV64_IMM(R2, 4));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, rt_w(g, 0)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, bo ? bo->tgid : 0));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_W, R1, FP, -8));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, R6, rt_w(g, 1)));
	emit(g->ir, BPF_MOV32_REG(R2, R2));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R1, R2, 0), parent);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R6, rt_w(g, 2), 1));
	emit_jmp(g->ir, BPF_JMP_A(0), stop);
	ir_place(g->ir, parent);
	emit(g->ir, BPF_MOV64_REG(R1, FP));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -8));
	emit(g->ir, BPF_MOV64_IMM(R2, 8));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R6, rt_w(g, 0)));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, bo ? bo->real_parent : 0));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, FP, -8));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R1, 0, 0), stop);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, R6, rt_w(g, 0)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JEQ, R1, R2, 0), stop);	/* init_task is its own parent */
	emit(g->ir, BPF_STX_MEM(BPF_DW, R6, R1, rt_w(g, 0)));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
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
	emit(g->ir, BPF_MOV64_REG(R3, base));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, off));
	emit(g->ir, BPF_STX_MEM(BPF_DW, msreg, R3, rt_w(g, 7)));
	emit(g->ir, BPF_MOV64_REG(R1, FP));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -8));
	emit(g->ir, BPF_MOV64_IMM(R2, 8));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), fault);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, FP, -8));
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
	int ret0 = ir_label(g->ir), fault = ir_label(g->ir), walk = ir_label(g->ir);
	int copy = ir_label(g->ir), out = ir_label(g->ir), some = ir_label(g->ir);
	int clamp = ir_label(g->ir), notroot = ir_label(g->ir), stop = ir_label(g->ir);
	int wfault = ir_label(g->ir), cstop = ir_label(g->ir);
	int cfault = ir_label(g->ir);
	const char *del = " (deleted)";
	int maxpos = g->S - 1 < 2 * g->S - 11 ? g->S - 1 : 2 * g->S - 11;

	rt_path_offsets(g->dtp, &o);
	ring = dt_path_ring(g->S);
	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: d_path(dst, path): d_path(), cwd, root");
	rt_nonnull(g, R1, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	rt_mstate(g, R9, ret0);
	rt_lookup(g, DT_MAP_RTBUF, R8, ret0);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 2), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 3), 0));
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 6), 0));
	rt_kread(g, R9, R7, o.p_dentry, fault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 0)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 4)));
	rt_kread(g, R9, R7, o.p_mnt, fault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 1)));
	emit(g->ir, BPF_MOV64_REG(R7, R0));
	rt_kread(g, R9, R7, o.v_root, fault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 5)));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R9, CTX + CTX_MS));
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R8, CTX + 8));
	rt_loop(g, -1, 4096, walk, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 6)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), fault);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 2)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R1, 0, 0), some);
	emit(g->ir, BPF_ST_MEM(BPF_H, R8, buf, '/'));		/* the root itself: "/" */
	emit_jmp(g->ir, BPF_JMP_A(0), out);
	ir_place(g->ir, some);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R1, ring, 0), clamp);
	emit(g->ir, BPF_MOV64_IMM(R1, ring));
	ir_place(g->ir, clamp);
	rt_loop(g, R1, 0, copy, -1);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 6)));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), fault);
	/* removed: d_hash.pprev is NULL (and the dentry is not a root) */
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, R9, rt_w(g, 4)));
	rt_kread(g, R9, R7, o.d_parent, fault);
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JEQ, R0, R7, 0), out);
	rt_kread(g, R9, R7, o.d_hashprev, fault);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), out);
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 3)));
	/* no room: cut, as a long path */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, maxpos, 0), out);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R8));
	for (int i = 0; del[i] != '\0'; i++)
		emit(g->ir, BPF_ST_MEM(BPF_B, R1, buf + i, del[i]));
	emit(g->ir, BPF_ST_MEM(BPF_B, R1, buf + (int)strlen(del), 0));
	ir_place(g->ir, out);
	emit(g->ir, BPF_MOV64_REG(R1, R6));	/* dst = its first strsize - 1 bytes */
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, buf));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
	ir_place(g->ir, fault);
	rt_ret(g, 1);

	/* walk(i): one step up from dentry W0 in vfsmount W1 (root W5) */
	ir_place(g->ir, walk);
	emit_c(g->ir, BPF_LDX_MEM(BPF_DW, R9, R2, CTX_MS), "d_path walk callback: one step up");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R2, 8));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R6, R9, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, R9, rt_w(g, 1)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R0, R9, rt_w(g, 5)));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R0, R6, 0), notroot);
	/* the root of its mount: go on at the mountpoint in the parent mount */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R7, -o.m_mnt));			/* struct mount */
	rt_kread(g, R9, R7, o.m_parent, wfault);
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JEQ, R0, R7, 0), stop);	/* its own parent: the top */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), stop);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R0, -16));
	rt_kread(g, R9, R7, o.m_mountpoint, wfault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, FP, -16));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R7, o.m_mnt));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R7, rt_w(g, 1)));
	rt_kread(g, R9, R7, o.v_root, wfault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 5)));
	rt_ret(g, 0);
	ir_place(g->ir, notroot);
	rt_kread(g, R9, R6, o.d_parent, wfault);
	/* a root not reached as a mount's */
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JEQ, R0, R6, 0), stop);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 0)));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 2)));	/* ring[W2 % ring] = dentry */
	emit(g->ir, BPF_MOV64_REG(R2, R1));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R2, ring - 1));
	emit(g->ir, BPF_ALU64_IMM(BPF_LSH, R2, 3));
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, rbase));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R2));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R3, R6, 0));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, 1));
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R1, rt_w(g, 2)));
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
	ir_place(g->ir, wfault);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 6), 1));
	rt_ret(g, 1);

	/* copy(i): "/" and the name of the i-th component from the top */
	ir_place(g->ir, copy);
	emit_c(g->ir, BPF_MOV64_REG(R7, R1), "d_path copy callback: \"/name\" of a component");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R9, R2, CTX_MS));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R8, R2, 8));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R1, R9, rt_w(g, 2)));	/* ring[(W2 - 1 - i) % ring] */
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -1));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R1, R7));
	emit(g->ir, BPF_ALU64_IMM(BPF_AND, R1, ring - 1));
	emit(g->ir, BPF_ALU64_IMM(BPF_LSH, R1, 3));
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, rbase));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R6, R3, 0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, R9, rt_w(g, 3)));		/* the position */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R7, g->S - 2, 0), cstop);	/* full */
	emit(g->ir, BPF_MOV64_REG(R1, R8));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, buf));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R7));
	emit(g->ir, BPF_ST_MEM(BPF_B, R1, 0, '/'));
	rt_kread(g, R9, R6, o.d_name, cfault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R0, rt_w(g, 7)));
	emit(g->ir, BPF_MOV64_REG(R3, R0));
	emit(g->ir, BPF_MOV64_REG(R1, R8));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, buf + 1));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R7));
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLT, R0, 1, 0), cfault);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R7, R0));	/* "/" + name: the length with its NUL */
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R7, rt_w(g, 3)));
	rt_ret(g, 0);
	ir_place(g->ir, cstop);
	rt_ret(g, 1);
	ir_place(g->ir, cfault);
	emit(g->ir, BPF_ST_MEM(BPF_DW, R9, rt_w(g, 6), 1));
	rt_ret(g, 1);
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
	int ret0 = ir_label(g->ir), fault = ir_label(g->ir), clamp = ir_label(g->ir);
	int scan = ir_label(g->ir), cb = ir_label(g->ir), cont = ir_label(g->ir);
	int stop = ir_label(g->ir);

	rt_execargs_offsets(g->dtp, &omm, &ostart, &oend);
	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: execargs(dst)");
	rt_nonnull(g, R1, ret0);
	emit(g->ir, BPF_ST_MEM(BPF_B, R6, 0, 0));
	rt_mstate(g, R9, ret0);
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
	emit(g->ir, BPF_MOV64_REG(R7, R0));
	rt_kread(g, R9, R7, omm, fault);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R0, 0, 0), ret0);		/* a kernel thread */
	emit(g->ir, BPF_MOV64_REG(R7, R0));
	rt_kread(g, R9, R7, oend, fault);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R0, -16));
	rt_kread(g, R9, R7, ostart, fault);
	emit(g->ir, BPF_MOV64_REG(R8, R0));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R7, FP, -16));
	emit(g->ir, BPF_ALU64_REG(BPF_SUB, R7, R8));			/* the length */
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JSLE, R7, 0, 0), ret0);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R7, -24));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R7, g->S - 1, 0), clamp);
	emit(g->ir, BPF_MOV64_IMM(R7, g->S - 1));
	ir_place(g->ir, clamp);
	emit(g->ir, BPF_STX_MEM(BPF_DW, R9, R8, rt_w(g, 7)));
	emit(g->ir, BPF_MOV64_REG(R1, R6));
	emit(g->ir, BPF_MOV64_REG(R2, R7));
	emit(g->ir, BPF_MOV64_REG(R3, R8));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R0, 0, 0), fault);
	emit(g->ir, BPF_MOV64_REG(R1, R6));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R7));
	emit(g->ir, BPF_ST_MEM(BPF_B, R1, 0, 0));
	/* NULs become spaces, but the last byte's when it ends the arguments */
	emit(g->ir, BPF_MOV64_REG(R1, R7));
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R2, FP, -24));
	emit_jmp(g->ir, BPF_JMP_REG(BPF_JNE, R2, R7, 0), scan);
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -1));
	ir_place(g->ir, scan);
	emit(g->ir, BPF_STX_MEM(BPF_DW, FP, R6, CTX + 8));
	rt_loop(g, R1, 0, cb, -1);
	rt_ret(g, 0);
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
	ir_place(g->ir, fault);
	rt_ret(g, 1);

	/* cb(i): dst[i] = ' ' if it is NUL */
	ir_place(g->ir, cb);
	emit_jmp_c(g->ir, BPF_JMP_IMM(BPF_JGT, R1, g->S - 2, 0), stop,
	    "execargs callback: a NUL becomes a space");
	emit(g->ir, BPF_LDX_MEM(BPF_DW, R3, R2, 8));
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R3, R1));
	emit(g->ir, BPF_LDX_MEM(BPF_B, R4, R3, 0));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JNE, R4, 0, 0), cont);
	emit(g->ir, BPF_ST_MEM(BPF_B, R3, 0, ' '));
	ir_place(g->ir, cont);
	rt_ret(g, 0);
	ir_place(g->ir, stop);
	rt_ret(g, 1);
}

/* reg = the lower-case hexadecimal digit of its value (0 to 15) */
static void
rt_hexdigit(dt_rtgen_t *g, int reg)
{
	emit(g->ir, BPF_JMP_IMM(BPF_JGT, reg, 9, 2));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, reg, '0'));
	emit(g->ir, BPF_JMP_A(1));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, reg, 'a' - 10));
}

/*
 * link_ntop(dst, n): the n bytes (1 to DT_RT_LINKSZ) at DT_RT_LINK as
 * two-digit lower-case hexadecimal numbers joined by ':' (Oracle's form of
 * Ethernet and InfiniBand addresses), written at DT_RT_NUM (at most 3 *
 * DT_RT_LINKSZ bytes, below DT_RT_LINK) and copied to dst.  Unrolled: no
 * loop.
 */
static void
rt_link(dt_rtgen_t *g)
{
	int ret0 = ir_label(g->ir), end = ir_label(g->ir);

	emit_c(g->ir, BPF_MOV64_REG(R6, R1), "runtime: link_ntop(dst, n)");
	rt_nonnull(g, R1, ret0);
	emit(g->ir, BPF_MOV64_REG(R7, R2));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JEQ, R7, 0, 0), ret0);
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R7, DT_RT_LINKSZ, 0), ret0);
	rt_mstate(g, R9, ret0);
	for (int i = 0; i < DT_RT_LINKSZ; i++) {
		emit_jmp(g->ir, BPF_JMP_IMM(BPF_JLE, R7, i, 0), end);
		emit(g->ir, BPF_LDX_MEM(BPF_B, R1, R9, rt_off(g, DT_RT_LINK + i)));
		emit(g->ir, BPF_MOV64_REG(R2, R1));
		emit(g->ir, BPF_ALU64_IMM(BPF_RSH, R2, 4));
		rt_hexdigit(g, R2);
		emit(g->ir, BPF_STX_MEM(BPF_B, R9, R2, rt_off(g, DT_RT_NUM + 3 * i)));
		emit(g->ir, BPF_ALU64_IMM(BPF_AND, R1, 15));
		rt_hexdigit(g, R1);
		emit(g->ir, BPF_STX_MEM(BPF_B, R9, R1, rt_off(g, DT_RT_NUM + 3 * i + 1)));
		emit(g->ir, BPF_ST_MEM(BPF_B, R9, rt_off(g, DT_RT_NUM + 3 * i + 2), ':'));
	}
	ir_place(g->ir, end);
	emit(g->ir, BPF_MOV64_REG(R1, R7));		/* the last ':' ends the text */
	emit(g->ir, BPF_ALU64_IMM(BPF_MUL, R1, 3));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R1, -1));
	emit_jmp(g->ir, BPF_JMP_IMM(BPF_JGT, R1, 3 * DT_RT_LINKSZ - 1, 0), ret0);
	emit(g->ir, BPF_ALU64_REG(BPF_ADD, R1, R9));
	emit(g->ir, BPF_ST_MEM(BPF_B, R1, rt_off(g, DT_RT_NUM), 0));
	emit(g->ir, BPF_MOV64_REG(R3, R9));
	emit(g->ir, BPF_ALU64_IMM(BPF_ADD, R3, rt_off(g, DT_RT_NUM)));
	emit(g->ir, BPF_MOV64_REG(R1, R6));
	emit(g->ir, BPF_MOV64_IMM(R2, g->S));
	emit(g->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	ir_place(g->ir, ret0);
	rt_ret(g, 0);
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
	{ DT_SYM_LINK, "dt_link_ntop", "SI", rt_link },
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
	dt_rtgen_t g = { dtp, ir, dtp->strsize, DT_STROPT(dtp), dtp->prog->ms_rt };
	int i = rt_index(sym);

	if (i < 0)
		dt_internal_error(dtp, "no runtime routine %d", sym);
	dt_rts[i].gen(&g);
	if (dt_ir_resolve(ir) != 0)
		dt_internal_error(dtp, "runtime routine %d has a jump beyond BPF's reach", sym);
}
