/*
 * dt_cg.c: the code generator, D AST -> eBPF: clauses, statements, records
 * and actions, and what the other dt_cg*.c files share (the value stack,
 * faults, the helpers of dt_cg_impl.h).
 *
 * Program model (docs/ARCHITECTURE.md, Programs and maps).  Each clause compiles to a BPF function
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
 * Records.  A clause that traces data fills mstate+DT_MS_REC: a dt_rechdr_t
 * then each action's data at a fixed offset; actions inside a conditional
 * get a "ran" byte so the consumer skips those that did not run.  The record
 * is written to the perf buffer once, at the end, so a fault leaves nothing
 * partial: the fault path writes an error record instead.
 *
 * Maps are referenced by symbolic ids (DT_MAP_*) in 64-bit immediate loads;
 * dt_load.c patches in the file descriptors.
 *
 * The other files: dt_cg_expr.c (expressions), dt_cg_subr.c (subroutines),
 * dt_cg_agg.c (aggregations), dt_cg_spec.c (speculations and destructive
 * actions), dt_cg_stack.c (stacks and symbols).  All emit in the dialect
 * of dt_emit.h, annotating for -S with ir_note.
 */
#include "dt_cg_impl.h"
#include "dt_printf.h"
#include "dt_front.h"
#include "dt_back.h"

/* ---- emission helpers ---- */
void
dt_cg_movimm(dt_cg_t *cg, int reg, int64_t v)
{
	if (v >= INT32_MIN && v <= INT32_MAX)
		emit(cg->ir, BPF_MOV64_IMM(reg, (int32_t)v));
	else
		emit_ld64(cg->ir, reg, v);
}

int
dt_cg_bpfsize(int size)
{
	switch (size) {
	case 1: return BPF_B;
	case 2: return BPF_H;
	case 4: return BPF_W;
	default: return BPF_DW;
	}
}

/* bring a register holding a value of any width to type t's normal form */
void
dt_cg_normalize(dt_cg_t *cg, int reg, const dt_type_t *t)
{
	int sh;

	if (t == NULL || (t->kind != DT_TK_INT && t->kind != DT_TK_ENUM))
		return;		/* (an enum is an integer of its size and sign) */
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

int
dt_cg_push(dt_cg_t *cg, int line)
{
	if (cg->depth >= MAXSLOTS)
		dt_cerror(cg->dtp, D_NOREG, line, "expression is too complex");
	return cg->depth++;
}

/* the register holding slot k, loading it into tmp if it is spilled */
int
dt_cg_get(dt_cg_t *cg, int k, int tmp)
{
	if (k < NREGSLOTS)
		return BPF_REG_6 + k;
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, tmp, BPF_REG_FP, slot_off(k)));
	return tmp;
}

/* store reg into slot k */
void
dt_cg_put(dt_cg_t *cg, int k, int reg)
{
	if (k < NREGSLOTS) {
		if (reg != BPF_REG_6 + k)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_6 + k, reg));
	} else {
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, reg, slot_off(k)));
	}
}

/* the register a result for slot k should be computed in */
int
dt_cg_dst(int k, int tmp)
{
	return k < NREGSLOTS ? BPF_REG_6 + k : tmp;
}

void
dt_cg_ms(dt_cg_t *cg, int reg)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_FP, FP_MS));
}

/* reg = &mstate[off] */
void
dt_cg_msaddr(dt_cg_t *cg, int reg, int off)
{
	dt_cg_ms(cg, reg);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, reg, off));
}

int
dt_cg_tmp(dt_cg_t *cg, int line)
{
	int off = cg->dtp->prog->ms_tmp + cg->ntmp * cg->dtp->strsize;

	if (off + cg->dtp->strsize > DT_MS_MAX)
		dt_cerror(cg->dtp, D_NOREG, cg->xline > 0 ? cg->xline : line,
		    "statement needs too many string temporaries "
		    "for strsize %d", cg->dtp->strsize);
	cg->ntmp++;
	if (cg->ntmp > cg->cl->maxtmp)
		cg->cl->maxtmp = cg->ntmp;
	return off;
}

/* copy the string at src (any kernel address) to dst, at most strlim bytes with its NUL */
void
dt_cg_strcpy(dt_cg_t *cg, int dstreg, int srcreg)
{
	/* r1 = dst, r2 = size, r3 = src: callers arrange r1 and r3 */
	if (dstreg != BPF_REG_1)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, dstreg));
	if (srcreg != BPF_REG_3)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, srcreg));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strlim));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
}

/* zero len bytes (a multiple of 8) at reg+off */
void
dt_cg_zero(dt_cg_t *cg, int reg, int off, int len)
{
	for (int i = 0; i < len; i += 8)
		emit(cg->ir, BPF_ST_MEM(BPF_DW, reg, off + i, 0));
}

/* ---- faults ---- */
/* record a fault (kind, the address in addrreg unless -1, the D line) and leave */
void
dt_cg_fault_at(dt_cg_t *cg, dt_fault_t kind, int line, int addrreg)
{
	if (cg->xline > 0)	/* the D library's line means nothing to the user */
		line = cg->xline;
	if (cg->faultlbl < 0)
		cg->faultlbl = ir_label(cg->ir);
	dt_cg_ms(cg, BPF_REG_1);
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

void
dt_cg_fault(dt_cg_t *cg, dt_fault_t kind, int line)
{
	dt_cg_fault_at(cg, kind, line, -1);
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
	dt_cg_ms(cg, BPF_REG_1);
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
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_DBLERRORS));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_DBLERRORS));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		emit(cg->ir, BPF_EXIT_INSN());
		return;
	}
	ir_note(cg->ir, "fault: error record, count, return");
	dt_cg_ms(cg, BPF_REG_1);
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
	if (cg->dtp->prog->nerrclauses > 0) {
		/* fire dtrace:::ERROR (its clauses' own faults do not) */
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
		dt_cg_ms(cg, BPF_REG_2);
		emit_call_c(cg->ir, DT_SYM_ERROR, "fire ERROR");
		/* r0: 1 if an ERROR clause called exit() */
	} else {
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	}
	emit(cg->ir, BPF_EXIT_INSN());
}

/* ---- actions ---- */
dt_action_t *
dt_cg_action(dt_cg_t *cg, dt_actkind_t kind, int nrecs)
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
int
dt_cg_recspace(dt_cg_t *cg, const dt_type_t *t, int line)
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
		int src = dt_cg_get(cg, k, BPF_REG_3);

		dt_cg_msaddr(cg, BPF_REG_1, DT_MS_REC + off);
		dt_cg_strcpy(cg, BPF_REG_1, src);
		return;
	}
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(t->size), BPF_REG_1, dt_cg_get(cg, k, BPF_REG_2), DT_MS_REC + off));
}

void
dt_cg_setflag(dt_cg_t *cg, dt_action_t *a)
{
	if (a->flagoff < 0)
		return;
	dt_cg_ms(cg, BPF_REG_1);
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

/* reserve size bytes of the record, 8-byte aligned */
int
dt_cg_recspace_raw(dt_cg_t *cg, int size, int line)
{
	int off = (cg->recoff + 7) & ~7;

	if (off + size > DT_MS_RECMAX)
		dt_cerror(cg->dtp, D_NOREG, line, "clause records more than %d bytes", DT_MS_RECMAX);
	cg->recoff = off + size;
	return off;
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
	dt_cg_msaddr(cg, BPF_REG_1, DT_MS_REC + off);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_read_checked(cg, BPF_FUNC_probe_read_kernel, k, line);
	cg->depth--;
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
			dt_cg_datum_action(cg, n, n->args);	/* trace(func(pc)) */
			return;
		}

		if (print && t->kind == DT_TK_PTR && t->ref != NULL && t->ref->size > 0 &&
		    (t->ref->kind == DT_TK_STRUCT || t->ref->kind == DT_TK_UNION)) {
			/*
			 * print() of a pointer to a struct or union: the
			 * pointer, then the bytes it points to (up to
			 * DT_PRINT_PTRMAX; option printsize cuts the output)
			 */
			int size = t->ref->size < DT_PRINT_PTRMAX ? t->ref->size : DT_PRINT_PTRMAX;

			k = dt_cg_expr(cg, n->args);
			a = dt_cg_action(cg, DT_ACT_PRINT, 2);
			ir_note(cg->ir, "print() of %s", t->name);
			a->recs[0].type = t;
			a->recs[0].size = 8;
			a->recs[0].off = dt_cg_recspace(cg, t, n->line);
			cg_record(cg, k, t, a->recs[0].off);
			cg_record_bytes(cg, k, size, n->line, &a->recs[1]);
			a->recs[1].type = t->ref;
			dt_cg_setflag(cg, a);
			return;
		}
		if (t->kind == DT_TK_STRUCT || t->kind == DT_TK_UNION ||
		    (t->kind == DT_TK_ARRAY && (print || !dt_type_is_strcompat(t))) ||
		    (dt_type_is_float(t) && !dt_type_is_regval(t))) {
			/* the object's bytes, for a hex dump or print()'s layout
			 * (a long double's, printed as its value) */
			a = dt_cg_action(cg, print ? DT_ACT_PRINT : DT_ACT_TRACE, 1);
			ir_note(cg->ir, "%s() of %s", n->str, t->name);
			cg_record_bytes(cg, dt_cg_addr(cg, n->args), t->size, n->line, &a->recs[0]);
			a->recs[0].type = t;
			dt_cg_setflag(cg, a);
			return;
		}
		if (t->kind == DT_TK_ARRAY) {	/* char arrays trace as strings */
			t = dt_type_string(cg->dtp);
			k = dt_cg_str(cg, n->args);
		} else {
			k = dt_cg_expr(cg, n->args);
		}
		a = dt_cg_action(cg, print ? DT_ACT_PRINT : DT_ACT_TRACE, 1);
		a->recs[0].type = t;
		a->recs[0].size = t->kind == DT_TK_STRING ? cg->dtp->strsize : t->size;
		a->recs[0].off = dt_cg_recspace(cg, t, n->line);
		ir_note(cg->ir, "%s()", n->str);
		cg_record(cg, k, t, a->recs[0].off);
		dt_cg_setflag(cg, a);
		cg->depth--;
		return;
	}
	case DT_FN_SYSTEM:	/* system() and freopen() record what printf() does */
	case DT_FN_FREOPEN:
		cg->dtp->prog->uses_destructive = 1;
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
		a = dt_cg_action(cg, kind, nargs - 1);
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
				a->recs[i].off = dt_cg_recspace_raw(cg, t->size, n->line);
				a->recs[i].dkind = DT_DK_USTACK;
				ir_note(cg->ir, "%s() for %%k", arg->str);
				dt_cg_datum_write(cg, DT_DK_USTACK, -1, DT_MS_REC + a->recs[i].off, t->size);
				continue;
			}
			if (dt_printf_argkind(pf, i) == DT_PFCONV_STACK) {
				/* %k of stack(): the PCs, rendered by the consumer */
				dt_cg_stack(cg, arg, &a->recs[i]);
				continue;
			}
			if (dt_type_is_float(t) && !dt_type_is_regval(t)) {
				/* a long double: its 16 bytes */
				a->recs[i].type = t;
				ir_note(cg->ir, "printf() argument #%d (long double)", i + 2);
				cg_record_bytes(cg, dt_cg_addr(cg, arg), t->size, n->line, &a->recs[i]);
				continue;
			}
			/* %s of a char array or char pointer records the string */
			if (t->kind != DT_TK_STRING && dt_type_is_strcompat(t) &&
			    dt_printf_argkind(pf, i) == DT_PFCONV_STR) {
				t = dt_type_string(cg->dtp);
				k = dt_cg_str(cg, arg);
			} else {
				k = dt_cg_expr(cg, arg);
			}

			a->recs[i].type = t;
			a->recs[i].size = t->kind == DT_TK_STRING ? cg->dtp->strsize : t->size;
			a->recs[i].off = dt_cg_recspace(cg, t, n->line);
			ir_note(cg->ir, "printf() argument #%d", i + 2);
			cg_record(cg, k, t, a->recs[i].off);
			cg->depth--;
		}
		dt_cg_setflag(cg, a);
		return;
	}
	case DT_FN_STACK:
		a = dt_cg_action(cg, DT_ACT_STACK, 1);
		dt_cg_stack(cg, n, &a->recs[0]);
		dt_cg_setflag(cg, a);
		return;
	case DT_FN_TRACEMEM: {
		/* tracemem(addr, size[, dsize]): size bytes at addr, and dsize */
		dt_node_t *dyn = n->args->next->next;
		int k;

		a = dt_cg_action(cg, DT_ACT_TRACEMEM, dyn != NULL ? 2 : 1);
		if (dyn != NULL) {
			k = dt_cg_expr(cg, dyn);
			dt_cg_cast(cg, k, dyn, &dt_type_uint64);
			a->recs[1].type = &dt_type_uint64;
			a->recs[1].size = 8;
			a->recs[1].off = dt_cg_recspace(cg, &dt_type_uint64, n->line);
			ir_note(cg->ir, "tracemem() size to display");
			cg_record(cg, k, &dt_type_uint64, a->recs[1].off);
			cg->depth--;
		}
		ir_note(cg->ir, "tracemem(%lld bytes)", (long long)n->args->next->ival);
		cg_record_bytes(cg, dt_cg_expr(cg, n->args), (int)n->args->next->ival, n->line,
		    &a->recs[0]);
		a->recs[0].type = &dt_type_uint64;	/* raw bytes: only the size is used */
		dt_cg_setflag(cg, a);
		return;
	}
	case DT_FN_USTACK: case DT_FN_JSTACK:
	case DT_FN_FUNC: case DT_FN_SYM: case DT_FN_MOD: case DT_FN_UFUNC:
	case DT_FN_USYM: case DT_FN_UMOD: case DT_FN_UADDR:
		dt_cg_datum_action(cg, n, n);
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
			k = dt_cg_expr(cg, num);
			dt_cg_cast(cg, k, num, &dt_type_int64);
		}
		a = dt_cg_action(cg, kinds[fn - DT_FN_PRINTA], num != NULL);
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
			a->recs[0].off = dt_cg_recspace(cg, &dt_type_int64, n->line);
			cg_record(cg, k, &dt_type_int64, a->recs[0].off);
			cg->depth--;
		}
		dt_cg_setflag(cg, a);
		return;
	}
	case DT_FN_SETOPT:
		a = dt_cg_action(cg, DT_ACT_SETOPT, nargs);
		for (i = 0, arg = n->args; arg != NULL; arg = arg->next, i++) {
			dt_type_t *t = dt_type_string(cg->dtp);
			int k = arg->type->kind == DT_TK_STRING ? dt_cg_expr(cg, arg) : dt_cg_str(cg, arg);

			a->recs[i].type = t;
			a->recs[i].size = cg->dtp->strsize;
			a->recs[i].off = dt_cg_recspace(cg, t, n->line);
			ir_note(cg->ir, "setopt() argument #%d", i + 1);
			cg_record(cg, k, t, a->recs[i].off);
			cg->depth--;
		}
		dt_cg_setflag(cg, a);
		return;
	case DT_FN_EXIT: {
		int k = dt_cg_expr(cg, n->args);

		dt_cg_cast(cg, k, n->args, &dt_type_int);
		a = dt_cg_action(cg, DT_ACT_EXIT, 1);
		a->recs[0].type = &dt_type_int;
		a->recs[0].size = 4;
		a->recs[0].off = dt_cg_recspace(cg, &dt_type_int, n->line);
		ir_note(cg->ir, "exit()");
		cg_record(cg, k, &dt_type_int, a->recs[0].off);
		dt_cg_setflag(cg, a);
		emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, DT_GV_STATE, DT_STATE_EXITING));
		/* wake the consumer now: the buffers wake it only when half full */
		ir_note(cg->ir, "exit(): wake the consumer");
		cg->dtp->prog->uses_exit = 1;
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_WAKEUP);
		dt_cg_ms(cg, BPF_REG_2);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, 8));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_RB_FORCE_WAKEUP));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_ringbuf_output));
		cg->depth--;
		return;
	}
	case DT_FN_SPECULATE: case DT_FN_COMMIT: case DT_FN_DISCARD: case DT_FN_STOP:
	case DT_FN_RAISE: case DT_FN_CHILL: case DT_FN_FTRUNCATE:
		dt_cg_spec_call(cg, n);
		return;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "%s( ) is not supported yet", n->str);
	}
}

/* ---- statements and clauses ---- */
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
		int k = dt_cg_expr(cg, s->x), r = dt_cg_get(cg, k, BPF_REG_0);

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
			dt_cg_aggregate(cg, e);
			return;
		}
		dt_cg_expr(cg, e);
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

/* Is a statement list empty (no statements but empty ones)? */
static int
cg_empty_body(const dt_node_t *s)
{
	for (; s != NULL; s = s->next)
		if (s->kind != DT_NODE_EMPTY && !(s->kind == DT_NODE_BLOCK && cg_empty_body(s->body)))
			return 0;
	return 1;
}

/* Does a statement list call an action that shows its probe line (any but
 * commit() and discard(), whose records only speak to the consumer)? */
static int
cg_has_lineacts(const dt_node_t *s)
{
	for (; s != NULL; s = s->next) {
		if (s->kind == DT_NODE_BLOCK && cg_has_lineacts(s->body))
			return 1;
		if (s->kind == DT_NODE_IF && (cg_has_lineacts(s->l) || cg_has_lineacts(s->r)))
			return 1;
		if (s->kind == DT_NODE_EXPRSTMT && s->l->kind == DT_NODE_CALL &&
		    s->l->idkind == DT_IDENT_FUNC && s->l->ival != DT_FN_COMMIT &&
		    s->l->ival != DT_FN_DISCARD)
			return 1;
	}
	return 0;
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
	    .prevacts = inerror ? cl->acts : NULL, .chillcb = -1, .specfit = -1 };
	dt_node_t *n = cl->node;
	int ret, records, nflags, far;
	dt_action_t *acts = cl->acts, *lastact = cl->lastact;
	int nacts = cl->nacts, clflags = cl->nflags;

	cg.ir = dt_zalloc(sizeof(dt_irbuf_t));
	if (!inerror)
		cl->uargs = 0;	/* this pass finds them again */
	if (inerror) {
		cl->errir = cg.ir;
		cl->acts = cl->lastact = NULL;
		cl->nacts = cl->nflags = 0;
	} else {
		cl->ir = cg.ir;
	}
	ret = cg.retlbl = ir_label(cg.ir);
	ir_note(cg.ir, "clause %d%s: %s%s (line %d)", cl->id, inerror ? " (for ERROR)" : "",
	    n->args->str, n->args->next ? ", ..." : "", n->line);
	emit(cg.ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, FP_CTX));
	emit(cg.ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_2, FP_MS));
	emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_ZERO, 0));
	if (dtp->prog->subrs_used & DT_SUBR_SCRATCH_MASK) {
		/* alloca() scratch is the clause's own, as in DTrace */
		ir_note(cg.ir, "alloca scratch: none in use");
		dt_cg_ms(&cg, BPF_REG_1);
		emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, dtp->prog->ms_rt + DT_RT_ALLOCUSED, 0));
	}

	if (n->x != NULL) {
		int k, r;

		ir_note(cg.ir, "predicate (line %d)", n->x->line);
		k = dt_cg_expr(&cg, n->x);
		r = dt_cg_get(&cg, k, BPF_REG_0);
		emit_jmp_c(cg.ir, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), ret, NULL);
		cg.depth = 0;
	}

	/* the default action (FORMATS.md): a clause with no statements records
	 * its probe line (never printed when quiet for good); one whose
	 * statements call no action (assignments, aggregations, speculation())
	 * records nothing, so the entry/return timing idiom's self->ts =
	 * timestamp costs no record per firing; commit() and discard() record
	 * for the consumer only, without a probe line of their own */
	if (cg_empty_body(n->body))
		records = !quiet;
	else
		records = cg_has_actions(n->body);
	cl->noline = records && !cg_empty_body(n->body) && !cg_has_lineacts(n->body);
	/* "ran" bytes of conditional actions follow the header */
	nflags = (cg_count_condacts(n->body, 0) + 7) & ~7;
	cg.recoff = sizeof(dt_rechdr_t) + nflags;
	if (records) {
		ir_note(cg.ir, "record header");
		dt_cg_ms(&cg, BPF_REG_1);
		emit(cg.ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, cl->id));
		emit(cg.ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, DT_MS_PROBE));
		emit(cg.ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, DT_MS_REC + 4));
		dt_cg_zero(&cg, BPF_REG_1, DT_MS_REC + sizeof(dt_rechdr_t), nflags);
		if (cg_has_call(n->body, DT_FN_SPECULATE)) {
			/* the speculation tag (dt_spec.c); no speculation yet */
			cl->specoff = cg.recoff;
			cg.recoff += sizeof(dt_spectag_t);
			emit(cg.ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, dtp->prog->ms_spec + DT_MSS_CUR, 0));
		}
	}
	cg_stmts(&cg, n->body);
	if (cl->nflags > nflags)
		dt_cerror(dtp, D_UNKNOWN, n->line, "internal error: conditional actions miscounted");
	if (records) {
		cl->recsize = (cg.recoff + 7) & ~7;
		if (cl->recsize > dtp->prog->maxrec)
			dtp->prog->maxrec = cl->recsize;
		if (cg.specfit >= 0)
			cg.ir->ins[cg.specfit].imm = cl->recsize;
		dt_cg_spec_transitions(&cg);	/* commit(), discard() */
		if (cl->specoff) {
			int normal = ir_label(cg.ir);

			dt_cg_spec_output(&cg, normal, ret);
			ir_place(cg.ir, normal);
		}
		ir_note(cg.ir, "write the record (%d bytes)", cl->recsize);
		dt_cg_msaddr(&cg, BPF_REG_4, DT_MS_REC);
		emit(cg.ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
		emit_ldmap(cg.ir, BPF_REG_2, DT_MAP_BUFFERS);
		emit_ld64(cg.ir, BPF_REG_3, BPF_F_CURRENT_CPU);
		emit(cg.ir, BPF_MOV64_IMM(BPF_REG_5, cl->recsize));
		emit(cg.ir, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
		cg_count_bufdrop(&cg);
	}
	cl->exits = records && cg_has_call(n->body, DT_FN_EXIT);
	if (cl->exits) {
		/* exit() ran: no later clause of this firing runs (dt_link.c) */
		int out = ir_label(cg.ir);

		ir_note(cg.ir, "return 1 if exit() ran");
		emit(cg.ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		dt_cg_ms(&cg, BPF_REG_1);
		for (dt_action_t *a = cl->acts; a != NULL; a = a->next) {
			if (a->kind != DT_ACT_EXIT)
				continue;
			if (a->flagoff < 0) {
				emit(cg.ir, BPF_MOV64_IMM(BPF_REG_0, 1));
				break;
			}
			emit(cg.ir, BPF_LDX_MEM(BPF_B, BPF_REG_2, BPF_REG_1, DT_MS_REC + a->flagoff));
			emit(cg.ir, BPF_ALU64_REG(BPF_OR, BPF_REG_0, BPF_REG_2));
		}
		if (n->x != NULL || cl->specoff) {	/* ret is reached only from these */
			emit_jmp(cg.ir, BPF_JMP_A(0), out);
			ir_place(cg.ir, ret);
			emit(cg.ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		} else {
			ir_place(cg.ir, ret);
		}
		ir_place(cg.ir, out);
		emit(cg.ir, BPF_EXIT_INSN());
	} else {
		ir_place(cg.ir, ret);
		emit(cg.ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		emit(cg.ir, BPF_EXIT_INSN());
	}
	cg_fault_tail(&cg);
	if (cg.chillcb >= 0)
		dt_cg_spec_chillcb(&cg);
	if ((far = dt_ir_resolve(cg.ir)) != 0)
		dt_cerror(dtp, D_NOREG, n->line, "the clause is too long for BPF: its code would "
		    "need a jump over %d instructions, and BPF's jumps reach %d", far, INT16_MAX);
	if (cl->maxtmp > dtp->prog->strtmp_max)
		dtp->prog->strtmp_max = cl->maxtmp;
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

	dt_cg_agg_maps(dtp, pgp);	/* which map each aggregation uses, its key's layout */
	if (pgp->uses_usyms && dt_rt_kernel_ok(dtp, DT_SYM_DPATH) &&
	    DT_RB_SIZE(dtp->strsize, dtp->scratchsize, 1) <= DT_MS_MAX) {
		/* the sample of a process's user objects has its executable's
		 * path (dt_cg_stack.c): d_path()'s routine and buffers, if they fit */
		pgp->usample_exe = 1;
		pgp->subrs_used |= 1ULL << DT_SUBR_D_PATH;
	}
	pgp->ms_tmp = DT_MS_THIS + ((pgp->this_size + 7) & ~7);
	if (pgp->subrs_used & ~DT_SUBR_PURE_MASK) {
		/* the runtime area of subroutines: DT_RT_* */
		pgp->ms_rt = pgp->ms_tmp;
		pgp->ms_tmp += DT_RT_SIZE;
		if (DT_RB_SIZE(dtp->strsize, dtp->scratchsize, DT_RB_USEPATH(dtp)) > DT_MS_MAX)
			dt_cerror(dtp, D_NOREG, 1, "subroutines need 2 * strsize + 2 * scratchsize "
			    "bytes of scratch space per CPU, more than there is (%d): reduce strsize "
			    "(%d) or scratchsize (%d)", DT_MS_MAX, dtp->strsize, dtp->scratchsize);
	}
	if (pgp->xargs_end > 10) {
		/* sdt's args[10..]: the prologue stores those the program reads */
		pgp->ms_xargs = pgp->ms_tmp;
		pgp->ms_tmp += 8 * (pgp->xargs_end - 10);
	}
	for (int i = 0; i < pgp->nclauses; i++) {
		dt_node_t *b = pgp->clauses[i]->node->body;

		if (cg_has_call(b, DT_FN_SPECULATE) || cg_has_call(b, DT_FN_COMMIT) ||
		    cg_has_call(b, DT_FN_DISCARD))
			pgp->uses_spec = 1;
	}
	if (pgp->subrs_used & (1ULL << DT_SUBR_SPECULATION))
		pgp->uses_spec = 1;
	if (pgp->uses_spec) {
		/* speculations: the clause's and the per-CPU accounting (DT_MSS_*) */
		pgp->ms_spec = pgp->ms_tmp;
		pgp->ms_tmp += DT_MSS_SIZE(dtp->nspec);
	}
	for (int i = 0; i < pgp->nclauses && pgp->ms_chill == 0; i++) {
		if (cg_has_call(pgp->clauses[i]->node->body, DT_FN_CHILL)) {
			/* chill(): the start of this CPU's interval, ns chilled in it */
			pgp->ms_chill = pgp->ms_tmp;
			pgp->ms_tmp += 16;
		}
	}
	if (pgp->ms_tmp + dtp->strsize > DT_MS_MAX)
		dt_cerror(dtp, D_NOREG, 1, "clause-local variables need %d bytes of scratch space, "
		    "more than there is (%d)", pgp->this_size, DT_MS_MAX - DT_MS_THIS - dtp->strsize);
	pgp->nerrclauses = 0;
	for (int i = 0; i < pgp->nclauses; i++) {
		dt_clause_t *cl = pgp->clauses[i];

		for (int j = 0; j < cl->nprobes; j++)
			if (cl->probes[j] == DT_ID_ERROR)
				cl->onerror = 1;
		pgp->nerrclauses += cl->onerror;
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
	pgp->scratch_size = pgp->ms_tmp + pgp->strtmp_max * dtp->strsize;
	if (pgp->scratch_size < pgp->ms_tmp + 8)
		pgp->scratch_size = pgp->ms_tmp + 8;
	for (int k = 0; k < dt_npkinds(); k++)
		dt_cg_link(dtp, pgp, k);
}
