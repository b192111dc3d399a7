/*
 * dt_cg.c: the code generator, D AST -> eBPF.
 *
 * Program model (DESIGN.md §3).  Each clause compiles to a BPF function
 *     clause_N(r1 = ctx, r2 = mstate)
 * where mstate is this CPU's scratch area (DT_MS_* layout in dt_impl.h).
 * Each probe kind (context layout) gets one program: a prologue that finds
 * the probe id (from the BPF cookie, or a dispatch map), takes the per-CPU
 * scratch, guards against re-entry, copies the probe's arguments into
 * mstate, and calls the clauses that apply to the probe in program order.
 * The program is linked from the prologue, the clause functions and the
 * runtime routines they call (dt_link.c: string compare; dt_rt.c: the
 * string and address work of subroutines, global BPF functions that the
 * verifier checks once however many calls there are).
 *
 * Subroutines (cg_subr) evaluate their arguments on the value stack, then
 * either call a runtime routine (r1 = the temporary for a string result,
 * then the arguments; r0 = a status the clause turns into a fault) or do
 * the work inline: memory copies with the probe_read helpers and their
 * faults, the alloca scratch (a per-CPU map, DT_RB_*), integer functions.
 *
 * Expressions are evaluated on a value stack: slot k lives in r6+k for
 * k < 4 (callee-saved, so they survive helper calls) and in a stack spill
 * slot beyond that.  Every value is a 64-bit register normalized to its D
 * type: signed types sign-extended, unsigned zero-extended, so that 64-bit
 * ALU operations followed by a renormalization give C's results.  String
 * values are pointers to strsize-byte buffers in mstate (temporaries) or in
 * the globals map, holding a NUL-terminated string.
 *
 * Records.  A clause that traces data fills mstate+DT_MS_REC: a dt_rechdr_t
 * then each action's data at a fixed offset; actions inside a conditional
 * get a "ran" byte so the consumer skips those that did not run.  The record
 * is written to the perf buffer once, at the end, so a fault leaves nothing
 * partial: the fault path writes an error record instead.
 *
 * Maps are referenced by symbolic ids (DT_MAP_*) in 64-bit immediate loads;
 * dt_load.c patches in the file descriptors.
 */
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_lex.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_printf.h"

/* stack frame of a clause function */
#define FP_CTX		(-8)
#define FP_MS		(-16)
#define FP_ZERO		(-24)
#define FP_READ		(-32)	/* checked loads from kernel memory land here */
#define FP_SPILL0	(-40)
#define NREGSLOTS	4
#define MAXSLOTS	48

typedef struct dt_cg {
	dtrace_hdl_t *dtp;
	dt_clause_t *cl;
	dt_irbuf_t *ir;
	int depth;		/* value stack depth */
	int ntmp;		/* string temporaries in use (this statement) */
	int recoff;		/* next free record offset */
	int cond;		/* inside a conditional (if, ?:, &&, ||) */
	int faultlbl;		/* label of the fault tail, -1 if none yet */
	int actno;		/* actions so far */
	int stmtno;		/* statement being generated: DTrace's "action #N" */
	int inerror;		/* the ERROR-path copy of the clause */
	dt_action_t *prevacts;	/* ERROR copy: the first pass's actions */
	int chillcb;		/* label of chill()'s bpf_loop callback, -1 if none */
} dt_cg_t;

const char *const dt_pkind_names[DT_PK_NKINDS] = { "dtrace", "syscall", "profile", "sdt",
    "fentry", "kprobe" };

/* ---- emission helpers ---- */
static void
cg_movimm(dt_cg_t *cg, int reg, int64_t v)
{
	if (v >= INT32_MIN && v <= INT32_MAX)
		emit(cg->ir, BPF_MOV64_IMM(reg, (int32_t)v));
	else
		emit_ld64(cg->ir, reg, v);
}

static int
cg_bpfsize(int size)
{
	switch (size) {
	case 1: return BPF_B;
	case 2: return BPF_H;
	case 4: return BPF_W;
	default: return BPF_DW;
	}
}

/* bring a register holding a value of any width to type t's normal form */
static void
cg_normalize(dt_cg_t *cg, int reg, const dt_type_t *t)
{
	int sh;

	if (t == NULL || t->kind != DT_TK_INT)
		return;
	if (t->isbool) {	/* (bool)x is x != 0 */
		emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, reg, 0, 1));
		emit(cg->ir, BPF_MOV64_IMM(reg, 1));
		return;
	}
	if (t->size >= 8)
		return;
	sh = 64 - 8 * t->size;
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, reg, sh));
	emit(cg->ir, BPF_ALU64_IMM(t->sign ? BPF_ARSH : BPF_RSH, reg, sh));
}

/* ---- the value stack ---- */
static int
slot_off(int k)
{
	return FP_SPILL0 - 8 * (k - NREGSLOTS);
}

static int
cg_push(dt_cg_t *cg, int line)
{
	if (cg->depth >= MAXSLOTS)
		dt_cerror(cg->dtp, D_NOREG, line, "expression is too complex");
	return cg->depth++;
}

/* the register holding slot k, loading it into tmp if it is spilled */
static int
cg_get(dt_cg_t *cg, int k, int tmp)
{
	if (k < NREGSLOTS)
		return BPF_REG_6 + k;
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, tmp, BPF_REG_FP, slot_off(k)));
	return tmp;
}

/* store reg into slot k */
static void
cg_put(dt_cg_t *cg, int k, int reg)
{
	if (k < NREGSLOTS) {
		if (reg != BPF_REG_6 + k)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_6 + k, reg));
	} else {
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, slot_off(k)));
	}
}

/* the register a result for slot k should be computed in */
static int
cg_dst(int k, int tmp)
{
	return k < NREGSLOTS ? BPF_REG_6 + k : tmp;
}

static void
cg_ms(dt_cg_t *cg, int reg)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, FP_MS));
}

/* reg = &mstate[off] */
static void
cg_msaddr(dt_cg_t *cg, int reg, int off)
{
	cg_ms(cg, reg);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, reg, off));
}

static int
cg_tmp(dt_cg_t *cg, int line)
{
	int off = cg->dtp->ms_tmp + cg->ntmp * cg->dtp->strsize;

	if (off + cg->dtp->strsize > DT_MS_MAX)
		dt_cerror(cg->dtp, D_NOREG, line, "statement needs too many string temporaries "
		    "for strsize %d", cg->dtp->strsize);
	cg->ntmp++;
	if (cg->ntmp > cg->cl->maxtmp)
		cg->cl->maxtmp = cg->ntmp;
	return off;
}

/* copy the string at src (any kernel address) to dst, at most strsize bytes */
static void
cg_strcpy(dt_cg_t *cg, int dstreg, int srcreg)
{
	/* r1 = dst, r2 = size, r3 = src: callers arrange r1 and r3 */
	if (dstreg != BPF_REG_1)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, dstreg));
	if (srcreg != BPF_REG_3)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, srcreg));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strsize));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
}

/* zero len bytes (a multiple of 8) at reg+off */
static void
cg_zero(dt_cg_t *cg, int reg, int off, int len)
{
	for (int i = 0; i < len; i += 8)
		emit(cg->ir, BPF_ST_MEM(BPF_DW, reg, off + i, 0));
}

/* ---- faults ---- */
/* record a fault (kind, the address in addrreg unless -1, the D line) and leave */
static void
cg_fault_at(dt_cg_t *cg, dt_fault_t kind, int line, int addrreg)
{
	if (cg->faultlbl < 0)
		cg->faultlbl = ir_label(cg->ir);
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC + 8 + offsetof(dt_errrec_t, fault), kind));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC + 8 + offsetof(dt_errrec_t, action),
	    cg->stmtno));	/* 0: the predicate */
	if (addrreg >= 0 && addrreg != BPF_REG_1)
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, addrreg, DT_MS_REC + 8 + offsetof(dt_errrec_t, addr)));
	else
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, DT_MS_REC + 8 + offsetof(dt_errrec_t, addr), 0));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC + 8 + offsetof(dt_errrec_t, line), line));
	emit_jmp(cg->ir, BPF_JMP_A(0), cg->faultlbl);
}

static void
cg_fault(dt_cg_t *cg, dt_fault_t kind, int line)
{
	cg_fault_at(cg, kind, line, -1);
}

/*
 * After bpf_perf_event_output(): a record the full buffer refused is
 * counted on this CPU (DT_MS_BUFDROPS) and reported as a drop, as DTrace
 * counts a record that finds its buffer full.  The kernel's own count of
 * lost samples reaches the consumer only with the next record that fits,
 * so the losses at the end of a run would go unreported.
 */
static void
cg_count_bufdrop(dt_cg_t *cg)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	ir_note(cg->ir, "buffer full: a drop");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_BUFDROPS));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_BUFDROPS));
	ir_place(cg->ir, ok);
}

static void
cg_fault_tail(dt_cg_t *cg)
{
	if (cg->faultlbl < 0)
		return;
	ir_place(cg->ir, cg->faultlbl);
	if (cg->inerror) {
		/* a fault while ERROR runs is only counted, as DTrace does */
		ir_note(cg->ir, "fault in an ERROR clause: count, return");
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_DBLERRORS));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_DBLERRORS));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		emit(cg->ir, BPF_EXIT_INSN());
		return;
	}
	ir_note(cg->ir, "fault: error record, count, return");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, (int32_t)(DT_REC_ERROR | cg->cl->id)));
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, DT_MS_PROBE));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, DT_MS_REC + 4));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_ERRORS));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_ERRORS));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_1));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, DT_MS_REC));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
	emit_ldmap(cg->ir, BPF_REG_2, DT_MAP_BUFFERS);
	emit_ld64(cg->ir, BPF_REG_3, BPF_F_CURRENT_CPU);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, sizeof(dt_rechdr_t) + sizeof(dt_errrec_t)));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
	cg_count_bufdrop(cg);
	if (cg->dtp->nerrclauses > 0) {
		/* fire dtrace:::ERROR (its clauses' own faults do not) */
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
		cg_ms(cg, BPF_REG_2);
		emit_call_c(cg->ir, DT_SYM_ERROR, "fire ERROR");
	}
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(cg->ir, BPF_EXIT_INSN());
}

/* ---- expressions ---- */
static int cg_expr(dt_cg_t *, dt_node_t *);
typedef struct { int slot; int64_t imm; } cg_rtarg_t;
static void cg_rtcall(dt_cg_t *, int, int, const cg_rtarg_t *, int);
static void cg_rt_fault(dt_cg_t *, int);
static int cg_str(dt_cg_t *, dt_node_t *);
static int cg_strcmparg(dt_cg_t *, dt_node_t *);
static int cg_subr(dt_cg_t *, dt_node_t *);
static int cg_symfn(dt_cg_t *, dt_node_t *);
static void cg_stackinfo(dt_cg_t *, dt_node_t *, int r);
static void cg_spec_subr(dt_cg_t *, dt_node_t *, const int *);
static void cg_spec_call(dt_cg_t *, dt_node_t *);
static void cg_addscaled(dt_cg_t *, int, int, const dt_type_t *, int, int);
static void cg_convert(dt_cg_t *, int, const dt_type_t *, const dt_type_t *);
static void cg_read_checked(dt_cg_t *, int, int, int);
static int cg_strread(dt_cg_t *, int, int, int);

static int
cg_str_literal(dt_cg_t *cg, dt_node_t *n)
{
	int k = cg_push(cg, n->line), off = cg_tmp(cg, n->line);
	int len = (int)n->slen + 1;

	ir_note(cg->ir, "string \"%.40s\"", n->str);
	cg_ms(cg, BPF_REG_1);
	for (int i = 0; i < len; i += 4) {
		uint32_t w = 0;

		for (int j = 0; j < 4 && i + j < len; j++)
			w |= (uint32_t)(unsigned char)(i + j < (int)n->slen ? n->str[i + j] : 0) << (8 * j);
		emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, off + i, (int32_t)w));
	}
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, off));
	cg_put(cg, k, BPF_REG_1);
	return k;
}

static int
cg_pstr(dt_cg_t *cg, dt_node_t *n, int field)
{
	int k = cg_push(cg, n->line), off = cg_tmp(cg, n->line);
	int done = ir_label(cg->ir);

	cg->dtp->uses_pstr = 1;
	ir_note(cg->ir, "%s", n->str);
	cg_ms(cg, BPF_REG_2);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MS_PROBE));
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_PSTR);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	cg_msaddr(cg, BPF_REG_1, off);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, field * DT_PSTR_FLD));
	cg_strcpy(cg, BPF_REG_1, BPF_REG_0);
	ir_place(cg->ir, done);
	cg_msaddr(cg, BPF_REG_1, off);
	cg_put(cg, k, BPF_REG_1);
	return k;
}

static int
cg_builtin(dt_cg_t *cg, dt_node_t *n)
{
	int k, r, off;

	switch ((dt_builtin_t)n->ival) {
	case DT_BI_PROBEPROV: return cg_pstr(cg, n, 0);
	case DT_BI_PROBEMOD: return cg_pstr(cg, n, 1);
	case DT_BI_PROBEFUNC: return cg_pstr(cg, n, 2);
	case DT_BI_PROBENAME: return cg_pstr(cg, n, 3);
	case DT_BI_EXECARGS:
		if (!dt_rt_kernel_ok(cg->dtp, DT_SYM_EXECARGS))
			dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "execargs needs the kernel's BTF "
			    "(task_struct, mm_struct), which is not available");
		k = cg_push(cg, n->line);
		off = cg_tmp(cg, n->line);
		ir_note(cg->ir, "execargs");
		cg_rtcall(cg, DT_SYM_EXECARGS, off, NULL, 0);
		cg_rt_fault(cg, n->line);
		cg_msaddr(cg, BPF_REG_1, off);
		cg_put(cg, k, BPF_REG_1);
		return k;
	case DT_BI_EXECNAME:
		k = cg_push(cg, n->line);
		off = cg_tmp(cg, n->line);
		ir_note(cg->ir, "execname");
		cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strsize));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_comm));
		cg_msaddr(cg, BPF_REG_1, off);
		cg_put(cg, k, BPF_REG_1);
		return k;
	default:
		break;
	}
	k = cg_push(cg, n->line);
	r = cg_dst(k, BPF_REG_0);
	ir_note(cg->ir, "%s", n->str);
	switch ((dt_builtin_t)n->ival) {
	case DT_BI_ARG0: case DT_BI_ARG1: case DT_BI_ARG2: case DT_BI_ARG3:
	case DT_BI_ARG4: case DT_BI_ARG5: case DT_BI_ARG6: case DT_BI_ARG7:
	case DT_BI_ARG8: case DT_BI_ARG9: case DT_BI_ARGX: {
		int ai = n->ival == DT_BI_ARGX ? (int)n->args->ival : (int)(n->ival - DT_BI_ARG0);

		DT_ARGMASK_SET(cg->dtp, ai);	/* the prologue reads it */
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, ai < 10 ? DT_MS_ARGS + 8 * ai :
		    cg->dtp->ms_xargs + 8 * (ai - 10)));
		if (n->type->kind == DT_TK_STRING) {
			/* a string argument (sdt's __data_loc char[]): its address, copied in */
			cg_put(cg, k, r);
			cg_strread(cg, k, cg->dtp->strsize, n->line);
			return k;
		}
		cg_normalize(cg, r, n->type);	/* args[i] has the argument's own type */
		break;
	}
	case DT_BI_ID:
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_W, r, BPF_REG_1, DT_MS_PROBE));
		break;
	case DT_BI_EPID:
		cg_movimm(cg, r, cg->cl->id);
		break;
	case DT_BI_PID:
	case DT_BI_TID:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
		if (n->ival == DT_BI_PID)
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		emit(cg->ir, BPF_MOV32_REG(r, BPF_REG_0));
		cg_normalize(cg, r, n->type);
		break;
	case DT_BI_UID:
	case DT_BI_GID:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_uid_gid));
		if (n->ival == DT_BI_GID)
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		emit(cg->ir, BPF_MOV32_REG(r, BPF_REG_0));
		break;
	case DT_BI_PPID: {
		const dt_btf_off_t *bo = dt_btf_task_offsets(cg->dtp);

		if (bo == NULL)
			dt_cerror(cg->dtp, D_UNSUPPORTED, n->line,
			    "ppid needs the kernel's BTF (struct task_struct), which is not available");
		/* ppid = current->real_parent->tgid, read with checked reads */
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, bo->real_parent));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, FP_ZERO));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 8));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, FP_ZERO));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, bo->tgid));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, FP_ZERO));
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, 0, 0));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 4));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit(cg->ir, BPF_LDX_MEM(BPF_W, r, BPF_REG_FP, FP_ZERO));
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_ZERO, 0));
		cg_normalize(cg, r, n->type);
		break;
	}
	case DT_BI_TIMESTAMP:
		cg->dtp->uses_ts = 1;
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_TS));
		break;
	case DT_BI_WALLTIMESTAMP:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_boot_ns));
		emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_1, DT_GV_BOOT2REAL));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_0));
		break;
	case DT_BI_CURTHREAD:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_0));
		break;
	case DT_BI_CURCPU:	/* this CPU's cpuinfo_t in the globals map (dt_cpuinfo.c) */
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
		emit(cg->ir, BPF_JMP_IMM(BPF_JLT, BPF_REG_0, cg->dtp->ncpus, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_MUL, BPF_REG_0, sizeof(dt_cpuinfo_t)));
		emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, cg->dtp->gv_cpuinfo));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_1));
		break;
	case DT_BI_CPU:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
		emit(cg->ir, BPF_MOV32_REG(r, BPF_REG_0));
		break;
	case DT_BI_UREGS:	/* the saved user registers: bpf_task_pt_regs(current) */
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task_btf));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_task_pt_regs));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 8 * n->args->ival));
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_READ, 0));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, FP_READ));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 8));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_FP, FP_READ));
		break;
	case DT_BI_ERRNO:	/* set by the prologue */
		cg->dtp->uses_errno = 1;
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_ERRNO));
		break;
	case DT_BI_STACKDEPTH:
	case DT_BI_USTACKDEPTH:
	case DT_BI_CALLER:
	case DT_BI_UCALLER:
		cg_stackinfo(cg, n, r);
		break;
	case DT_BI_VTIMESTAMP:
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "built-in variable %s is not supported yet", n->str);
	}
	cg_put(cg, k, r);
	return k;
}

static int
cg_global_load(dt_cg_t *cg, dt_node_t *n)
{
	dt_var_t *v = n->var;
	int k = cg_push(cg, n->line), r = cg_dst(k, BPF_REG_0);

	ir_note(cg->ir, "load global %s", v->name);
	emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
	if (v->type->kind == DT_TK_STRING) {
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, v->offset));
		cg_put(cg, k, BPF_REG_1);
		return k;
	}
	emit(cg->ir, BPF_LDX_MEM(cg_bpfsize(v->type->size), r, BPF_REG_1, v->offset));
	cg_normalize(cg, r, v->type);
	cg_put(cg, k, r);
	return k;
}

/* store the value in slot k into global v */
static void
cg_global_store(dt_cg_t *cg, dt_var_t *v, int k)
{
	ir_note(cg->ir, "store global %s", v->name);
	emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
	if (v->type->kind == DT_TK_STRING) {
		int src = cg_get(cg, k, BPF_REG_3);

		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, v->offset));
		cg_strcpy(cg, BPF_REG_1, src);
		return;
	}
	emit(cg->ir, BPF_STX_MEM(cg_bpfsize(v->type->size), BPF_REG_1, cg_get(cg, k, BPF_REG_2), v->offset));
}

static void
cg_count_dvardrop(dt_cg_t *cg)
{
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_DVARDROPS));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_DVARDROPS));
}

/*
 * The key of dynamic variable reference n at mstate+DT_MS_KEY: for self->
 * the thread (its tid; the idle threads, all tid 0, by CPU), then the tuple.
 * The key expressions are evaluated first (they may use the key area).
 */
static void
cg_dvar_key(dt_cg_t *cg, dt_node_t *n)
{
	dt_var_t *v = n->var;
	int slots[8], nk = 0, base = cg->depth;

	for (dt_node_t *k = n->kind == DT_NODE_INDEX ? n->args : NULL; k != NULL; k = k->next) {
		dt_type_t *kt = v->keytypes[nk];

		if (kt->kind == DT_TK_STRING) {
			slots[nk++] = cg_str(cg, k);
		} else {
			/* the value as it is (normalized to its own type), as
			 * DTrace keys by the 64-bit value */
			slots[nk++] = cg_expr(cg, k);
		}
	}
	ir_note(cg->ir, "%s%s key", dt_scope_prefix(v->scope), v->name);
	if (v->scope == DT_IDENT_SELF) {
		/* the thread's key, computed once per firing by the prologue */
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, DT_MS_TLSKEY));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, DT_MS_KEY));
	}
	for (int i = 0; i < nk; i++) {
		if (v->keytypes[i]->kind == DT_TK_STRING) {
			int src = cg_get(cg, slots[i], BPF_REG_3);

			cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			cg_zero(cg, BPF_REG_1, 0, cg->dtp->strsize);
			cg_strcpy(cg, BPF_REG_1, src);
		} else {
			cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, cg_get(cg, slots[i], BPF_REG_2),
			    DT_MS_KEY + v->keyoff[i]));
		}
	}
	cg->depth = base;
}

/* r0 = the element of dynamic variable v at the key built by cg_dvar_key, or NULL */
static void
cg_dvar_lookup(dt_cg_t *cg, dt_var_t *v)
{
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
	cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
}

/*
 * Load variable reference n (a global, this->, self-> or associative array
 * element).  A dynamic variable with no element reads as 0 or "".  Strings
 * of dynamic variables are copied to a temporary: a string value is always
 * a strsize buffer of ours.
 */
static int
cg_var_load(dt_cg_t *cg, dt_node_t *n)
{
	dt_var_t *v = n->var;
	int k, r;

	if (v->scope == DT_IDENT_GLOBAL && v->dvarid == 0)
		return cg_global_load(cg, n);
	if (v->scope == DT_IDENT_THIS) {
		int off = DT_MS_THIS + v->offset;

		k = cg_push(cg, n->line);
		ir_note(cg->ir, "load this->%s", v->name);
		if (v->type->kind == DT_TK_STRING) {
			cg_msaddr(cg, BPF_REG_1, off);
			cg_put(cg, k, BPF_REG_1);
			return k;
		}
		r = cg_dst(k, BPF_REG_0);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(cg_bpfsize(v->type->size), r, BPF_REG_1, off));
		cg_normalize(cg, r, v->type);
		cg_put(cg, k, r);
		return k;
	}
	cg_dvar_key(cg, n);
	ir_note(cg->ir, "load %s%s%s", dt_scope_prefix(v->scope), v->name, v->isassoc ? "[ ]" : "");
	cg_dvar_lookup(cg, v);
	k = cg_push(cg, n->line);
	if (v->type->kind == DT_TK_STRING) {
		int off = cg_tmp(cg, n->line), done = ir_label(cg->ir);

		cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strsize));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		ir_place(cg->ir, done);
		cg_msaddr(cg, BPF_REG_1, off);
		cg_put(cg, k, BPF_REG_1);
		return k;
	}
	r = cg_dst(k, BPF_REG_1);
	emit(cg->ir, BPF_MOV64_IMM(r, 0));
	emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_0, 0));
	cg_put(cg, k, r);
	return k;
}

/*
 * Store the value in slot k into variable reference n.  Dynamic variables:
 * storing 0 deletes the element; a store that finds no room is counted as a
 * dynamic variable drop.
 */
static void
cg_var_store(dt_cg_t *cg, dt_node_t *n, int k)
{
	dt_var_t *v = n->var;
	int done, r;

	if (v->scope == DT_IDENT_GLOBAL && v->dvarid == 0) {
		cg_global_store(cg, v, k);
		return;
	}
	if (v->scope == DT_IDENT_THIS) {
		int off = DT_MS_THIS + v->offset;

		ir_note(cg->ir, "store this->%s", v->name);
		if (v->type->kind == DT_TK_STRING) {
			int src = cg_get(cg, k, BPF_REG_3);

			cg_msaddr(cg, BPF_REG_1, off);
			cg_strcpy(cg, BPF_REG_1, src);
			return;
		}
		r = cg_get(cg, k, BPF_REG_2);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(cg_bpfsize(v->type->size), BPF_REG_1, r, off));
		return;
	}
	cg_dvar_key(cg, n);
	ir_note(cg->ir, "store %s%s%s", dt_scope_prefix(v->scope), v->name, v->isassoc ? "[ ]" : "");
	done = ir_label(cg->ir);
	if (v->type->kind == DT_TK_STRING) {
		r = cg_get(cg, k, BPF_REG_3);
		if (r != BPF_REG_3)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, r));
	} else {
		int upd = ir_label(cg->ir);

		r = cg_get(cg, k, BPF_REG_3);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, r, 0, 0), upd);
		ir_note(cg->ir, "0: delete the element");
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
		cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
		emit_jmp(cg->ir, BPF_JMP_A(0), done);
		ir_place(cg->ir, upd);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, r, FP_READ));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, FP_READ));
	}
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
	cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_ANY));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), done);
	ir_note(cg->ir, "no room: a dynamic variable drop");
	cg_count_dvardrop(cg);
	ir_place(cg->ir, done);
}

/* convert slot k from type `from` to type `to` in place */
static void
cg_convert(dt_cg_t *cg, int k, const dt_type_t *from, const dt_type_t *to)
{
	int r;

	if (!dt_type_is_int(to) || !dt_type_is_int(from))
		return;
	if (to->size >= 8 || (to->size >= from->size && to->sign == from->sign) ||
	    (to->size > from->size && !from->sign))
		return;		/* the normal form does not change */
	r = cg_get(cg, k, BPF_REG_0);
	cg_normalize(cg, r, to);
	cg_put(cg, k, r);
}

static int
cg_strcmp(dt_cg_t *cg, int ka, int kb)
{
	int ra = cg_get(cg, ka, BPF_REG_1), rb;

	if (ra != BPF_REG_1)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, ra));
	rb = cg_get(cg, kb, BPF_REG_2);
	if (rb != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rb));
	emit_call_c(cg->ir, DT_SYM_STRCMP, "call strcmp");
	return BPF_REG_0;
}

static int
cg_cmpop(int op, int sign)
{
	switch (op) {
	case T_EQ: return BPF_JEQ;
	case T_NE: return BPF_JNE;
	case '<': return sign ? BPF_JSLT : BPF_JLT;
	case '>': return sign ? BPF_JSGT : BPF_JGT;
	case T_LE: return sign ? BPF_JSLE : BPF_JLE;
	default: return sign ? BPF_JSGE : BPF_JGE;
	}
}

static int
cg_logical(dt_cg_t *cg, dt_node_t *n)
{
	int k = cg_expr(cg, n->l), r, done = ir_label(cg->ir);

	cg->cond++;
	r = cg_get(cg, k, BPF_REG_0);
	if (n->op == T_LXOR) {
		int kb, rb;

		/* the left operand as 0 or 1 stays in its slot while the right is computed */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, r, 0, 0), done);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
		ir_place(cg->ir, done);
		cg_put(cg, k, BPF_REG_1);
		kb = cg_expr(cg, n->r);
		rb = cg_get(cg, kb, BPF_REG_0);
		done = ir_label(cg->ir);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, rb, 0, 0), done);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 0));
		ir_place(cg->ir, done);
		cg->depth--;
		r = cg_get(cg, k, BPF_REG_1);
		if (r != BPF_REG_1)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, r));
		emit(cg->ir, BPF_ALU64_REG(BPF_XOR, BPF_REG_1, BPF_REG_2));
		cg_put(cg, k, BPF_REG_1);
		cg->cond--;
		return k;
	}
	/* && and ||: short circuit */
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, n->op == T_LAND ? 0 : 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(n->op == T_LAND ? BPF_JEQ : BPF_JNE, r, 0, 0), done);
	cg->depth--;
	{
		int kb = cg_expr(cg, n->r), rb = cg_get(cg, kb, BPF_REG_0);
		int one = ir_label(cg->ir);

		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, rb, 0, 0), one);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
		ir_place(cg->ir, one);
		cg->depth--;
	}
	ir_place(cg->ir, done);
	k = cg_push(cg, n->line);
	cg_put(cg, k, BPF_REG_1);
	cg->cond--;
	return k;
}

/* pointer +/- integer (scaled), integer + pointer, pointer - pointer */
static int
cg_ptrarith(dt_cg_t *cg, dt_node_t *n)
{
	dt_type_t *lt = n->l->type, *rt = n->r->type;
	int ka = cg_expr(cg, n->l), kb = cg_expr(cg, n->r);

	if (lt->kind == DT_TK_PTR && rt->kind == DT_TK_PTR) {
		int ra = cg_get(cg, ka, BPF_REG_1), rb = cg_get(cg, kb, BPF_REG_2);
		int rd = cg_dst(ka, BPF_REG_1);

		if (ra != rd)
			emit(cg->ir, BPF_MOV64_REG(rd, ra));
		emit(cg->ir, BPF_ALU64_REG(BPF_SUB, rd, rb));
		if (lt->ref->size > 1)
			emit(cg->ir, BPF_ALU64_IMM(BPF_DIV, rd, lt->ref->size));	/* exact: same object */
		cg->depth--;
		cg_put(cg, ka, rd);
		return ka;
	}
	if (lt->kind == DT_TK_PTR) {
		cg_addscaled(cg, ka, kb, rt, lt->ref->size ? lt->ref->size : 1, n->op == '-');
		cg->depth--;
		return ka;
	}
	/* integer + pointer */
	cg_addscaled(cg, kb, ka, lt, rt->ref->size ? rt->ref->size : 1, 0);
	cg_put(cg, ka, cg_get(cg, kb, BPF_REG_0));
	cg->depth--;
	return ka;
}

static int
cg_binop(dt_cg_t *cg, dt_node_t *n)
{
	dt_type_t *ct = n->type;	/* computation type */
	int ka, kb, ra, rb, rd, op;

	if (n->op == T_LAND || n->op == T_LOR || n->op == T_LXOR)
		return cg_logical(cg, n);
	if (n->kind == DT_NODE_OP2 && (n->op == T_EQ || n->op == T_NE || n->op == '<' ||
	    n->op == '>' || n->op == T_LE || n->op == T_GE) && n->ival == 1) {
		ka = cg_strcmparg(cg, n->l);
		kb = cg_strcmparg(cg, n->r);
	} else if ((n->op == '+' || n->op == '-') &&
	    (n->l->type->kind == DT_TK_PTR || n->r->type->kind == DT_TK_PTR)) {
		return cg_ptrarith(cg, n);
	} else {
		ka = cg_expr(cg, n->l);
		kb = cg_expr(cg, n->r);
	}
	switch (n->op) {
	case T_EQ: case T_NE: case '<': case '>': case T_LE: case T_GE: {
		int sign;

		if (n->ival == 1 || n->l->type->kind == DT_TK_STRING) {
			int r0 = cg_strcmp(cg, ka, kb);

			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
			emit(cg->ir, BPF_JMP_IMM(cg_cmpop(n->op, 1), r0, 0, 1));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
			cg->depth -= 2;
			cg_put(cg, cg_push(cg, n->line), BPF_REG_1);
			return ka;
		}
		/* compare in the usual arithmetic conversion of both operands */
		{
			dt_type_t *lt = n->l->type, *rt = n->r->type;
			dt_type_t *pl = lt->size < 4 ? &dt_type_int : lt;
			dt_type_t *pr = rt->size < 4 ? &dt_type_int : rt;

			if (pl->sign == pr->sign)
				ct = pl->size >= pr->size ? pl : pr;
			else {
				dt_type_t *u = pl->sign ? pr : pl, *s = pl->sign ? pl : pr;

				ct = u->size >= s->size ? u : (s->size > u->size ? s :
				    (s->size == 8 ? &dt_type_ulong : &dt_type_uint));
			}
			if (lt->kind == DT_TK_PTR || rt->kind == DT_TK_PTR)
				ct = &dt_type_ulong;
			cg_convert(cg, ka, lt, ct);
			cg_convert(cg, kb, rt, ct);
			sign = ct->sign;
		}
		ra = cg_get(cg, ka, BPF_REG_1);
		rb = cg_get(cg, kb, BPF_REG_2);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 1));
		emit(cg->ir, BPF_JMP_REG(cg_cmpop(n->op, sign), ra, rb, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		cg->depth--;
		cg_put(cg, ka, BPF_REG_0);
		return ka;
	}
	default:
		break;
	}
	if (n->op != T_SHL && n->op != T_SHR) {
		cg_convert(cg, ka, n->l->type, ct);
		cg_convert(cg, kb, n->r->type, ct);
	}
	ra = cg_get(cg, ka, BPF_REG_1);
	rb = cg_get(cg, kb, BPF_REG_2);
	rd = cg_dst(ka, BPF_REG_1);
	if (ra != rd)
		emit(cg->ir, BPF_MOV64_REG(rd, ra));
	switch (n->op) {
	case '+': op = BPF_ADD; break;
	case '-': op = BPF_SUB; break;
	case '*': op = BPF_MUL; break;
	case '/': op = BPF_DIV; break;
	case '%': op = BPF_MOD; break;
	case '&': op = BPF_AND; break;
	case '|': op = BPF_OR; break;
	case '^': op = BPF_XOR; break;
	case T_SHL: op = BPF_LSH; break;
	case T_SHR: op = ct->sign ? BPF_ARSH : BPF_RSH; break;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "operator %s is not supported", dt_opname(n->op));
	}
	if (op == BPF_DIV || op == BPF_MOD) {
		int ok = ir_label(cg->ir);

		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, rb, 0, 0), ok);
		cg_fault(cg, DT_FLT_DIVZERO, n->line);
		ir_place(cg->ir, ok);
		if (ct->sign)
			emit(cg->ir, BPF_ALU64_SREG(op, rd, rb));
		else
			emit(cg->ir, BPF_ALU64_REG(op, rd, rb));
	} else {
		emit(cg->ir, BPF_ALU64_REG(op, rd, rb));
	}
	cg_normalize(cg, rd, n->type);
	cg->depth--;
	cg_put(cg, ka, rd);
	return ka;
}

static int cg_addr(dt_cg_t *, dt_node_t *);
static int cg_objaddr(dt_cg_t *, dt_node_t *, int);

/*
 * Store the value in slot k into lvalue l: a variable, or a member or
 * element of a struct or array variable (stored at its address in the
 * variable's storage, which the verifier knows the bounds of).
 */
/*
 * Store the low "bits" bits of register rv into the bit-field that starts
 * "shift" bits into the byte at ra (D storage): byte by byte, each byte's
 * other bits kept, so nothing beyond the field's last byte is touched.
 */
static void
cg_store_bits(dt_cg_t *cg, int ra, int rv, int shift, int bits)
{
	uint64_t fmask = bits == 64 ? ~0ULL : (1ULL << bits) - 1;
	uint64_t inplace = fmask << shift;
	int nbytes = (shift + bits + 7) / 8;

	cg_movimm(cg, BPF_REG_3, (int64_t)fmask);
	emit(cg->ir, BPF_ALU64_REG(BPF_AND, BPF_REG_3, rv));
	if (shift != 0)
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, shift));
	for (int i = 0; i < nbytes; i++) {
		int m = (int)((inplace >> (8 * i)) & 0xff);

		if (m == 0)
			continue;
		emit(cg->ir, BPF_LDX_MEM(BPF_B, BPF_REG_4, ra, i));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_4, ~m & 0xff));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
		if (i != 0)
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, 8 * i));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_5, m));
		emit(cg->ir, BPF_ALU64_REG(BPF_OR, BPF_REG_4, BPF_REG_5));
		emit(cg->ir, BPF_STX_MEM(BPF_B, ra, BPF_REG_4, i));
	}
}

static void
cg_store(dt_cg_t *cg, dt_node_t *l, int k)
{
	int ka, ra;

	if (!l->dstore) {
		cg_var_store(cg, l, k);
		return;
	}
	ka = cg_objaddr(cg, l, 1);
	ir_note(cg->ir, "store into a variable's %s", l->kind == DT_NODE_MEMBER ? "member" : "element");
	if (l->kind == DT_NODE_MEMBER && l->memb->bits != 0) {
		cg_store_bits(cg, cg_get(cg, ka, BPF_REG_1), cg_get(cg, k, BPF_REG_2),
		    (int)(l->ival % 8), l->memb->bits);
	} else if (l->type->kind == DT_TK_STRING) {
		int src = cg_get(cg, k, BPF_REG_3);

		if (src != BPF_REG_3)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, src));
		cg_strcpy(cg, cg_get(cg, ka, BPF_REG_1), BPF_REG_3);
	} else {
		ra = cg_get(cg, ka, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(cg_bpfsize(l->type->size), ra, cg_get(cg, k, BPF_REG_2), 0));
	}
	cg->depth--;
}

/* l = r for structs and unions: a checked copy of r's bytes into l's storage */
static int
cg_copy_object(dt_cg_t *cg, dt_node_t *l, dt_node_t *r)
{
	int kr = cg_addr(cg, r), kl = cg_objaddr(cg, l, 1), rs;

	ir_note(cg->ir, "copy %d bytes", l->type->size);
	rs = cg_get(cg, kl, BPF_REG_1);
	if (rs != BPF_REG_1)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, rs));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, l->type->size));
	cg_read_checked(cg, BPF_FUNC_probe_read_kernel, kr, r->line);
	cg_put(cg, kr, cg_get(cg, kl, BPF_REG_1));	/* the value: l's address */
	cg->depth--;
	return kr;
}

static int
cg_assign(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *lt = n->l->type;
	int k;

	if (n->op == '=' && (lt->kind == DT_TK_STRUCT || lt->kind == DT_TK_UNION))
		return cg_copy_object(cg, n->l, n->r);
	if (n->op == '=') {
		k = lt->kind == DT_TK_STRING ? cg_str(cg, n->r) : cg_expr(cg, n->r);
		cg_convert(cg, k, n->r->type, lt);
	} else {
		static const struct { int aop, op; } map[] = {
			{ T_ADD_EQ, '+' }, { T_SUB_EQ, '-' }, { T_MUL_EQ, '*' }, { T_DIV_EQ, '/' },
			{ T_MOD_EQ, '%' }, { T_AND_EQ, '&' }, { T_OR_EQ, '|' }, { T_XOR_EQ, '^' },
			{ T_SHL_EQ, T_SHL }, { T_SHR_EQ, T_SHR },
		};
		dt_node_t bin = *n;

		for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
			if (map[i].aop == n->op)
				bin.op = map[i].op;
		bin.kind = DT_NODE_OP2;
		if (lt->kind == DT_TK_PTR) {
			/* p += n, p -= n */
			k = cg_ptrarith(cg, &bin);
			cg_store(cg, n->l, k);
			return k;
		}
		bin.type = (bin.op == T_SHL || bin.op == T_SHR) ?
		    (n->l->type->size < 4 ? &dt_type_int : n->l->type) : NULL;
		if (bin.type == NULL) {
			/* usual arithmetic conversions of the two operand types */
			dt_type_t *a = n->l->type->size < 4 ? &dt_type_int : n->l->type;
			dt_type_t *b = n->r->type->size < 4 ? &dt_type_int : n->r->type;

			if (a->sign == b->sign)
				bin.type = a->size >= b->size ? a : b;
			else {
				dt_type_t *u = a->sign ? b : a, *s = a->sign ? a : b;

				bin.type = u->size >= s->size ? u : (s->size > u->size ? s :
				    (s->size == 8 ? &dt_type_ulong : &dt_type_uint));
			}
		}
		k = cg_binop(cg, &bin);
		cg_convert(cg, k, bin.type, lt);
	}
	cg_store(cg, n->l, k);
	return k;
}

static int
cg_incdec(dt_cg_t *cg, dt_node_t *n, int post)
{
	const dt_type_t *t = n->l->type;
	int k = cg_expr(cg, n->l), r = cg_get(cg, k, BPF_REG_0);
	int inc = (n->op == T_INC || n->op == T_PREINC) ? 1 : -1;
	int knew;

	if (t->kind == DT_TK_PTR)
		inc *= t->ref->size;	/* a pointer moves by its object's size */

	if (post) {
		/* the old value stays in slot k; the new one is stored */
		knew = cg_push(cg, n->line);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, r));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, inc));
		cg_normalize(cg, BPF_REG_2, t);
		cg_put(cg, knew, BPF_REG_2);
		cg_store(cg, n->l, knew);
		cg->depth--;
		return k;
	}
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, r, inc));
	cg_normalize(cg, r, t);
	cg_put(cg, k, r);
	cg_store(cg, n->l, k);
	return k;
}

/* ---- kernel memory ---- */
static int cg_addr(dt_cg_t *, dt_node_t *);

/*
 * The value of slot k (an address) plus "add" bytes, in place.
 */
static void
cg_addimm(dt_cg_t *cg, int k, int64_t add)
{
	int r;

	if (add == 0)
		return;
	r = cg_get(cg, k, BPF_REG_0);
	if (add >= INT32_MIN && add <= INT32_MAX) {
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)add));
	} else {
		emit_ld64(cg->ir, BPF_REG_1, add);
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, r, BPF_REG_1));
	}
	cg_put(cg, k, r);
}

/* slot kidx (an index of type it) times size, added to slot k */
static void
cg_addscaled(dt_cg_t *cg, int k, int kidx, const dt_type_t *it, int size, int sub)
{
	int ri = cg_get(cg, kidx, BPF_REG_2), rk;

	(void)it;	/* normalized: a sign-extended or zero-extended 64-bit value */
	if (ri != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, ri));
	if (size != 1)
		emit(cg->ir, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, size));
	rk = cg_get(cg, k, BPF_REG_1);
	emit(cg->ir, BPF_ALU64_REG(sub ? BPF_SUB : BPF_ADD, rk, BPF_REG_2));
	cg_put(cg, k, rk);
}

/*
 * Load a scalar of type t from the address in slot k into slot k, with a
 * checked read; a bad address faults.  Bit-fields: bitoff/bits (bits 0 =
 * not a bit-field; bitoff is then a multiple of 8 already applied).
 */
/*
 * A checked read: r1 (destination) and r2 (size) are set; read helper fn
 * copies from the address in slot k, and a failure is a fault at that
 * address.
 */
static void
cg_read_checked(dt_cg_t *cg, int fn, int k, int line)
{
	int ok = ir_label(cg->ir), ra = cg_get(cg, k, BPF_REG_3);

	if (ra != BPF_REG_3)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, ra));
	emit(cg->ir, BPF_CALL_HELPER(fn));
	/* the _str helpers return the length copied, the others 0 */
	emit_jmp(cg->ir, BPF_JMP_IMM(fn == BPF_FUNC_probe_read_kernel ? BPF_JEQ : BPF_JSGE,
	    BPF_REG_0, 0, 0), ok);
	cg_fault_at(cg, DT_FLT_BADADDR, line, cg_get(cg, k, BPF_REG_3));
	ir_place(cg->ir, ok);
}

static void
cg_load(dt_cg_t *cg, int k, const dt_type_t *t, int bitshift, int bits, int line)
{
	int size = t->size, r;

	if (bits != 0)
		size = (bitshift + bits + 7) / 8;
	emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_READ, 0));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, FP_READ));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	cg_read_checked(cg, BPF_FUNC_probe_read_kernel, k, line);
	r = cg_dst(k, BPF_REG_0);
	if (bits != 0) {
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_FP, FP_READ));
		/* little-endian: shift the field to the top, then down (sign-extending) */
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, r, 64 - bitshift - bits));
		emit(cg->ir, BPF_ALU64_IMM(t->sign ? BPF_ARSH : BPF_RSH, r, 64 - bits));
	} else {
		emit(cg->ir, BPF_LDX_MEM(cg_bpfsize(size), r, BPF_REG_FP, FP_READ));
		cg_normalize(cg, r, t);
	}
	cg_put(cg, k, r);
}

/*
 * The address of a struct, union or array value of dynamic variable
 * reference n (self-> or an associative array element), pushed as a slot:
 * its map element.  A reader of a missing element gets the always-zero
 * area (it reads as zeroes, as a missing scalar reads as 0); a writer
 * creates the element from those zeroes, and if the map is full counts a
 * dynamic variable drop and writes into the key area instead (its bytes
 * are not needed once the element is looked up), so that the store is
 * lost, not the clause.
 */
static int
cg_dvar_addr(dt_cg_t *cg, dt_node_t *n, int write)
{
	dt_var_t *v = n->var;
	int k, have = ir_label(cg->ir);

	cg_dvar_key(cg, n);
	ir_note(cg->ir, "&%s%s%s%s", dt_scope_prefix(v->scope), v->name, v->isassoc ? "[ ]" : "",
	    write ? " (created if missing)" : "");
	cg_dvar_lookup(cg, v);
	k = cg_push(cg, n->line);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	if (write) {
		ir_note(cg->ir, "missing: create %s%s%s from zeroes", dt_scope_prefix(v->scope), v->name,
		    v->isassoc ? "[ ]" : "");
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
		cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		cg_msaddr(cg, BPF_REG_3, DT_MS_ZERO);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
		cg_dvar_lookup(cg, v);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
		ir_note(cg->ir, "no room: a dynamic variable drop, the store goes to the key area");
		cg_count_dvardrop(cg);
		cg_msaddr(cg, BPF_REG_0, DT_MS_KEY);
	} else {
		ir_note(cg->ir, "missing: reads as zeroes");
		cg_msaddr(cg, BPF_REG_0, DT_MS_ZERO);
	}
	ir_place(cg->ir, have);
	cg_put(cg, k, BPF_REG_0);
	return k;
}

/*
 * The address of an object in kernel memory or in a D variable's storage,
 * pushed as a slot.  write: the object is about to be stored into (a
 * dynamic variable's element is then created if missing).
 */
static int
cg_objaddr(dt_cg_t *cg, dt_node_t *n, int write)
{
	int k, ki;

	switch (n->kind) {
	case DT_NODE_MEMBER:
		if (n->xl != NULL) {
			/* a translated member in memory (an array): its expression's address */
			dt_node_t *saved = n->xl->cur_arg;

			n->xl->cur_arg = n->r;
			k = cg_addr(cg, n->x);
			n->xl->cur_arg = saved;
			return k;
		}
		k = n->op == T_ARROW ? cg_expr(cg, n->l) : cg_objaddr(cg, n->l, write);
		ir_note(cg->ir, "&%s%s", n->op == T_ARROW ? "->" : ".", n->str);
		cg_addimm(cg, k, (int64_t)(n->ival / 8));
		return k;
	case DT_NODE_INDEX:
		if (n->var != NULL)	/* an associative array's struct or array element */
			return cg_dvar_addr(cg, n, write);
		k = n->l->type->kind == DT_TK_ARRAY ? cg_objaddr(cg, n->l, write) : cg_expr(cg, n->l);
		ki = cg_expr(cg, n->args);
		if (n->l->type->kind == DT_TK_ARRAY && n->l->type->nelems > 1 &&
		    !(n->args->isconst && n->args->ival >= 0 && n->args->ival < n->l->type->nelems)) {
			/* an array of known size (0 and 1 may be flexible): a checked index */
			int ok = ir_label(cg->ir), ri = cg_get(cg, ki, BPF_REG_2);

			ir_note(cg->ir, "index < %d?", n->l->type->nelems);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLT, ri, n->l->type->nelems, 0), ok);
			cg_fault_at(cg, DT_FLT_BADINDEX, n->line, ri);
			ir_place(cg->ir, ok);
		}
		ir_note(cg->ir, "&[index]");
		cg_addscaled(cg, k, ki, n->args->type, n->type->size, 0);
		cg->depth--;
		return k;
	case DT_NODE_OP1:
		if (n->op == T_DEREF)
			return cg_expr(cg, n->l);	/* a pointer's value, or an array's address */
		break;
	case DT_NODE_IDENT:
		if (n->var == NULL || !n->dstore)
			break;
		/* a struct or array variable: its storage */
		if (n->var->dvarid != 0)
			return cg_dvar_addr(cg, n, write);
		k = cg_push(cg, n->line);
		ir_note(cg->ir, "&%s%s", dt_scope_prefix(n->var->scope), n->var->name);
		if (n->var->scope == DT_IDENT_THIS) {
			cg_msaddr(cg, BPF_REG_1, DT_MS_THIS + n->var->offset);
		} else {
			emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, n->var->offset));
		}
		cg_put(cg, k, BPF_REG_1);
		return k;
	case DT_NODE_SYM:
		k = cg_push(cg, n->line);
		ir_note(cg->ir, "&%s", n->str);
		cg_movimm(cg, cg_dst(k, BPF_REG_0), n->ival);
		cg_put(cg, k, cg_dst(k, BPF_REG_0));
		return k;
	default:
		break;
	}
	dt_cerror(cg->dtp, D_ADDROF_LVAL, n->line, "internal error: not an object in memory");
}

static int
cg_addr(dt_cg_t *cg, dt_node_t *n)
{
	return cg_objaddr(cg, n, 0);
}

/*
 * Copy the string at the kernel address in slot k (at most max bytes) to a
 * new string temporary with a checked read; slot k becomes the temporary.
 * Returns the temporary's offset in mstate.
 */
static int
cg_strread(dt_cg_t *cg, int k, int max, int line)
{
	int off = cg_tmp(cg, line);

	cg_msaddr(cg, BPF_REG_1, off);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, max));
	cg_read_checked(cg, BPF_FUNC_probe_read_kernel_str, k, line);
	cg_msaddr(cg, BPF_REG_1, off);
	cg_put(cg, k, BPF_REG_1);
	return off;
}

/* an object in kernel memory: scalars are loaded, aggregates are their address */
static int
cg_inmem(dt_cg_t *cg, dt_node_t *n)
{
	int k = cg_addr(cg, n);
	int bits = n->kind == DT_NODE_MEMBER ? n->memb->bits : 0;

	if (n->type->kind == DT_TK_STRING && !n->dstore) {
		/* a D string member of an object outside D storage: copied in */
		ir_note(cg->ir, "string member %s (checked copy)", n->str ? n->str : "");
		cg_strread(cg, k, cg->dtp->strsize, n->line);
		return k;
	}
	if (!dt_type_is_scalar(n->type))
		return k;
	if (bits != 0) {
		/* the address points at the field's first byte: n->ival / 8 */
		ir_note(cg->ir, "load bit-field %s", n->str);
		cg_load(cg, k, n->type, (int)(n->ival % 8), bits, n->line);
	} else {
		ir_note(cg->ir, "checked load (%d bytes)", n->type->size);
		cg_load(cg, k, n->type, 0, 0, n->line);
	}
	return k;
}

/*
 * A value as a D string (a pointer to a strsize buffer): strings as they
 * are; char arrays in kernel memory and char pointers (and stringof() of
 * other scalars) are copied from the kernel with a checked string read.
 */
static int
cg_str(dt_cg_t *cg, dt_node_t *n)
{
	int k, off, max;

	if (n->type->kind == DT_TK_STRING)
		return cg_expr(cg, n);
	k = n->type->kind == DT_TK_ARRAY ? cg_addr(cg, n) : cg_expr(cg, n);
	max = cg->dtp->strsize;
	if (n->type->kind == DT_TK_ARRAY && n->type->nelems + 1 < max)
		max = n->type->nelems + 1;
	ir_note(cg->ir, "string from kernel memory (at most %d bytes)", max);
	off = cg_strread(cg, k, max, n->line);
	if (n->type->kind == DT_TK_ARRAY && max < cg->dtp->strsize) {
		/* a full char array has no NUL of its own */
		cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, max - 1, 0));
	}
	return k;
}

/* ---- subroutines ---- */

/* the constant 0 or NULL where a string is expected */
static int
cg_isnull(const dt_node_t *n)
{
	return n->isconst && n->ival == 0 && n->type->kind != DT_TK_STRING &&
	    dt_type_is_scalar(n->type);
}

/* A string operand of a comparison: NULL (the constant 0) compares as "" */
static int
cg_strcmparg(dt_cg_t *cg, dt_node_t *n)
{
	int k, off;

	if (!cg_isnull(n))
		return cg_str(cg, n);
	k = cg_push(cg, n->line);
	off = cg_tmp(cg, n->line);
	ir_note(cg->ir, "NULL as a string: \"\"");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, off, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, off));
	cg_put(cg, k, BPF_REG_1);
	return k;
}

/*
 * A string argument of a subroutine.  NULL (the constant 0) is read, as in
 * DTrace, and so faults at address 0.
 */
static int
cg_strarg(dt_cg_t *cg, dt_node_t *n)
{
	int k, ok;

	if (!cg_isnull(n))
		return cg_str(cg, n);
	k = cg_strcmparg(cg, n);
	ok = ir_label(cg->ir);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_BADADDR, n->line);
	ir_place(cg->ir, ok);
	return k;
}

/* reg = the value of slot k */
static void
cg_argreg(dt_cg_t *cg, int k, int reg)
{
	int r = cg_get(cg, k, reg);

	if (r != reg)
		emit(cg->ir, BPF_MOV64_REG(reg, r));
}

/* an argument of a runtime routine: slot, or the constant imm when slot < 0 (cg_rtarg_t) */

/*
 * Call runtime routine sym (dt_rt.c) with r1 = &mstate[dst] when dst >= 0
 * (the string it makes), then the arguments.
 */
static void
cg_rtcall(dt_cg_t *cg, int sym, int dst, const cg_rtarg_t *a, int na)
{
	char cmt[64];
	int reg = BPF_REG_1;

	if (dst >= 0)
		cg_msaddr(cg, reg++, dst);
	for (int i = 0; i < na; i++, reg++) {
		if (a[i].slot >= 0)
			cg_argreg(cg, a[i].slot, reg);
		else
			cg_movimm(cg, reg, a[i].imm);
	}
	snprintf(cmt, sizeof(cmt), "call %s", dt_rt_name(sym));
	emit_call_c(cg->ir, sym, cmt);
}

/* a runtime routine's r0 = 1: a bad address, the one it left in W7 */
static void
cg_rt_fault(dt_cg_t *cg, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	cg_ms(cg, BPF_REG_3);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_3, cg->dtp->ms_rt + DT_RT_W(7)));
	cg_fault_at(cg, DT_FLT_BADADDR, line, BPF_REG_3);
	ir_place(cg->ir, ok);
}

/* fault (address 0) unless r0 == good */
static void
cg_fault_unless(dt_cg_t *cg, int good, dt_fault_t kind, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, good, 0), ok);
	cg_fault(cg, kind, line);
	ir_place(cg->ir, ok);
}

/* a subroutine's result: the integer in r0 (type t), or the string at mstate[off] */
static int
cg_subr_result(dt_cg_t *cg, int base, int off, const dt_type_t *t, int line)
{
	int k, r;

	cg->depth = base;
	k = cg_push(cg, line);
	if (off >= 0) {
		cg_msaddr(cg, BPF_REG_1, off);
		cg_put(cg, k, BPF_REG_1);
		return k;
	}
	r = cg_dst(k, BPF_REG_0);
	if (r != BPF_REG_0)
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_0));
	cg_normalize(cg, r, t);
	cg_put(cg, k, r);
	return k;
}

/*
 * r0 = the runtime buffers (DT_MAP_RTBUF) of this CPU + off, a map value
 * pointer, also saved at FP_READ; fault "out of scratch space" when the
 * value cannot be had.  cg_scratch_base: the alloca scratch (DT_RB_ALLOCA).
 */
static void
cg_rtbuf_at(dt_cg_t *cg, int off, int line)
{
	int ok = ir_label(cg->ir);

	emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_READ, 0));
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_RTBUF);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, FP_READ));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), ok);
	cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, off));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, FP_READ));
}

static void
cg_scratch_base(dt_cg_t *cg, int line)
{
	cg_rtbuf_at(cg, DT_RB_ALLOCA(cg->dtp->strsize), line);
}

/*
 * Allocate slot kn's value in bytes of the clause's alloca scratch, from
 * an 8-byte boundary, or fault "out of scratch space" as DTrace does.
 * Leaves r1 = a pointer to them (to the verifier: the scratch map value at
 * an offset in [0, scratchsize], which its second half makes safe for any
 * size up to scratchsize), r2 = the size, r5 = mstate, and their address
 * as a number in the runtime area's ADDR word: a pointer stored in a map
 * reads back as a number, which D code may use as any address (loads
 * through it are checked loads).
 */
static void
cg_scratch_alloc(dt_cg_t *cg, int kn, int line)
{
	int A = cg->dtp->scratchsize, rt = cg->dtp->ms_rt;
	int ok1 = ir_label(cg->ir), ok2 = ir_label(cg->ir);

	cg_scratch_base(cg, line);
	cg_ms(cg, BPF_REG_5);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_5, rt + DT_RT_ALLOCUSED));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 7));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, -8));
	cg_argreg(cg, kn, BPF_REG_3);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, A, 0), ok1);
	cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok1);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, A));
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_4, BPF_REG_2));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_3, BPF_REG_4, 0), ok2);
	cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok2);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_2));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_4, rt + DT_RT_ALLOCUSED));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_1, rt + DT_RT_ADDR));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_3));
}

/*
 * The destination of bcopy() and copyinto(): slot kdest's value must
 * address slot ksize's value in bytes of the scratch this clause has
 * allocated, as DTrace requires; else the address faults.  Leaves r1 = a
 * pointer to them (checked as cg_scratch_alloc's), r2 = the size.
 */
static void
cg_scratch_check(dt_cg_t *cg, int kdest, int ksize, int line)
{
	int A = cg->dtp->scratchsize, rt = cg->dtp->ms_rt;
	int ok0 = ir_label(cg->ir), ok1 = ir_label(cg->ir), ok2 = ir_label(cg->ir);

	cg_scratch_base(cg, line);
	cg_ms(cg, BPF_REG_5);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_0, rt + DT_RT_ADDR));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_5, rt + DT_RT_ADDR));
	cg_argreg(cg, kdest, BPF_REG_2);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_2, rt + DT_RT_ADDR2));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_5, rt + DT_RT_ADDR2));
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_5, rt + DT_RT_ALLOCUSED));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_3, A, 0), ok0);
	cg_fault_at(cg, DT_FLT_BADADDR, line, cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok0);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_2, BPF_REG_3, 0), ok1);
	cg_fault_at(cg, DT_FLT_BADADDR, line, cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok1);
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_2));
	cg_argreg(cg, ksize, BPF_REG_4);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_4, BPF_REG_3, 0), ok2);
	cg_fault_at(cg, DT_FLT_BADADDR, line, cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok2);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
}

/* a helper's r0 of 0 or more is success; else fault at slot k's address */
static void
cg_fault_addr_unless_ok(dt_cg_t *cg, int k, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	cg_fault_at(cg, DT_FLT_BADADDR, line, cg_get(cg, k, BPF_REG_3));
	ir_place(cg->ir, ok);
}

/* read size bytes at slot k's address (kernel memory) to the runtime area's IN6 */
static void
cg_inet_read(dt_cg_t *cg, int k, int size, int line)
{
	cg_argreg(cg, k, BPF_REG_3);
	cg_msaddr(cg, BPF_REG_1, cg->dtp->ms_rt + DT_RT_IN6);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	cg_fault_addr_unless_ok(cg, k, line);
}

/* a constant size of alloca() or copyin() that can never fit */
static void
cg_scratch_const(dt_cg_t *cg, dt_node_t *a, const char *fn)
{
	if (a->isconst && (uint64_t)a->ival > (uint64_t)cg->dtp->scratchsize)
		dt_cerror(cg->dtp, D_NOREG, a->line, "%s( ) of %llu bytes is more than the "
		    "scratch space of a clause (scratchsize %d)", fn,
		    (unsigned long long)a->ival, cg->dtp->scratchsize);
}

/*
 * A call of a subroutine (dt_subr.c): string and address work is done by
 * the runtime routines of dt_rt.c, memory copies and integer functions
 * here.  String results are new temporaries.
 */
static int
cg_subr(dt_cg_t *cg, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int id = (int)n->ival, base = cg->depth, ks[3] = { -1, -1, -1 }, nargs = 0;
	int rt = dtp->ms_rt, off = -1, cont = 0, r;
	dt_node_t *a;
	cg_rtarg_t ra[4];

	for (a = n->args; a != NULL; a = a->next, nargs++) {
		if (id == DT_SUBR_STRTOK && nargs == 0 && cg_isnull(a)) {
			cont = 1;	/* strtok(NULL, ...) */
			continue;
		}
		ks[nargs] = dt_subr_param(id, nargs) == 'S' ? cg_strarg(cg, a) : cg_expr(cg, a);
	}
	ir_note(cg->ir, "%s()", dt_subr_name(id));
	switch ((dt_subr_t)id) {
	case DT_SUBR_STRLEN:
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		cg_rtcall(cg, DT_SYM_STRLEN, -1, ra, 1);
		break;
	case DT_SUBR_STRJOIN:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		cg_rtcall(cg, DT_SYM_STRJOIN, off, ra, 2);
		cg_fault_unless(cg, 0, DT_FLT_NOSCRATCH, n->line);
		break;
	case DT_SUBR_SUBSTR:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		ra[2] = (cg_rtarg_t){ ks[2], 0 };
		ra[3] = (cg_rtarg_t){ -1, nargs == 3 };
		cg_rtcall(cg, DT_SYM_SUBSTR, off, ra, 4);
		break;
	case DT_SUBR_INDEX:
	case DT_SUBR_RINDEX:
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		ra[2] = (cg_rtarg_t){ ks[2], 0 };
		ra[3] = (cg_rtarg_t){ -1, (nargs == 3) | (id == DT_SUBR_RINDEX) << 1 };
		cg_rtcall(cg, DT_SYM_SEARCH, -1, ra, 4);
		break;
	case DT_SUBR_STRSTR:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		cg_rtcall(cg, DT_SYM_STRSTR, off, ra, 2);
		break;
	case DT_SUBR_STRCHR:
	case DT_SUBR_STRRCHR:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		ra[2] = (cg_rtarg_t){ -1, id == DT_SUBR_STRRCHR };
		cg_rtcall(cg, DT_SYM_STRCHR, off, ra, 3);
		break;
	case DT_SUBR_STRTOK:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ cont ? ks[1] : ks[0], 0 };	/* (ignored when cont) */
		ra[1] = (cg_rtarg_t){ ks[1], 0 };
		ra[2] = (cg_rtarg_t){ -1, cont };
		cg_rtcall(cg, DT_SYM_STRTOK, off, ra, 3);
		cg_fault_unless(cg, 0, DT_FLT_BADADDR, n->line);
		break;
	case DT_SUBR_LLTOSTR:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ ks[1], 10 };
		cg_rtcall(cg, DT_SYM_LLTOSTR, off, ra, 2);
		cg_fault_unless(cg, 0, DT_FLT_ILLOP, n->line);
		break;
	case DT_SUBR_TOUPPER:
	case DT_SUBR_TOLOWER:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ -1, id == DT_SUBR_TOUPPER };
		cg_rtcall(cg, DT_SYM_CASE, off, ra, 2);
		break;
	case DT_SUBR_BASENAME:
	case DT_SUBR_DIRNAME:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		ra[1] = (cg_rtarg_t){ -1, id == DT_SUBR_DIRNAME };
		cg_rtcall(cg, DT_SYM_PATHNAME, off, ra, 2);
		break;
	case DT_SUBR_CLEANPATH:
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		cg_rtcall(cg, DT_SYM_CLEANPATH, off, ra, 1);
		break;
	case DT_SUBR_ALLOCA:
		cg_scratch_const(cg, n->args, "alloca");
		cg_scratch_alloc(cg, ks[0], n->line);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_5, rt + DT_RT_ADDR));
		break;
	case DT_SUBR_COPYIN:
		cg_scratch_const(cg, n->args->next, "copyin");
		cg_scratch_alloc(cg, ks[1], n->line);
		cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, rt + DT_RT_ADDR));
		break;
	case DT_SUBR_COPYINTO:
		cg_scratch_check(cg, ks[2], ks[1], n->line);
		cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_SUBR_BCOPY:
		cg_scratch_check(cg, ks[1], ks[2], n->line);
		cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_SUBR_COPYINSTR: {
		int big = ir_label(cg->ir);

		off = cg_tmp(cg, n->line);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, dtp->strsize));
		if (nargs == 2) {	/* at most maxlen bytes, as DTrace */
			cg_argreg(cg, ks[1], BPF_REG_4);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_4, dtp->strsize, 0), big);
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		}
		ir_place(cg->ir, big);
		cg_argreg(cg, ks[0], BPF_REG_3);
		cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user_str));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		break;
	}
	case DT_SUBR_RAND:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_prandom_u32));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0x7fffffff));
		break;
	case DT_SUBR_NTOHS: case DT_SUBR_HTONS:
	case DT_SUBR_NTOHL: case DT_SUBR_HTONL:
	case DT_SUBR_NTOHLL: case DT_SUBR_HTONLL:
		r = cg_get(cg, ks[0], BPF_REG_0);
		emit(cg->ir, BPF_TO_BE_REG(r, id == DT_SUBR_NTOHS || id == DT_SUBR_HTONS ? 16 :
		    id == DT_SUBR_NTOHL || id == DT_SUBR_HTONL ? 32 : 64));
		cg_put(cg, ks[0], r);
		return ks[0];
	case DT_SUBR_GETMAJOR:
	case DT_SUBR_GETMINOR:
		/* the kernel's dev_t: major << 20 | minor (see dt_subr_fold) */
		r = cg_get(cg, ks[0], BPF_REG_0);
		if (id == DT_SUBR_GETMAJOR) {
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, r, 20));
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, r, 0xfff));
		} else {
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, r, 0xfffff));
		}
		cg_put(cg, ks[0], r);
		return ks[0];
	case DT_SUBR_INET_NTOA:
	case DT_SUBR_INET_NTOA6:
		off = cg_tmp(cg, n->line);
		cg_inet_read(cg, ks[0], id == DT_SUBR_INET_NTOA ? 4 : 16, n->line);
		ra[0] = (cg_rtarg_t){ -1, id == DT_SUBR_INET_NTOA ? 0 : 1 };
		cg_rtcall(cg, DT_SYM_INET, off, ra, 1);
		break;
	case DT_SUBR_INET_NTOP: {
		/* the address family: Linux's AF_INET (2) or AF_INET6 (10) */
		int v4 = ir_label(cg->ir), v6 = ir_label(cg->ir), rd = ir_label(cg->ir);

		off = cg_tmp(cg, n->line);
		cg_argreg(cg, ks[0], BPF_REG_1);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 2, 0), v4);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 10, 0), v6);
		cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, v4);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 4));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 0));
		emit_jmp(cg->ir, BPF_JMP_A(0), rd);
		ir_place(cg->ir, v6);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 16));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 2));
		ir_place(cg->ir, rd);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_4, FP_READ));
		cg_msaddr(cg, BPF_REG_1, rt + DT_RT_IN6);
		cg_argreg(cg, ks[1], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		cg_fault_addr_unless_ok(cg, ks[1], n->line);
		cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, FP_READ));
		emit_call_c(cg->ir, DT_SYM_INET, "call dt_inet");
		break;
	}
	case DT_SUBR_SPECULATION:
	case DT_SUBR_COPYOUT:
	case DT_SUBR_COPYOUTSTR:
		cg_spec_subr(cg, n, ks);
		break;
	case DT_SUBR_PROGENYOF:
		if (dt_btf_task_offsets(dtp) == NULL)
			dt_cerror(dtp, D_UNSUPPORTED, n->line, "progenyof( ) needs the kernel's BTF "
			    "(struct task_struct), which is not available");
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		cg_rtcall(cg, DT_SYM_PROGENY, -1, ra, 1);
		break;
	case DT_SUBR_D_PATH:
		if (!dt_rt_kernel_ok(dtp, DT_SYM_DPATH))
			dt_cerror(dtp, D_UNSUPPORTED, n->line, "d_path( ) needs the kernel's BTF "
			    "(struct path, dentry, mount, vfsmount), which is not available");
		off = cg_tmp(cg, n->line);
		ra[0] = (cg_rtarg_t){ ks[0], 0 };
		cg_rtcall(cg, DT_SYM_DPATH, off, ra, 1);
		cg_rt_fault(cg, n->line);
		break;
	default:
		dt_cerror(dtp, D_UNSUPPORTED, n->line, "%s( ) is not supported yet", n->str);
	}
	return cg_subr_result(cg, base, off, n->type, n->line);
}

static int
cg_expr(dt_cg_t *cg, dt_node_t *n)
{
	int k, r;

	if (n->isconst && dt_type_is_scalar(n->type)) {	/* (NULL is (void *)0) */
		k = cg_push(cg, n->line);
		r = cg_dst(k, BPF_REG_0);
		cg_movimm(cg, r, n->ival);
		cg_put(cg, k, r);
		return k;
	}
	if (n->inmem)
		return cg_inmem(cg, n);
	switch (n->kind) {
	case DT_NODE_STR:
		return cg_str_literal(cg, n);
	case DT_NODE_CALL:
		if (n->idkind == DT_IDENT_FUNC)
			return cg_symfn(cg, n);
		return cg_subr(cg, n);
	case DT_NODE_IDENT:
		if (n->idkind == DT_IDENT_BUILTIN)
			return cg_builtin(cg, n);
		if (n->idkind == DT_IDENT_XLPARAM) {
			/* the value being translated, evaluated where it is used */
			if (n->xl->cur_arg == NULL)
				dt_cerror(cg->dtp, D_XLATE_NONE, n->line, "translator parameter %s used "
				    "outside a translation", n->str);
			return cg_expr(cg, n->xl->cur_arg);
		}
		if (n->idkind == DT_IDENT_INLINE) {
			ir_note(cg->ir, "inline %s", n->str);
			k = n->l->type->kind == DT_TK_STRING || n->type->kind != DT_TK_STRING ?
			    cg_expr(cg, n->l) : cg_str(cg, n->l);
			cg_convert(cg, k, n->l->type, n->type);
			return k;
		}
		return cg_var_load(cg, n);
	case DT_NODE_INDEX:	/* an associative array element (others are inmem) */
		return cg_var_load(cg, n);
	case DT_NODE_SYM:	/* a function designator: its address */
		return cg_addr(cg, n);
	case DT_NODE_OP1:
		if (n->op == T_PREINC || n->op == T_PREDEC)
			return cg_incdec(cg, n, 0);
		if (n->op == T_ADDROF)
			return cg_addr(cg, n->l);
		if (n->op == T_STRINGOF)
			return cg_str(cg, n->l);
		k = cg_expr(cg, n->l);
		cg_convert(cg, k, n->l->type, n->type);
		r = cg_get(cg, k, BPF_REG_0);
		switch (n->op) {
		case T_UMINUS:
			emit(cg->ir, BPF_NEG64(r));
			break;
		case '~':
			emit(cg->ir, BPF_ALU64_IMM(BPF_XOR, r, -1));
			break;
		case '!':
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
			emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, r, 0, 1));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
			emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_1));
			break;
		default:
			break;
		}
		cg_normalize(cg, r, n->type);
		cg_put(cg, k, r);
		return k;
	case DT_NODE_POSTFIX:
		return cg_incdec(cg, n, 1);
	case DT_NODE_OP2:
		if (n->op == ',') {
			cg_expr(cg, n->l);
			cg->depth--;
			return cg_expr(cg, n->r);
		}
		if (n->op == '=' || n->op == T_ADD_EQ || n->op == T_SUB_EQ || n->op == T_MUL_EQ ||
		    n->op == T_DIV_EQ || n->op == T_MOD_EQ || n->op == T_AND_EQ || n->op == T_OR_EQ ||
		    n->op == T_XOR_EQ || n->op == T_SHL_EQ || n->op == T_SHR_EQ)
			return cg_assign(cg, n);
		return cg_binop(cg, n);
	case DT_NODE_OP3: {
		int kc = cg_expr(cg, n->x), rc = cg_get(cg, kc, BPF_REG_0);
		int lelse = ir_label(cg->ir), lend = ir_label(cg->ir), kv;

		cg->cond++;
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, rc, 0, 0), lelse);
		cg->depth--;
		kv = cg_expr(cg, n->l);
		cg_convert(cg, kv, n->l->type, n->type);
		emit_jmp(cg->ir, BPF_JMP_A(0), lend);
		ir_place(cg->ir, lelse);
		cg->depth--;
		kv = cg_expr(cg, n->r);
		cg_convert(cg, kv, n->r->type, n->type);
		ir_place(cg->ir, lend);
		cg->cond--;
		return kv;
	}
	case DT_NODE_MEMBER: {
		/* a translated member: the translator's expression for it */
		dt_node_t *saved = n->xl->cur_arg;

		n->xl->cur_arg = n->r;
		if (n->type->kind == DT_TK_STRING) {
			k = cg_str(cg, n->x);
		} else {
			k = cg_expr(cg, n->x);
			cg_convert(cg, k, n->x->type, n->type);
		}
		n->xl->cur_arg = saved;
		return k;
	}
	case DT_NODE_CAST:
		k = cg_expr(cg, n->l);	/* an array converts to its address */
		r = cg_get(cg, k, BPF_REG_0);
		cg_normalize(cg, r, n->type);
		cg_put(cg, k, r);
		return k;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "expression is not supported yet");
	}
}

/* ---- actions ---- */
static dt_action_t *
cg_action(dt_cg_t *cg, dt_actkind_t kind, int nrecs)
{
	dt_action_t *a = dt_zalloc(sizeof(*a));
	dt_clause_t *cl = cg->cl;

	a->kind = kind;
	a->nrecs = nrecs;
	a->recs = nrecs ? dt_zalloc(nrecs * sizeof(dt_recdesc_t)) : NULL;
	a->flagoff = -1;
	if (cl->lastact)
		cl->lastact->next = a;
	else
		cl->acts = a;
	cl->lastact = a;
	cl->nacts++;
	cg->actno++;
	if (cg->cond) {
		/* flag byte; flags live right after the header */
		a->flagoff = sizeof(dt_rechdr_t) + cl->nflags++;
	}
	return a;
}

/* reserve space in the record for a datum of type t */
static int
cg_recspace(dt_cg_t *cg, const dt_type_t *t, int line)
{
	int size = t->kind == DT_TK_STRING ? cg->dtp->strsize : t->size;
	int align = t->kind == DT_TK_STRING ? 1 : size;
	int off = (cg->recoff + align - 1) & ~(align - 1);

	if (off + size > DT_MS_RECMAX)
		dt_cerror(cg->dtp, D_NOREG, line, "clause records more than %d bytes", DT_MS_RECMAX);
	cg->recoff = off + size;
	return off;
}

/* record the value in slot k (type t) at record offset off */
static void
cg_record(dt_cg_t *cg, int k, const dt_type_t *t, int off)
{
	if (t->kind == DT_TK_STRING) {
		int src = cg_get(cg, k, BPF_REG_3);

		cg_msaddr(cg, BPF_REG_1, DT_MS_REC + off);
		cg_strcpy(cg, BPF_REG_1, src);
		return;
	}
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(cg_bpfsize(t->size), BPF_REG_1, cg_get(cg, k, BPF_REG_2), DT_MS_REC + off));
}

static void
cg_setflag(dt_cg_t *cg, dt_action_t *a)
{
	if (a->flagoff < 0)
		return;
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, DT_MS_REC + a->flagoff, 1));
}

/* actions (calls of trace, printf, exit...) inside if statements */
static int
cg_count_condacts(dt_node_t *s, int inif)
{
	int n = 0;

	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case DT_NODE_BLOCK:
			n += cg_count_condacts(s->body, inif);
			break;
		case DT_NODE_IF:
			n += cg_count_condacts(s->l, 1) + cg_count_condacts(s->r, 1);
			break;
		case DT_NODE_EXPRSTMT:
			if (inif && s->l->kind == DT_NODE_CALL && s->l->idkind == DT_IDENT_FUNC)
				n++;
			break;
		default:
			break;
		}
	}
	return n;
}

/* ---- stacks and symbols (dt_stack.c prints them) ---- */

/* reserve size bytes of the record, 8-byte aligned */
static int
cg_recspace_raw(dt_cg_t *cg, int size, int line)
{
	int off = (cg->recoff + 7) & ~7;

	if (off + size > DT_MS_RECMAX)
		dt_cerror(cg->dtp, D_NOREG, line, "clause records more than %d bytes", DT_MS_RECMAX);
	cg->recoff = off + size;
	return off;
}

/* *(u64 *)(mstate + off) = the current process id */
static void
cg_store_pid(dt_cg_t *cg, int off)
{
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, off));
}

/* bpf_get_stack(ctx, mstate + off, size, flags): the rest of the buffer is zeroed */
static void
cg_get_stack(dt_cg_t *cg, int off, int size, int flags)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
	cg_msaddr(cg, BPF_REG_2, off);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, size));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, flags));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_stack));
}

/*
 * Write a datum of kind dk (dt_impl.h) of size bytes at mstate + off: a
 * stack read by the kernel, or the symbol value in slot k (after the
 * process id for a user one).
 */
static void
cg_datum_write(dt_cg_t *cg, dt_dkind_t dk, int k, int off, int size)
{
	switch (dk) {
	case DT_DK_STACK:
		cg_get_stack(cg, off, size, 0);
		break;
	case DT_DK_USTACK:
		cg_store_pid(cg, off);
		cg_get_stack(cg, off + 8, size - 8, BPF_F_USER_STACK);
		break;
	case DT_DK_USYM: case DT_DK_UMOD: case DT_DK_UADDR:
		cg_store_pid(cg, off);
		off += 8;
		/* fall through */
	default:
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, cg_get(cg, k, BPF_REG_2), off));
		break;
	}
}

/* the value of func(pc) and its kin: pc, as a 64-bit address */
static int
cg_symfn(dt_cg_t *cg, dt_node_t *n)
{
	int k;

	if (n->type == NULL || n->type->kind != DT_TK_INT || n->args == NULL)
		dt_cerror(cg->dtp, D_CG_EXPR, n->line, "tracing function %s( ) may not be called "
		    "from a D expression (D program context required)", n->str);
	k = cg_expr(cg, n->args);
	cg_convert(cg, k, n->args->type, &dt_type_uint64);
	return k;
}

/* the action of call (ustack(), func(pc), trace(func(pc)), ...): record datum d */
static void
cg_datum_action(dt_cg_t *cg, dt_node_t *call, dt_node_t *d)
{
	dt_dkind_t dk = dt_node_dkind(d);
	int size = dk == DT_DK_USTACK ? d->type->size : dt_datum_size(cg->dtp, dk, 0);
	int k = dk == DT_DK_USTACK ? -1 : cg_symfn(cg, d);
	dt_action_t *a = cg_action(cg, DT_ACT_DATUM, 1);

	a->recs[0].type = d->type;
	a->recs[0].size = size;
	a->recs[0].off = cg_recspace_raw(cg, size, call->line);
	a->recs[0].dkind = dk;
	ir_note(cg->ir, "%s()", d->str);
	cg_datum_write(cg, dk, k, DT_MS_REC + a->recs[0].off, size);
	cg_setflag(cg, a);
	if (k >= 0)
		cg->depth--;
}

/*
 * The kernel functions of the tracing machinery a clause's probes fire
 * through (dt_stack.c's dt_tracer_frame leaves the same out of stack()):
 * stackdepth and caller skip frames in them.  Tracepoints record the stack
 * from their perf handler; BEGIN and END from our own programs (in the
 * module area) called by the BPF test-run path; fbt's from its kprobe
 * handlers, or its program and fentry trampoline (module area).  Profile
 * probes record the interrupted context itself.  sdt probes' stacks start
 * at the caller of the perf handler: the probe's own __traceiter_<event>
 * when the tracepoint has several callbacks (a range per probe, from the
 * dt_sdtiter map), then the function with the tracepoint, which stack()
 * also leaves out for raw_syscalls' sys_enter and sys_exit.
 */
static const struct { const char *name; dt_pkind_t kind; } cg_tracer_funcs[] = {
	{ "perf_syscall_enter", DT_PK_SYSCALL }, { "perf_syscall_exit", DT_PK_SYSCALL },
	{ "syscall_trace_enter", DT_PK_SYSCALL }, { "syscall_exit_work", DT_PK_SYSCALL },
	{ "perf_trace_sys_enter", DT_PK_SYSCALL }, { "perf_trace_sys_exit", DT_PK_SYSCALL },
	{ "__traceiter_sys_enter", DT_PK_SYSCALL }, { "__traceiter_sys_exit", DT_PK_SYSCALL },
	{ "perf_trace_run_bpf_submit", DT_PK_SYSCALL }, { "trace_call_bpf", DT_PK_SYSCALL },
	{ "perf_tp_event", DT_PK_SYSCALL },
	{ "syscall_trace_enter", DT_PK_SDT }, { "syscall_exit_work", DT_PK_SDT },
	{ "__bpf_prog_test_run_raw_tp", DT_PK_DTRACE }, { "bpf_prog_test_run_raw_tp", DT_PK_DTRACE },
	{ "trace_call_bpf", DT_PK_KPROBE }, { "kprobe_perf_func", DT_PK_KPROBE },
	{ "kprobe_dispatcher", DT_PK_KPROBE }, { "kprobe_ftrace_handler", DT_PK_KPROBE },
	{ "kretprobe_perf_func", DT_PK_KPROBE }, { "kretprobe_dispatcher", DT_PK_KPROBE },
	{ "kprobe_multi_link_prog_run", DT_PK_KPROBE }, { "kprobe_multi_link_handler", DT_PK_KPROBE },
	{ "fprobe_handler", DT_PK_KPROBE },
};
#define CG_MODULES_START	0xffffffffa0000000ULL	/* x86_64 MODULES_VADDR */

/*
 * r = stackdepth, ustackdepth, caller or ucaller.  The stack is read into
 * the aggregation key area (free while expressions are evaluated).
 * stackdepth counts the frames stack() prints and caller is the first of
 * them: the PC in the function that called the probe site, below the
 * tracer's frames.  ustackdepth counts the frames of ustack(); ucaller is
 * its second frame, the caller of the function the thread is in (DTrace's
 * definition: the first is the thread's PC).
 */
#define CG_ITER_LO	(DT_MS_KEY + 8 * 127)	/* sdt: the __traceiter_ range */
#define CG_ITER_HI	(CG_ITER_LO + 8)

static void
cg_stackinfo(dt_cg_t *cg, dt_node_t *n, int r)
{
	int done = ir_label(cg->ir);
	int sdt = cg->cl->nkinds[DT_PK_SDT] > 0 && n->ival != DT_BI_USTACKDEPTH;

	if (n->ival == DT_BI_UCALLER) {
		cg_get_stack(cg, DT_MS_KEY, 16, BPF_F_USER_STACK);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_IMM(r, 0));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_5, 16, 0), done);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_KEY + 8));
		ir_place(cg->ir, done);
		return;
	}
	if (sdt) {
		/* the probe's __traceiter_ function, [lo, hi) after the stack, or 0, 0 */
		int none = ir_label(cg->ir);

		cg->dtp->uses_sdtiter = 1;
		ir_note(cg->ir, "sdt: its __traceiter_ function");
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_SDTITER);
		cg_msaddr(cg, BPF_REG_2, DT_MS_PROBE);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, CG_ITER_LO, 0));
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, CG_ITER_HI, 0));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 0));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, CG_ITER_LO));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 8));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, CG_ITER_HI));
		ir_place(cg->ir, none);
	}
	cg_get_stack(cg, DT_MS_KEY, 8 * 127, n->ival == DT_BI_USTACKDEPTH ? BPF_F_USER_STACK : 0);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
	emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, 3));		/* frames */
	if (n->ival == DT_BI_USTACKDEPTH) {
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_5));
		return;
	}
	/* r4 = the tracer's frames on top, at most DT_STACK_TRACER_FRAMES */
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 0));
	{
		/* BEGIN/END and fentry: our program (and fentry's trampoline) in the module area */
		int found = ir_label(cg->ir), nr = 0, dtrace = cg->cl->nkinds[DT_PK_DTRACE] > 0 ||
		    cg->cl->nkinds[DT_PK_FENTRY] > 0;
		uint64_t lo[sizeof(cg_tracer_funcs) / sizeof(cg_tracer_funcs[0])];
		uint64_t hi[sizeof(cg_tracer_funcs) / sizeof(cg_tracer_funcs[0])];

		for (size_t f = 0; f < sizeof(cg_tracer_funcs) / sizeof(cg_tracer_funcs[0]); f++)
			if (cg->cl->nkinds[cg_tracer_funcs[f].kind] > 0 &&
			    dt_ksym_range(cg->dtp, cg_tracer_funcs[f].name, &lo[nr], &hi[nr]) == 0)
				nr++;
		for (int i = 0; (nr > 0 || dtrace || sdt) && i < DT_STACK_TRACER_FRAMES; i++) {
			int tracer = ir_label(cg->ir);

			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, i, 0), found);
			cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_KEY + 8 * i));
			if (sdt) {
				emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, CG_ITER_LO));
				emit(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 2));
				emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, CG_ITER_HI));
				emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 0), tracer);
			}
			if (dtrace) {
				emit_ld64(cg->ir, BPF_REG_3, CG_MODULES_START);
				emit_jmp(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_2, BPF_REG_3, 0), tracer);
			}
			for (int f = 0; f < nr; f++) {
				emit_ld64(cg->ir, BPF_REG_3, lo[f]);
				emit(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 3));
				emit_ld64(cg->ir, BPF_REG_3, hi[f]);
				emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 0), tracer);
			}
			emit_jmp(cg->ir, BPF_JMP_A(0), found);
			ir_place(cg->ir, tracer);
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, i + 1));
		}
		ir_place(cg->ir, found);
	}
	if (n->ival == DT_BI_STACKDEPTH) {
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_5));
		emit(cg->ir, BPF_ALU64_REG(BPF_SUB, r, BPF_REG_4));
		return;
	}
	/* caller: the first frame left, 0 if none */
	emit(cg->ir, BPF_MOV64_IMM(r, 0));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_4, BPF_REG_5, 0), done);
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_4, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_4));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_KEY));
	ir_place(cg->ir, done);
}


/*
 * size bytes at the kernel address in slot k, copied (checked: a bad
 * address is a fault) into a new datum of the record described by r,
 * 8-byte aligned.  Frees slot k.
 */
static void
cg_record_bytes(dt_cg_t *cg, int k, int size, int line, dt_recdesc_t *r)
{
	int off = (cg->recoff + 7) & ~7;

	if (size <= 0 || off + size > DT_MS_RECMAX)
		dt_cerror(cg->dtp, D_NOREG, line, "clause records more than %d bytes", DT_MS_RECMAX);
	cg->recoff = off + size;
	r->off = off;
	r->size = size;
	cg_msaddr(cg, BPF_REG_1, DT_MS_REC + off);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	cg_read_checked(cg, BPF_FUNC_probe_read_kernel, k, line);
	cg->depth--;
}

/*
 * The kernel stack of a stack() call n, up to nframes PCs (the rest zero),
 * read by the kernel into a new datum of the record described by r
 * (DT_DK_STACK: DT_STACK_TRACER_FRAMES more, see dt_stack.c).
 */
static void
cg_stack(dt_cg_t *cg, dt_node_t *n, dt_recdesc_t *r)
{
	int nframes = n->args != NULL ? (int)n->args->ival : cg->dtp->stackframes;
	int size = dt_datum_size(cg->dtp, DT_DK_STACK, nframes);

	r->type = dt_type_array(cg->dtp, &dt_type_uint64, size / 8);
	r->size = size;
	r->off = cg_recspace_raw(cg, size, n->line);
	r->dkind = DT_DK_STACK;
	ir_note(cg->ir, "stack(%d)", nframes);
	cg_datum_write(cg, DT_DK_STACK, -1, DT_MS_REC + r->off, size);
}

static void
cg_call(dt_cg_t *cg, dt_node_t *n)
{
	dt_action_t *a;
	dt_node_t *arg;
	int i, nargs = 0;

	for (arg = n->args; arg != NULL; arg = arg->next)
		nargs++;
	switch ((dt_func_t)n->ival) {
	case DT_FN_TRACE:
	case DT_FN_PRINT: {
		dt_type_t *t = n->args->type;
		int print = n->ival == DT_FN_PRINT, k;

		if (dt_node_dkind(n->args) != DT_DK_PLAIN) {
			cg_datum_action(cg, n, n->args);	/* trace(func(pc)) */
			return;
		}

		if (t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION ||
		    (t->kind == DT_TK_ARRAY && (print || !dt_type_is_strcompat(t)))) {
			/* the object's bytes, for a hex dump or print()'s layout */
			a = cg_action(cg, print ? DT_ACT_PRINT : DT_ACT_TRACE, 1);
			ir_note(cg->ir, "%s() of %s", n->str, t->name);
			cg_record_bytes(cg, cg_addr(cg, n->args), t->size, n->line, &a->recs[0]);
			a->recs[0].type = t;
			cg_setflag(cg, a);
			return;
		}
		if (t->kind == DT_TK_ARRAY) {	/* char arrays trace as strings */
			t = dt_type_string(cg->dtp);
			k = cg_str(cg, n->args);
		} else {
			k = cg_expr(cg, n->args);
		}
		a = cg_action(cg, print ? DT_ACT_PRINT : DT_ACT_TRACE, 1);
		a->recs[0].type = t;
		a->recs[0].size = t->kind == DT_TK_STRING ? cg->dtp->strsize : t->size;
		a->recs[0].off = cg_recspace(cg, t, n->line);
		ir_note(cg->ir, "%s()", n->str);
		cg_record(cg, k, t, a->recs[0].off);
		cg_setflag(cg, a);
		cg->depth--;
		return;
	}
	case DT_FN_SYSTEM:	/* system() and freopen() record what printf() does */
	case DT_FN_FREOPEN:
		cg->dtp->uses_destructive = 1;
		/* FALLTHROUGH */
	case DT_FN_PRINTF: {
		dt_pfprog_t *pf = n->aux;
		dt_actkind_t kind = n->ival == DT_FN_SYSTEM ? DT_ACT_SYSTEM :
		    n->ival == DT_FN_FREOPEN ? DT_ACT_FREOPEN : DT_ACT_PRINTF;

		if (pf == NULL) {
			/* the ERROR copy: the first pass's action owns the format */
			dt_action_t *pa = cg->prevacts;

			for (int j = 0; pa != NULL && j < cg->cl->nacts; j++)
				pa = pa->next;
			if (pa == NULL || pa->kind != kind)
				dt_cerror(cg->dtp, D_UNKNOWN, n->line, "internal error: printf format lost");
			pf = pa->pf;
		}
		a = cg_action(cg, kind, nargs - 1);
		a->pf = cg->inerror ? NULL : pf;	/* the first pass's action owns it */
		n->aux = NULL;
		for (i = 0, arg = n->args->next; arg != NULL; arg = arg->next, i++) {
			dt_type_t *t = arg->type;
			int k;

			if (dt_printf_argkind(pf, i) == DT_PFCONV_STACK &&
			    dt_node_dkind(arg) == DT_DK_USTACK) {
				/* %k of ustack(): the pid and PCs, rendered by the consumer */
				a->recs[i].type = t;
				a->recs[i].size = t->size;
				a->recs[i].off = cg_recspace_raw(cg, t->size, n->line);
				a->recs[i].dkind = DT_DK_USTACK;
				ir_note(cg->ir, "%s() for %%k", arg->str);
				cg_datum_write(cg, DT_DK_USTACK, -1, DT_MS_REC + a->recs[i].off, t->size);
				continue;
			}
			if (dt_printf_argkind(pf, i) == DT_PFCONV_STACK) {
				/* %k of stack(): the PCs, rendered by the consumer */
				cg_stack(cg, arg, &a->recs[i]);
				continue;
			}
			/* %s of a char array or char pointer records the string */
			if (t->kind != DT_TK_STRING && dt_type_is_strcompat(t) &&
			    dt_printf_argkind(pf, i) == DT_PFCONV_STR) {
				t = dt_type_string(cg->dtp);
				k = cg_str(cg, arg);
			} else {
				k = cg_expr(cg, arg);
			}

			a->recs[i].type = t;
			a->recs[i].size = t->kind == DT_TK_STRING ? cg->dtp->strsize : t->size;
			a->recs[i].off = cg_recspace(cg, t, n->line);
			ir_note(cg->ir, "printf() argument #%d", i + 2);
			cg_record(cg, k, t, a->recs[i].off);
			cg->depth--;
		}
		cg_setflag(cg, a);
		return;
	}
	case DT_FN_STACK:
		a = cg_action(cg, DT_ACT_STACK, 1);
		cg_stack(cg, n, &a->recs[0]);
		cg_setflag(cg, a);
		return;
	case DT_FN_TRACEMEM: {
		/* tracemem(addr, size[, dsize]): size bytes at addr, and dsize */
		dt_node_t *dyn = n->args->next->next;
		int k;

		a = cg_action(cg, DT_ACT_TRACEMEM, dyn != NULL ? 2 : 1);
		if (dyn != NULL) {
			k = cg_expr(cg, dyn);
			cg_convert(cg, k, dyn->type, &dt_type_uint64);
			a->recs[1].type = &dt_type_uint64;
			a->recs[1].size = 8;
			a->recs[1].off = cg_recspace(cg, &dt_type_uint64, n->line);
			ir_note(cg->ir, "tracemem() size to display");
			cg_record(cg, k, &dt_type_uint64, a->recs[1].off);
			cg->depth--;
		}
		ir_note(cg->ir, "tracemem(%lld bytes)", (long long)n->args->next->ival);
		cg_record_bytes(cg, cg_expr(cg, n->args), (int)n->args->next->ival, n->line,
		    &a->recs[0]);
		a->recs[0].type = &dt_type_uint64;	/* raw bytes: only the size is used */
		cg_setflag(cg, a);
		return;
	}
	case DT_FN_USTACK: case DT_FN_JSTACK:
	case DT_FN_FUNC: case DT_FN_SYM: case DT_FN_MOD: case DT_FN_UFUNC:
	case DT_FN_USYM: case DT_FN_UMOD: case DT_FN_UADDR:
		cg_datum_action(cg, n, n);
		return;
	case DT_FN_PRINTA:
	case DT_FN_TRUNC:
	case DT_FN_CLEAR:
	case DT_FN_NORMALIZE:
	case DT_FN_DENORMALIZE: {
		/*
		 * Done by the consumer when the record arrives: the action names
		 * its aggregations; trunc's and normalize's number is recorded.
		 */
		static const dt_actkind_t kinds[] = { DT_ACT_PRINTA, DT_ACT_TRUNC, DT_ACT_CLEAR,
		    DT_ACT_NORMALIZE, DT_ACT_DENORMALIZE };
		dt_func_t fn = (dt_func_t)n->ival;
		dt_node_t *num = fn == DT_FN_TRUNC || fn == DT_FN_NORMALIZE ? n->args->next : NULL;
		int k = -1, j = 0;

		if (num != NULL) {
			k = cg_expr(cg, num);
			cg_convert(cg, k, num->type, &dt_type_int64);
		}
		a = cg_action(cg, kinds[fn - DT_FN_PRINTA], num != NULL);
		a->aggv = dt_zalloc(nargs * sizeof(dt_var_t *));
		for (arg = n->args; arg != NULL; arg = arg->next)
			if (arg->kind == DT_NODE_AGG)
				a->aggv[j++] = arg->var;
		a->naggv = j;
		if (fn == DT_FN_PRINTA) {
			a->pf = n->aux;
			n->aux = NULL;
		}
		ir_note(cg->ir, "%s(@%s)", fn == DT_FN_PRINTA ? "printa" : fn == DT_FN_TRUNC ? "trunc" :
		    fn == DT_FN_CLEAR ? "clear" : fn == DT_FN_NORMALIZE ? "normalize" : "denormalize",
		    a->aggv[0]->name);
		if (num != NULL) {
			a->recs[0].type = &dt_type_int64;
			a->recs[0].size = 8;
			a->recs[0].off = cg_recspace(cg, &dt_type_int64, n->line);
			cg_record(cg, k, &dt_type_int64, a->recs[0].off);
			cg->depth--;
		}
		cg_setflag(cg, a);
		return;
	}
	case DT_FN_SETOPT:
		a = cg_action(cg, DT_ACT_SETOPT, nargs);
		for (i = 0, arg = n->args; arg != NULL; arg = arg->next, i++) {
			dt_type_t *t = dt_type_string(cg->dtp);
			int k = arg->type->kind == DT_TK_STRING ? cg_expr(cg, arg) : cg_str(cg, arg);

			a->recs[i].type = t;
			a->recs[i].size = cg->dtp->strsize;
			a->recs[i].off = cg_recspace(cg, t, n->line);
			ir_note(cg->ir, "setopt() argument #%d", i + 1);
			cg_record(cg, k, t, a->recs[i].off);
			cg->depth--;
		}
		cg_setflag(cg, a);
		return;
	case DT_FN_EXIT: {
		int k = cg_expr(cg, n->args);

		cg_convert(cg, k, n->args->type, &dt_type_int);
		a = cg_action(cg, DT_ACT_EXIT, 1);
		a->recs[0].type = &dt_type_int;
		a->recs[0].size = 4;
		a->recs[0].off = cg_recspace(cg, &dt_type_int, n->line);
		ir_note(cg->ir, "exit()");
		cg_record(cg, k, &dt_type_int, a->recs[0].off);
		cg_setflag(cg, a);
		emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, DT_GV_STATE, DT_STATE_EXITING));
		cg->depth--;
		return;
	}
	case DT_FN_SPECULATE: case DT_FN_COMMIT: case DT_FN_DISCARD: case DT_FN_STOP:
	case DT_FN_RAISE: case DT_FN_CHILL: case DT_FN_FTRUNCATE:
		cg_spec_call(cg, n);
		return;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "%s( ) is not supported yet", n->str);
	}
}

/*
 * ---- speculations and destructive actions ----
 * (the design, and the consumer's side, are dt_spec.c's)
 */

/* reg = the address of speculation slot 0 in the spec map (slot id at 16 * id) */
static void
cg_spec_base(dt_cg_t *cg, int reg)
{
	emit_ldmapval(cg->ir, reg, DT_MAP_SPEC, 0);
}

/* fault "illegal operation" unless the id in reg is at most nspec (unsigned) */
static void
cg_spec_idcheck(dt_cg_t *cg, int reg, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, reg, cg->dtp->nspec, 0), ok);
	cg_fault(cg, DT_FLT_ILLOP, line);
	ir_place(cg->ir, ok);
}

static void
cg_spec_word(dt_cg_t *cg, int dst, int gensrc, int cpureg, int state)
{
	/* dst = gensrc >> 32 << 32 | cpureg << 8 | state (cpureg < 0: none) */
	emit(cg->ir, BPF_MOV64_REG(dst, gensrc));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, dst, 32));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, dst, 32));
	if (cpureg >= 0) {
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, cpureg));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 8));
		emit(cg->ir, BPF_ALU64_REG(BPF_OR, dst, BPF_REG_3));
	}
	if (state != 0)
		emit(cg->ir, BPF_ALU64_IMM(BPF_OR, dst, state));
}

/*
 * speculation(): the first inactive id made active (its generation + 1),
 * with an atomic compare-and-exchange, or 0 and a failed speculation
 * counted: "busy" if an id is still being committed or discarded.
 */
static void
cg_speculation(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int loop = ir_label(cg->ir), next = ir_label(cg->ir), got = ir_label(cg->ir);
	int bloop = ir_label(cg->ir), busy = ir_label(cg->ir), count = ir_label(cg->ir);
	int done = ir_label(cg->ir);

	ir_note(cg->ir, "speculation(): find an inactive id");
	cg_spec_base(cg, BPF_REG_1);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
	ir_place(cg->ir, loop);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 4));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3, 0));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_4, 0xff));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_4, DT_SPEC_INACTIVE, 0), next);
	/* new = (gen + 1) << 32 | ACTIVE */
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, 32));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_4, 32));
	emit(cg->ir, BPF_ALU64_IMM(BPF_OR, BPF_REG_4, DT_SPEC_ACTIVE));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
	emit(cg->ir, BPF_ATOMIC_OP(BPF_DW, BPF_CMPXCHG, BPF_REG_3, BPF_REG_4, 0));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_5, 0), got);
	ir_place(cg->ir, next);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, dtp->nspec, 0), loop);
	ir_note(cg->ir, "speculation(): none; busy if one is being committed or discarded");
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
	ir_place(cg->ir, bloop);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 4));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_0, DT_SPEC_COMMITTINGMANY, 0), busy);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, dtp->nspec, 0), bloop);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, dtp->ms_spec + DT_MSS_UNAVAIL));
	emit_jmp(cg->ir, BPF_JMP_A(0), count);
	ir_place(cg->ir, busy);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, dtp->ms_spec + DT_MSS_BUSY));
	ir_place(cg->ir, count);
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_4));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, 0));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit_jmp(cg->ir, BPF_JMP_A(0), done);
	ir_place(cg->ir, got);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_0, BPF_REG_2));
	ir_place(cg->ir, done);
}

/*
 * r0 = the rtbuf map's value + off (fault "out of scratch space" when it
 * cannot be had); copyout()'s staging area is the second half of the
 * alloca scratch, never handed out by alloca()
 */
static void
cg_spec_stage(dt_cg_t *cg, int line)
{
	cg_rtbuf_at(cg, DT_RB_ALLOCA(cg->dtp->strsize) + cg->dtp->scratchsize, line);
}

/* r2 = the size in slot k, 0 (go to skip) or at most max (else fault) */
static void
cg_spec_size(dt_cg_t *cg, int k, int max, int skip, int line)
{
	int ok = ir_label(cg->ir);

	cg_argreg(cg, k, BPF_REG_2);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), skip);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, max, 0), ok);
	cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok);
}

/* speculation(), copyout(buf, addr, n), copyoutstr(s, addr, max) */
static void
cg_spec_subr(dt_cg_t *cg, dt_node_t *n, const int *ks)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int skip, max = dtp->scratchsize;

	if (n->ival == DT_SUBR_SPECULATION) {
		cg_speculation(cg);
		return;
	}
	dtp->uses_destructive = 1;
	skip = ir_label(cg->ir);
	cg_spec_stage(cg, n->line);
	if (n->ival == DT_SUBR_COPYOUT) {
		ir_note(cg->ir, "copyout(): the bytes to the staging area");
		cg_spec_size(cg, ks[2], max, skip, n->line);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
		cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		ir_note(cg->ir, "copyout(): to user memory");
		cg_spec_size(cg, ks[2], max, skip, n->line);
	} else {
		int fit = ir_label(cg->ir);

		ir_note(cg->ir, "copyoutstr(): the string to the staging area");
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, dtp->strsize));
		cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		cg_fault_addr_unless_ok(cg, ks[0], n->line);
		/* n = min(its length with the NUL, max); the staging area has strsize bytes */
		cg_argreg(cg, ks[2], BPF_REG_2);
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_2, BPF_REG_0, 0), fit);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		ir_place(cg->ir, fit);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), skip);
		emit(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, dtp->strsize, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, dtp->strsize));
		ir_note(cg->ir, "copyoutstr(): to user memory");
	}
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, FP_READ));
	cg_argreg(cg, ks[1], BPF_REG_1);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_write_user));
	cg_fault_addr_unless_ok(cg, ks[1], n->line);
	ir_place(cg->ir, skip);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
}

/* does a statement list call action fn? */
static int
cg_has_call(const dt_node_t *s, int fn)
{
	for (; s != NULL; s = s->next) {
		if (s->kind == DT_NODE_BLOCK && cg_has_call(s->body, fn))
			return 1;
		if (s->kind == DT_NODE_IF && (cg_has_call(s->l, fn) || cg_has_call(s->r, fn)))
			return 1;
		if (s->kind == DT_NODE_EXPRSTMT && s->l->kind == DT_NODE_CALL &&
		    s->l->idkind == DT_IDENT_FUNC && s->l->ival == fn)
			return 1;
	}
	return 0;
}

/* speculate() commit() discard() stop() raise() chill() ftruncate() */
static void
cg_spec_call(dt_cg_t *cg, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cg->dtp;
	dt_action_t *a;
	int k, r;

	switch (n->ival) {
	case DT_FN_SPECULATE:
		k = cg_expr(cg, n->args);
		ir_note(cg->ir, "speculate()");
		r = cg_get(cg, k, BPF_REG_2);
		cg_spec_idcheck(cg, r, n->line);
		emit(cg->ir, BPF_MOV32_REG(BPF_REG_2, r));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 32));
		emit(cg->ir, BPF_ALU64_REG(BPF_OR, BPF_REG_2, BPF_REG_3));
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, dtp->ms_spec + DT_MSS_CUR));
		cg->depth--;
		return;
	case DT_FN_COMMIT:
	case DT_FN_DISCARD:
		/* the id now; the state changes when the clause ends (cg_spec_end) */
		k = cg_expr(cg, n->args);
		a = cg_action(cg, n->ival == DT_FN_COMMIT ? DT_ACT_COMMIT : DT_ACT_DISCARD, 1);
		a->recs[0].type = dt_type_array(dtp, &dt_type_uint32, 4);
		a->recs[0].size = 16;
		a->recs[0].off = cg_recspace(cg, a->recs[0].type, n->line);
		ir_note(cg->ir, "%s()", n->str);
		r = cg_get(cg, k, BPF_REG_2);
		cg_spec_idcheck(cg, r, n->line);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, r, DT_MS_REC + a->recs[0].off));
		cg_setflag(cg, a);
		cg->depth--;
		return;
	case DT_FN_FTRUNCATE:
		a = cg_action(cg, DT_ACT_FTRUNCATE, 0);
		cg_setflag(cg, a);
		return;
	case DT_FN_STOP:
	case DT_FN_RAISE: {
		int ok = ir_label(cg->ir);

		dtp->uses_destructive = 1;
		if (n->ival == DT_FN_STOP) {
			ir_note(cg->ir, "stop(): SIGSTOP to the current process");
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 19));
		} else {
			k = cg_expr(cg, n->args);
			ir_note(cg->ir, "raise()");
			cg_argreg(cg, k, BPF_REG_1);
			cg->depth--;
			/* a signal number, 1 to 64 */
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -1));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLT, BPF_REG_2, 64, 0), ok);
			cg_fault(cg, DT_FLT_ILLOP, n->line);
			ir_place(cg->ir, ok);
		}
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_send_signal));
		return;
	}
	case DT_FN_CHILL: {
		int ok = ir_label(cg->ir), same = ir_label(cg->ir), fits = ir_label(cg->ir);
		int mark = dtp->ms_chill, used = dtp->ms_chill + 8;

		dtp->uses_destructive = 1;
		k = cg_expr(cg, n->args);
		ir_note(cg->ir, "chill(): at most 500ms (chill_max) per CPU in each second");
		r = cg_get(cg, k, BPF_REG_2);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, r, 500000000, 0), ok);
		cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, ok);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, r, FP_READ));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		/* a new one-second interval: nothing chilled in it yet */
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, mark));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_2));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_3, 1000000000, 0), same);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, mark));
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, used, 0));
		ir_place(cg->ir, same);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, used));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, FP_READ));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_2));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_3, 500000000, 0), fits);
		cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, fits);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_3, used));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, FP_READ));
		if (cg->chillcb < 0)
			cg->chillcb = ir_label(cg->ir);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1 << 23));
		emit_funcaddr(cg->ir, BPF_REG_2, cg->chillcb);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, FP_READ));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 0));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_loop));
		cg->depth--;
		return;
	}
	default:
		return;
	}
}

/* chill()'s bpf_loop callback: stop once the clock passes the deadline at *ctx */
static void
cg_spec_chillcb(dt_cg_t *cg)
{
	int stop = ir_label(cg->ir);

	ir_place(cg->ir, cg->chillcb);
	ir_note(cg->ir, "chill(): spin until the deadline");
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_6, BPF_REG_2));
	for (int i = 0; i < 8; i++) {
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 0));
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_0, BPF_REG_1, 0), stop);
	}
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(cg->ir, BPF_EXIT_INSN());
	ir_place(cg->ir, stop);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 1));
	emit(cg->ir, BPF_EXIT_INSN());
}

/*
 * The end of a clause, before its record is written (the value stack is
 * empty: r6-r9 are free here).  commit() and discard() change their
 * speculation's state, in program order, and record the generation and
 * what they did for the consumer.  Transitions (compare-and-exchange,
 * retried a bounded number of times):
 *   commit:  ACTIVE, or ACTIVEONE on this CPU -> INACTIVE (DONE: every record
 *            of it is already in this CPU's buffer, before this one);
 *            ACTIVEONE elsewhere, ACTIVEMANY -> COMMITTINGMANY (DRAIN: the
 *            consumer frees the id once every writer is done)
 *   discard: the same, to INACTIVE or DISCARDING
 *   other states: nothing (NOOP), as in DTrace.
 */
static void
cg_spec_transitions(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->dtp;

	for (dt_action_t *a = cg->cl->acts; a != NULL; a = a->next) {
		int off, skip, done, commit;

		if (a->kind != DT_ACT_COMMIT && a->kind != DT_ACT_DISCARD)
			continue;
		commit = a->kind == DT_ACT_COMMIT;
		off = DT_MS_REC + a->recs[0].off;
		skip = ir_label(cg->ir);
		done = ir_label(cg->ir);
		ir_note(cg->ir, "%s(): change the speculation's state", commit ? "commit" : "discard");
		cg_ms(cg, BPF_REG_1);
		if (a->flagoff >= 0) {
			emit(cg->ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_1, DT_MS_REC + a->flagoff));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), skip);
		}
		emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, off + 4, 0));
		emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, off + 8, DT_SPEC_NOOP));
		emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_6, BPF_REG_1, off));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), skip);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_6, dtp->nspec, 0), skip);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_7, BPF_REG_0));
		cg_spec_base(cg, BPF_REG_8);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 4));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_8, BPF_REG_1));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 0));
		for (int t = 0; t < 3; t++) {
			int one = ir_label(cg->ir), many = ir_label(cg->ir);
			int free_ = ir_label(cg->ir), cas = ir_label(cg->ir);
			int fail = ir_label(cg->ir);

			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVE, 0), free_);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEONE, 0), one);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEMANY, 0), many);
			emit_jmp(cg->ir, BPF_JMP_A(0), skip);
			ir_place(cg->ir, one);
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_2, 8));
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xffffff));
			emit_jmp(cg->ir, BPF_JMP_REG(BPF_JNE, BPF_REG_2, BPF_REG_7, 0), many);
			ir_place(cg->ir, free_);
			cg_spec_word(cg, BPF_REG_4, BPF_REG_0, -1, DT_SPEC_INACTIVE);
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_9, DT_SPEC_DONE));
			emit_jmp(cg->ir, BPF_JMP_A(0), cas);
			ir_place(cg->ir, many);
			cg_spec_word(cg, BPF_REG_4, BPF_REG_0, -1,
			    commit ? DT_SPEC_COMMITTINGMANY : DT_SPEC_DISCARDING);
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_9, DT_SPEC_DRAIN));
			ir_place(cg->ir, cas);
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
			emit(cg->ir, BPF_ATOMIC_OP(BPF_DW, BPF_CMPXCHG, BPF_REG_8, BPF_REG_4, 0));
			emit_jmp(cg->ir, BPF_JMP_REG(BPF_JNE, BPF_REG_0, BPF_REG_5, 0), fail);
			/* done: record the generation and what was done */
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
			cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, off + 4));
			emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, off + 8));
			emit_jmp(cg->ir, BPF_JMP_A(0), done);
			ir_place(cg->ir, fail);
		}
		ir_place(cg->ir, skip);
		ir_place(cg->ir, done);
	}
}

/*
 * The record of a clause that may speculate: if speculate() ran, the
 * record goes to the buffer tagged with its speculation (dt_spec.c) when
 * the speculation is active, the CPU is one of its writers (a count the
 * consumer waits on before it frees a speculation written from several
 * CPUs) and this CPU has not given it more than specsize bytes (else a
 * DT_REC_SPECDROP record).  Leaves to label normal when speculate() did
 * not run, to ret when the record is done with.
 */
static void
cg_spec_output(dt_cg_t *cg, int normal, int ret)
{
	dtrace_hdl_t *dtp = cg->dtp;
	dt_clause_t *cl = cg->cl;
	int ok = ir_label(cg->ir), drop = ir_label(cg->ir), release = ir_label(cg->ir);
	int same = ir_label(cg->ir), full = ir_label(cg->ir);
	int acct = dtp->ms_spec + DT_MSS_ACCT(1) - 8;

	ir_note(cg->ir, "speculative record?");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, dtp->ms_spec + DT_MSS_CUR));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), normal);
	emit(cg->ir, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), ret);	/* speculate(0) */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_6, dtp->nspec, 0), ret);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_7, BPF_REG_0));
	cg_spec_base(cg, BPF_REG_8);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 4));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_8, BPF_REG_1));
	ir_note(cg->ir, "a writer of the speculation");
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
	emit(cg->ir, BPF_ATOMIC_OP(BPF_W, BPF_ADD, BPF_REG_8, BPF_REG_1, DT_SPEC_WRITERS));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 0));
	for (int t = 0; t < 3; t++) {
		int one = ir_label(cg->ir), act = ir_label(cg->ir), cas = ir_label(cg->ir);
		int fail = ir_label(cg->ir);

		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEMANY, 0), ok);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEONE, 0), one);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVE, 0), act);
		emit_jmp(cg->ir, BPF_JMP_A(0), drop);
		ir_place(cg->ir, one);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_2, 8));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xffffff));
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_2, BPF_REG_7, 0), ok);
		cg_spec_word(cg, BPF_REG_4, BPF_REG_0, -1, DT_SPEC_ACTIVEMANY);
		emit_jmp(cg->ir, BPF_JMP_A(0), cas);
		ir_place(cg->ir, act);
		cg_spec_word(cg, BPF_REG_4, BPF_REG_0, BPF_REG_7, DT_SPEC_ACTIVEONE);
		ir_place(cg->ir, cas);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
		emit(cg->ir, BPF_ATOMIC_OP(BPF_DW, BPF_CMPXCHG, BPF_REG_8, BPF_REG_4, 0));
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_5, 0), ok);
		ir_place(cg->ir, fail);
	}
	emit_jmp(cg->ir, BPF_JMP_A(0), drop);
	ir_place(cg->ir, ok);
	ir_note(cg->ir, "this CPU's bytes of the speculation (specsize)");
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_9, 32));		/* generation */
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_6));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, acct));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_2, BPF_REG_9, 0), same);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, acct));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, acct + 4, 0));
	ir_place(cg->ir, same);
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, acct + 4));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, cl->recsize));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, dtp->specsize, 0), full);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, acct + 4));
	ir_note(cg->ir, "tag the record, write it");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_6, DT_MS_REC + cl->specoff));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, DT_MS_REC + cl->specoff + 4));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, (int32_t)(DT_REC_SPEC | cl->id)));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, cl->recsize));
	emit_jmp(cg->ir, BPF_JMP_A(0), release);
	ir_place(cg->ir, full);
	ir_note(cg->ir, "speculative drop");
	cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, (int32_t)(DT_REC_SPECDROP | cl->id)));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_6, DT_MS_REC + 8));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, DT_MS_REC + 12));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, sizeof(dt_rechdr_t) + sizeof(dt_spectag_t)));
	ir_place(cg->ir, release);
	cg_msaddr(cg, BPF_REG_4, DT_MS_REC);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
	emit_ldmap(cg->ir, BPF_REG_2, DT_MAP_BUFFERS);
	emit_ld64(cg->ir, BPF_REG_3, BPF_F_CURRENT_CPU);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
	ir_place(cg->ir, drop);
	ir_note(cg->ir, "no longer a writer");
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, -1));
	emit(cg->ir, BPF_ATOMIC_OP(BPF_W, BPF_ADD, BPF_REG_8, BPF_REG_1, DT_SPEC_WRITERS));
	emit_jmp(cg->ir, BPF_JMP_A(0), ret);
}

/* *(u64 *)(r0 + off) += reg */
static void
cg_agg_add(dt_cg_t *cg, int off, int reg)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, off));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, reg));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, off));
}

/*
 * The bucket in r5 (any value): clamp it to the histogram (the verifier's
 * bound, and a guard), then add the increment (slot kval + 1, or 1) to
 * that bucket of the value at r0.
 */
static void
cg_agg_bucket_add(dt_cg_t *cg, int kval, int nbuckets)
{
	emit(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, nbuckets - 1, 1));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, nbuckets - 1));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_5, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_5));
	if (cg->depth > kval + 1)
		cg_agg_add(cg, 0, cg_get(cg, kval + 1, BPF_REG_2));
	else {
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
	}
}

/*
 * lquantize: the value's low 32 bits as a signed int (as DTrace's kernel
 * takes them); bucket 0 below base, 1 + (v - base) / step within the
 * levels, levels + 1 at or above the limit.  Into r5.
 */
static void
cg_agg_lquantize(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	int add = ir_label(cg->ir), rv = cg_get(cg, kval, BPF_REG_2);
	int32_t base = (int32_t)v->aggarg[0];
	int levels = (int)v->aggarg[2];

	if (rv != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 32));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_2, 32));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_2, base, 0), add);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
	emit(cg->ir, BPF_ALU64_IMM(BPF_SUB, BPF_REG_3, base));
	if (v->aggarg[1] != 1)
		emit(cg->ir, BPF_ALU64_IMM(BPF_DIV, BPF_REG_3, (int32_t)v->aggarg[1]));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, levels + 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_3, levels, 0), add);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, 1));
	ir_place(cg->ir, add);
}

/*
 * llquantize: the parameters are constants, so DTrace's walk over the
 * orders of magnitude is done here, at compile time, into a chain of
 * compares (at most 64 orders): below factor^low bucket 0; in order o,
 * base(o) + (v - factor^o) / width(o); above the last, the top bucket.
 * Into r5.
 */
static void
cg_agg_llquantize(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	int add = ir_label(cg->ir), rv = cg_get(cg, kval, BPF_REG_2);
	int64_t factor = v->aggarg[0], nsteps = v->aggarg[3], this = 1, last, next;
	int low = (int)v->aggarg[1], high = (int)v->aggarg[2], order, base = 1;

	if (rv != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
	for (order = 0; order < low; order++)
		this *= factor;
	last = this;
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit_ld64(cg->ir, BPF_REG_4, this);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JSLT, BPF_REG_2, BPF_REG_4, 0), add);
	this *= factor;		/* the checker saw factor^high fit in 64 bits */
	for (; order <= high; order++) {
		int64_t nb = this > nsteps ? nsteps : this;
		int over = __builtin_mul_overflow(this, factor, &next), nextl;

		if (over) {
			/* DTrace's kernel keeps larger values in this order's last bucket */
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, base + (int)((this - 1 - last) / (this / nb))));
			emit_jmp(cg->ir, BPF_JMP_A(0), add);
			break;
		}
		nextl = ir_label(cg->ir);
		emit_ld64(cg->ir, BPF_REG_4, this);
		emit_jmp(cg->ir, BPF_JMP_REG(BPF_JSGE, BPF_REG_2, BPF_REG_4, 0), nextl);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_2));
		emit_ld64(cg->ir, BPF_REG_4, last);
		emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_5, BPF_REG_4));
		if (this / nb != 1) {
			emit_ld64(cg->ir, BPF_REG_4, this / nb);
			emit(cg->ir, BPF_ALU64_REG(BPF_DIV, BPF_REG_5, BPF_REG_4));
		}
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, base));
		emit_jmp(cg->ir, BPF_JMP_A(0), add);
		ir_place(cg->ir, nextl);
		base += (int)(nb - nb / factor);
		last = this;
		this = next;
	}
	if (order > high)
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, base));
	ir_place(cg->ir, add);
}

/*
 * Fold the value in slot kval into this CPU's aggregation value at r0
 * (words as dt_check.c lays them out for each function).  No atomics: the
 * value is this CPU's, and the re-entry guard keeps firings apart.
 */
static void
cg_agg_update(dt_cg_t *cg, const dt_var_t *v, int kval)
{
	dt_func_t fn = v->aggfn;
	int rv, skip, set;

	switch (fn) {
	case DT_FN_COUNT:
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		return;
	case DT_FN_SUM:
		cg_agg_add(cg, 0, cg_get(cg, kval, BPF_REG_2));
		return;
	case DT_FN_AVG:
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		cg_agg_add(cg, 8, cg_get(cg, kval, BPF_REG_2));
		return;
	case DT_FN_MIN:
	case DT_FN_MAX:
		/* word 0 the extreme, word 1 how many values (0: none yet) */
		skip = ir_label(cg->ir);
		set = ir_label(cg->ir);
		rv = cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_0, 8));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 0), set);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_0, 0));
		emit_jmp(cg->ir, BPF_JMP_REG(fn == DT_FN_MIN ? BPF_JSGE : BPF_JSLE, BPF_REG_2,
		    BPF_REG_3, 0), skip);
		ir_place(cg->ir, set);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 0));
		ir_place(cg->ir, skip);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_4, 8));
		return;
	case DT_FN_QUANTIZE: {
		/*
		 * bucket = ZERO + 1 + floor(log2 v) for v > 0, ZERO - 1 - floor(log2 -v)
		 * for v < 0, ZERO for 0; the bucket += the increment (slot kval + 1, or 1)
		 */
		int neg = ir_label(cg->ir), add = ir_label(cg->ir);

		rv = cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, DT_QUANT_ZERO));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), add);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGT, BPF_REG_3, 0, 1));
		emit(cg->ir, BPF_NEG64(BPF_REG_3));			/* |v| as unsigned */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));		/* floor(log2 |v|) */
		for (int sh = 32; sh >= 1; sh /= 2) {
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_3));
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, sh));
			emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_4, 0, 2));
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_4));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, sh));
		}
		emit(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, 62, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 62));		/* -2^63 goes to bucket 0 */
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_2, 0, 0), neg);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, DT_QUANT_ZERO + 1));
		emit_jmp(cg->ir, BPF_JMP_A(0), add);
		ir_place(cg->ir, neg);
		emit(cg->ir, BPF_NEG64(BPF_REG_5));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_5, DT_QUANT_ZERO - 1));
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
		ir_place(cg->ir, add);
		cg_agg_bucket_add(cg, kval, DT_QUANT_NBUCKETS);
		return;
	}
	case DT_FN_LQUANTIZE:
		cg_agg_lquantize(cg, v, kval);
		cg_agg_bucket_add(cg, kval, v->nbuckets);
		return;
	case DT_FN_LLQUANTIZE:
		cg_agg_llquantize(cg, v, kval);
		cg_agg_bucket_add(cg, kval, v->nbuckets);
		return;
	case DT_FN_STDDEV:
		/* count, sum, and the 128-bit sum of squares (words 2 low, 3 high), as DTrace */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		cg_agg_add(cg, 0, BPF_REG_2);
		rv = cg_get(cg, kval, BPF_REG_2);
		if (rv != BPF_REG_2)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, rv));
		cg_agg_add(cg, 8, BPF_REG_2);
		emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_2, 0, 1));
		emit(cg->ir, BPF_NEG64(BPF_REG_2));			/* |v| */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_2));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 32));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 32));	/* lo */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_4, BPF_REG_2));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, 32));	/* hi */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_3));
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_5, BPF_REG_3));	/* lo * lo */
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_3, BPF_REG_4));	/* lo * hi */
		emit(cg->ir, BPF_ALU64_REG(BPF_MUL, BPF_REG_4, BPF_REG_4));	/* hi * hi */
		/* v*v = hi*hi << 64 + lo*hi << 33 + lo*lo: low word in r1, high in r4 */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 33));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_5));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_3, 31));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_4, BPF_REG_3));
		emit(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_1, BPF_REG_5, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 1));	/* carry */
		/* add it to the sum of squares */
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, 16));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_0, 24));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_1));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_4));
		emit(cg->ir, BPF_JMP_REG(BPF_JGE, BPF_REG_2, BPF_REG_1, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));	/* carry */
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_2, 16));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3, 24));
		return;
	default:
		return;
	}
}

/* the built-in execname, as written (a key written straight into its slot) */
static int
cg_is_execname(const dt_node_t *n)
{
	return n->kind == DT_NODE_IDENT && n->idkind == DT_IDENT_BUILTIN &&
	    n->ival == DT_BI_EXECNAME && !n->inmem;
}

/*
 * An aggregation: the keys and the value evaluated on the value stack, the
 * key built at mstate+DT_MS_KEY in the aggregation's layout (dt_check.c,
 * ck_agg_layout: a string key's slot is sized by what can reach it, and
 * holds the string's NUL), then this CPU's value found or made and updated.
 */
static void
cg_aggregate(dt_cg_t *cg, dt_node_t *n)
{
	dt_node_t *agg = n->l, *fn = n->r, *key;
	dt_var_t *v = agg->var;
	int keys[8], kval = -1, nk = 0, have, i;

	for (key = agg->args; key != NULL; key = key->next) {
		if (v->keykind[nk] == DT_DK_STACK || v->keykind[nk] == DT_DK_USTACK) {
			keys[nk++] = -1;	/* read by the kernel into the key */
			continue;
		}
		if (cg_is_execname(key)) {
			keys[nk++] = -1;	/* written into its slot by the kernel */
			continue;
		}
		keys[nk] = cg_expr(cg, key);
		if (v->keykind[nk] == DT_DK_PLAIN)
			cg_convert(cg, keys[nk], key->type, v->keytypes[nk]);
		nk++;
	}
	if (fn->args != NULL) {
		/* the increment of the quantize family: after the value and parameters */
		int nparams = v->aggfn == DT_FN_QUANTIZE ? 0 : v->aggfn == DT_FN_LQUANTIZE ? 3 :
		    v->aggfn == DT_FN_LLQUANTIZE ? 4 : -1;
		dt_node_t *inc = fn->args->next;

		for (i = 0; i < nparams && inc != NULL; i++)
			inc = inc->next;
		kval = cg_expr(cg, fn->args);
		cg_convert(cg, kval, fn->args->type, &dt_type_int64);
		if (nparams >= 0 && inc != NULL) {
			int kinc = cg_expr(cg, inc);

			cg_convert(cg, kinc, inc->type, &dt_type_int64);
		}
	}
	if (v->keysize > DT_MS_KEYMAX)
		dt_cerror(cg->dtp, D_NOREG, n->line, "aggregation @%s key is too large", v->name);
	ir_note(cg->ir, "@%s key", v->name);
	cg_ms(cg, BPF_REG_1);
	cg_zero(cg, BPF_REG_1, DT_MS_KEY, v->keysize);
	for (i = 0, key = agg->args; i < nk; i++, key = key->next) {
		dt_type_t *t = v->keytypes[i];

		if (v->keykind[i] != DT_DK_PLAIN) {
			cg_datum_write(cg, v->keykind[i], keys[i], DT_MS_KEY + v->keyoff[i], t->size);
		} else if (t->kind == DT_TK_STRING && keys[i] < 0) {
			/* execname: the task's comm, NUL-padded to the slot */
			cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, v->keystrlen[i]));
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_comm));
		} else if (t->kind == DT_TK_STRING) {
			/* at most the slot (a char array: at most its length) */
			int src = cg_get(cg, keys[i], BPF_REG_3), len = v->keystrlen[i];

			if (key->type->kind == DT_TK_ARRAY && key->type->nelems > 0 &&
			    key->type->nelems < len)
				len = key->type->nelems + 1;
			cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			if (src != BPF_REG_3)
				emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, src));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, len));
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		} else {
			cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_STX_MEM(cg_bpfsize(t->size), BPF_REG_1,
			    cg_get(cg, keys[i], BPF_REG_2), DT_MS_KEY + v->keyoff[i]));
		}
	}
	have = ir_label(cg->ir);
	ir_note(cg->ir, "@%s lookup", v->name);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggid);
	cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	ir_note(cg->ir, "@%s new key", v->name);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggid);
	cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	if (v->valsize > DT_MS_ZEROMAX)
		emit_ldmapval(cg->ir, BPF_REG_3, DT_MAP_AGGZERO, 0);
	else
		cg_msaddr(cg, BPF_REG_3, DT_MS_ZERO);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_AGG0 + v->aggid);
	cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	/* no room: count an aggregation drop */
	{
		int done = ir_label(cg->ir);

		ir_note(cg->ir, "@%s drop", v->name);
		cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_AGGDROPS));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_AGGDROPS));
		emit_jmp(cg->ir, BPF_JMP_A(0), done);
		ir_place(cg->ir, have);
		ir_note(cg->ir, "@%s update", v->name);
		cg_agg_update(cg, v, kval);
		ir_place(cg->ir, done);
	}
	cg->depth = 0;
}

static void cg_stmts(dt_cg_t *, dt_node_t *);

static void
cg_stmt(dt_cg_t *cg, dt_node_t *s)
{
	dt_node_t *e;

	cg->ntmp = 0;
	cg->depth = 0;
	if (s->kind != DT_NODE_BLOCK && s->kind != DT_NODE_EMPTY)
		cg->stmtno++;
	switch (s->kind) {
	case DT_NODE_EMPTY:
		return;
	case DT_NODE_BLOCK:
		cg_stmts(cg, s->body);
		return;
	case DT_NODE_IF: {
		int lelse = ir_label(cg->ir), lend = ir_label(cg->ir);
		int k = cg_expr(cg, s->x), r = cg_get(cg, k, BPF_REG_0);

		cg->depth = 0;
		cg->cond++;
		emit_jmp_c(cg->ir, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), lelse, "if");
		cg_stmts(cg, s->l);
		emit_jmp(cg->ir, BPF_JMP_A(0), lend);
		ir_place(cg->ir, lelse);
		cg_stmts(cg, s->r);
		ir_place(cg->ir, lend);
		cg->cond--;
		return;
	}
	case DT_NODE_EXPRSTMT:
		e = s->l;
		if (e->kind == DT_NODE_CALL && e->idkind == DT_IDENT_FUNC) {
			cg_call(cg, e);
			return;
		}
		if (e->kind == DT_NODE_OP2 && e->l->kind == DT_NODE_AGG) {
			cg_aggregate(cg, e);
			return;
		}
		cg_expr(cg, e);
		cg->depth = 0;
		return;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, s->line, "statement is not supported yet");
	}
}

static void
cg_stmts(dt_cg_t *cg, dt_node_t *s)
{
	for (; s != NULL; s = s->next)
		cg_stmt(cg, s);
}

/* Does the clause trace anything (a probe line or data)? */
static int
cg_clause_records(dt_node_t *s, int *onlyaggs)
{
	int any = 0;

	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case DT_NODE_EXPRSTMT:
			if (s->l->kind == DT_NODE_OP2 && s->l->l->kind == DT_NODE_AGG)
				continue;
			*onlyaggs = 0;
			any = 1;
			break;
		case DT_NODE_BLOCK:
			any |= cg_clause_records(s->body, onlyaggs);
			break;
		case DT_NODE_IF:
			*onlyaggs = 0;
			any = 1;
			break;
		default:
			break;
		}
	}
	return any;
}

/* Does a statement list call an action (trace, printf, printa, exit...)? */
static int
cg_has_actions(dt_node_t *s)
{
	for (; s != NULL; s = s->next) {
		switch (s->kind) {
		case DT_NODE_EXPRSTMT:
			if (s->l->kind == DT_NODE_CALL && s->l->idkind == DT_IDENT_FUNC)
				return 1;
			break;
		case DT_NODE_BLOCK:
			if (cg_has_actions(s->body))
				return 1;
			break;
		case DT_NODE_IF:
			if (cg_has_actions(s->l) || cg_has_actions(s->r))
				return 1;
			break;
		default:
			break;
		}
	}
	return 0;
}

/* Does a statement list call setopt() (which may turn quiet off)? */
static int
cg_calls_setopt(dt_node_t *s)
{
	for (; s != NULL; s = s->next) {
		if (s->kind == DT_NODE_EXPRSTMT && s->l->kind == DT_NODE_CALL &&
		    s->l->idkind == DT_IDENT_FUNC && s->l->ival == DT_FN_SETOPT)
			return 1;
		if ((s->kind == DT_NODE_BLOCK && cg_calls_setopt(s->body)) ||
		    (s->kind == DT_NODE_IF && (cg_calls_setopt(s->l) || cg_calls_setopt(s->r))))
			return 1;
	}
	return 0;
}

/*
 * Generate clause cl, or (inerror) its copy for the ERROR path, whose
 * faults do not fire ERROR again.  The copy records what the clause
 * records, so the actions described by the first pass serve both.
 * quiet: the probe lines will never be printed (quiet, and no setopt()).
 */
static void
cg_clause(dtrace_hdl_t *dtp, dt_clause_t *cl, int inerror, int quiet)
{
	dt_cg_t cg = { .dtp = dtp, .cl = cl, .faultlbl = -1, .inerror = inerror,
	    .prevacts = inerror ? cl->acts : NULL, .chillcb = -1 };
	dt_node_t *n = cl->node;
	int ret, onlyaggs = 1, records, nflags;
	dt_action_t *acts = cl->acts, *lastact = cl->lastact;
	int nacts = cl->nacts, clflags = cl->nflags;

	cg.ir = dt_zalloc(sizeof(dt_irbuf_t));
	if (inerror) {
		cl->errir = cg.ir;
		cl->acts = cl->lastact = NULL;
		cl->nacts = cl->nflags = 0;
	} else {
		cl->ir = cg.ir;
	}
	ret = ir_label(cg.ir);
	ir_note(cg.ir, "clause %d%s: %s%s (line %d)", cl->id, inerror ? " (for ERROR)" : "",
	    n->args->str, n->args->next ? ", ..." : "", n->line);
	emit(cg.ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, FP_CTX));
	emit(cg.ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_2, FP_MS));
	emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_ZERO, 0));
	if (dtp->subrs_used & DT_SUBR_SCRATCH_MASK) {
		/* alloca() scratch is the clause's own, as in DTrace */
		ir_note(cg.ir, "alloca scratch: none in use");
		cg_ms(&cg, BPF_REG_1);
		emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, dtp->ms_rt + DT_RT_ALLOCUSED, 0));
	}

	if (n->x != NULL) {
		int k, r;

		ir_note(cg.ir, "predicate (line %d)", n->x->line);
		k = cg_expr(&cg, n->x);
		r = cg_get(&cg, k, BPF_REG_0);
		emit_jmp_c(cg.ir, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), ret, NULL);
		cg.depth = 0;
	}

	/* a clause with no statements, or with any that are not aggregations,
	 * records (at least its probe line), as DTrace does; when quiet for
	 * good, the probe line is never printed, and a clause that calls no
	 * action has nothing to record (the entry/return timing idiom's
	 * self->ts = timestamp then costs no record per firing) */
	records = cg_clause_records(n->body, &onlyaggs) || n->body == NULL || !onlyaggs;
	if (quiet && !cg_has_actions(n->body))
		records = 0;
	/* "ran" bytes of conditional actions follow the header */
	nflags = (cg_count_condacts(n->body, 0) + 7) & ~7;
	cg.recoff = sizeof(dt_rechdr_t) + nflags;
	if (records) {
		ir_note(cg.ir, "record header");
		cg_ms(&cg, BPF_REG_1);
		emit(cg.ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, cl->id));
		emit(cg.ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, DT_MS_PROBE));
		emit(cg.ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, DT_MS_REC + 4));
		cg_zero(&cg, BPF_REG_1, DT_MS_REC + sizeof(dt_rechdr_t), nflags);
		if (cg_has_call(n->body, DT_FN_SPECULATE)) {
			/* the speculation tag (dt_spec.c); no speculation yet */
			cl->specoff = cg.recoff;
			cg.recoff += sizeof(dt_spectag_t);
			emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, dtp->ms_spec + DT_MSS_CUR, 0));
		}
	}
	cg_stmts(&cg, n->body);
	if (cl->nflags > nflags)
		dt_cerror(dtp, D_UNKNOWN, n->line, "internal error: conditional actions miscounted");
	if (records) {
		cl->recsize = (cg.recoff + 7) & ~7;
		if (cl->recsize > dtp->maxrec)
			dtp->maxrec = cl->recsize;
		cg_spec_transitions(&cg);	/* commit(), discard() */
		if (cl->specoff) {
			int normal = ir_label(cg.ir);

			cg_spec_output(&cg, normal, ret);
			ir_place(cg.ir, normal);
		}
		ir_note(cg.ir, "write the record (%d bytes)", cl->recsize);
		cg_msaddr(&cg, BPF_REG_4, DT_MS_REC);
		emit(cg.ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
		emit_ldmap(cg.ir, BPF_REG_2, DT_MAP_BUFFERS);
		emit_ld64(cg.ir, BPF_REG_3, BPF_F_CURRENT_CPU);
		emit(cg.ir, BPF_MOV64_IMM(BPF_REG_5, cl->recsize));
		emit(cg.ir, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
		cg_count_bufdrop(&cg);
	}
	ir_place(cg.ir, ret);
	emit(cg.ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(cg.ir, BPF_EXIT_INSN());
	cg_fault_tail(&cg);
	if (cg.chillcb >= 0)
		cg_spec_chillcb(&cg);
	dt_ir_resolve(cg.ir);
	if (cl->maxtmp > dtp->strtmp_max)
		dtp->strtmp_max = cl->maxtmp;
	if (inerror) {
		/* keep the first pass's action descriptions */
		dt_actions_free(cl->acts);
		cl->acts = acts;
		cl->lastact = lastact;
		cl->nacts = nacts;
		cl->nflags = clflags;
	}
}

void
dt_cg_program(dtrace_hdl_t *dtp, struct dt_program *pgp)
{
	int quiet;

	dtp->ms_tmp = DT_MS_THIS + ((dtp->this_size + 7) & ~7);
	if (dtp->subrs_used & ~DT_SUBR_PURE_MASK) {
		/* the runtime area of subroutines: DT_RT_* */
		dtp->ms_rt = dtp->ms_tmp;
		dtp->ms_tmp += DT_RT_SIZE;
		if (DT_RB_SIZE(dtp->strsize, dtp->scratchsize, DT_RB_USEPATH(dtp)) > DT_MS_MAX)
			dt_cerror(dtp, D_NOREG, 1, "subroutines need 2 * strsize + 2 * scratchsize "
			    "bytes of scratch space per CPU, more than there is (%d): reduce strsize "
			    "(%d) or scratchsize (%d)", DT_MS_MAX, dtp->strsize, dtp->scratchsize);
	}
	if (dtp->xargs_end > 10) {
		/* sdt's args[10..]: the prologue stores those the program reads */
		dtp->ms_xargs = dtp->ms_tmp;
		dtp->ms_tmp += 8 * (dtp->xargs_end - 10);
	}
	for (int i = 0; i < pgp->nclauses; i++) {
		dt_node_t *b = pgp->clauses[i]->node->body;

		if (cg_has_call(b, DT_FN_SPECULATE) || cg_has_call(b, DT_FN_COMMIT) ||
		    cg_has_call(b, DT_FN_DISCARD))
			dtp->uses_spec = 1;
	}
	if (dtp->subrs_used & (1ULL << DT_SUBR_SPECULATION))
		dtp->uses_spec = 1;
	if (dtp->uses_spec) {
		/* speculations: the clause's and the per-CPU accounting (DT_MSS_*) */
		dtp->ms_spec = dtp->ms_tmp;
		dtp->ms_tmp += DT_MSS_SIZE(dtp->nspec);
	}
	for (int i = 0; i < pgp->nclauses && dtp->ms_chill == 0; i++) {
		if (cg_has_call(pgp->clauses[i]->node->body, DT_FN_CHILL)) {
			/* chill(): the start of this CPU's interval, ns chilled in it */
			dtp->ms_chill = dtp->ms_tmp;
			dtp->ms_tmp += 16;
		}
	}
	if (dtp->ms_tmp + dtp->strsize > DT_MS_MAX)
		dt_cerror(dtp, D_NOREG, 1, "clause-local variables need %d bytes of scratch space, "
		    "more than there is (%d)", dtp->this_size, DT_MS_MAX - DT_MS_THIS - dtp->strsize);
	dtp->nerrclauses = 0;
	for (int i = 0; i < pgp->nclauses; i++) {
		dt_clause_t *cl = pgp->clauses[i];

		for (int j = 0; j < cl->nprobes; j++)
			if (cl->probes[j] == DT_ID_ERROR)
				cl->onerror = 1;
		dtp->nerrclauses += cl->onerror;
	}
	quiet = dtp->quiet;
	for (int i = 0; i < pgp->nclauses && quiet; i++)
		if (cg_calls_setopt(pgp->clauses[i]->node->body))
			quiet = 0;
	for (int i = 0; i < pgp->nclauses; i++) {
		cg_clause(dtp, pgp->clauses[i], 0, quiet);
		if (pgp->clauses[i]->onerror)
			cg_clause(dtp, pgp->clauses[i], 1, quiet);
	}
	dtp->scratch_size = dtp->ms_tmp + dtp->strtmp_max * dtp->strsize;
	if (dtp->scratch_size < dtp->ms_tmp + 8)
		dtp->scratch_size = dtp->ms_tmp + 8;
	for (int k = 0; k < DT_PK_NKINDS; k++)
		dt_cg_link(dtp, pgp, (dt_pkind_t)k);
}
