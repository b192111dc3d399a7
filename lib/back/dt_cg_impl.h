/*
 * dt_cg_impl.h: what the code generator's files (dt_cg*.c) share.
 *
 * dt_cg_t is the state of the generation of one clause function, whose
 * stack frame (FP_*) holds the context and mstate pointers, a zero word,
 * the landing word of checked reads from kernel memory, then the spill
 * slots of the value stack.
 *
 * The value stack: slot k lives in r6+k for k < NREGSLOTS (callee-saved,
 * so they survive helper calls) and in a stack spill slot beyond that, up
 * to MAXSLOTS.  A function that evaluates pushes its result
 * (dt_cg_push) and returns its slot; its user pops it (cg->depth--) when
 * done.  Each statement starts with an empty stack and no string
 * temporaries (cg->ntmp).
 *
 * The code is emitted into cg->ir in the dialect of dt_emit.h; a fault
 * (dt_cg_fault) jumps to the clause's fault tail, emitted once at its end.
 */
#ifndef DT_CG_IMPL_H
#define DT_CG_IMPL_H

#include "dt_impl.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_front.h"

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
	int retlbl;		/* label of the clause's return, recording nothing */
	int specfit;		/* speculate()'s size check: index of the instruction
				 * whose immediate is the clause's record size, known
				 * only at its end (-1: none) */
	int xline;		/* inside a D library translator or array inline: the user's line that
				 * uses it, which its faults report (0: none) */
} dt_cg_t;

/* an argument of a runtime routine: slot, or the constant imm when slot < 0 */
typedef struct { int slot; int64_t imm; } dt_cg_rtarg_t;

/* dt_cg.c: emission helpers, the value stack, faults, records, actions, clauses */
void dt_cg_movimm(dt_cg_t *cg, int reg, int64_t v);
int dt_cg_bpfsize(int size);
void dt_cg_normalize(dt_cg_t *cg, int reg, const dt_type_t *t);
int dt_cg_push(dt_cg_t *cg, int line);
int dt_cg_get(dt_cg_t *cg, int k, int tmp);
void dt_cg_put(dt_cg_t *cg, int k, int reg);
int dt_cg_dst(int k, int tmp);
void dt_cg_ms(dt_cg_t *cg, int reg);
void dt_cg_msaddr(dt_cg_t *cg, int reg, int off);
int dt_cg_tmp(dt_cg_t *cg, int line);
void dt_cg_strcpy(dt_cg_t *cg, int dstreg, int srcreg);
void dt_cg_zero(dt_cg_t *cg, int reg, int off, int len);
void dt_cg_fault_at(dt_cg_t *cg, dt_fault_t kind, int line, int addrreg);
void dt_cg_fault(dt_cg_t *cg, dt_fault_t kind, int line);
dt_action_t *dt_cg_action(dt_cg_t *cg, dt_actkind_t kind, int nrecs);
int dt_cg_recspace(dt_cg_t *cg, const dt_type_t *t, int line);
void dt_cg_setflag(dt_cg_t *cg, dt_action_t *a);
int dt_cg_recspace_raw(dt_cg_t *cg, int size, int line);

/* dt_cg_expr.c: expressions */
void dt_cg_convert(dt_cg_t *cg, int k, const dt_type_t *from, const dt_type_t *to);
void dt_cg_cast(dt_cg_t *cg, int k, const dt_node_t *n, const dt_type_t *to);
int dt_cg_isnormal(const dt_node_t *n);
void dt_cg_read_checked(dt_cg_t *cg, int fn, int k, int line);
int dt_cg_addr(dt_cg_t *cg, dt_node_t *n);
int dt_cg_str(dt_cg_t *cg, dt_node_t *n);
int dt_cg_isnull(const dt_node_t *n);
int dt_cg_strcmparg(dt_cg_t *cg, dt_node_t *n);
int dt_cg_expr(dt_cg_t *cg, dt_node_t *n);

/* dt_cg_subr.c: subroutines */
void dt_cg_argreg(dt_cg_t *cg, int k, int reg);
void dt_cg_rtcall(dt_cg_t *cg, int sym, int dst, const dt_cg_rtarg_t *a, int na);
void dt_cg_rt_fault(dt_cg_t *cg, int line);
void dt_cg_rtbuf_at(dt_cg_t *cg, int off, int line);
void dt_cg_fault_addr_unless_ok(dt_cg_t *cg, int k, int line);
/* read size bytes of kernel memory at r3 + off into FP_READ (zeroed first); r0 the result */
void dt_cg_kread(dt_cg_t *cg, int off, int size);
void dt_cg_scratch_dest(dt_cg_t *cg, int kdest, int size, int line);
int dt_cg_subr(dt_cg_t *cg, dt_node_t *n);

/* dt_cg_stack.c: stacks and symbols */
void dt_cg_datum_write(dt_cg_t *cg, dt_dkind_t dk, int k, int off, int size);
int dt_cg_symfn(dt_cg_t *cg, dt_node_t *n);
void dt_cg_datum_action(dt_cg_t *cg, dt_node_t *call, dt_node_t *d);
void dt_cg_stackinfo(dt_cg_t *cg, dt_node_t *n, int r);
void dt_cg_stack(dt_cg_t *cg, dt_node_t *n, dt_recdesc_t *r);

/* dt_cg_spec.c: speculations and destructive actions */
void dt_cg_spec_subr(dt_cg_t *cg, dt_node_t *n, const int *ks);
void dt_cg_spec_call(dt_cg_t *cg, dt_node_t *n);
void dt_cg_spec_chillcb(dt_cg_t *cg);
void dt_cg_spec_transitions(dt_cg_t *cg);
void dt_cg_spec_output(dt_cg_t *cg, int normal, int ret);

/* dt_cg_agg.c: aggregations */
void dt_cg_aggregate(dt_cg_t *cg, dt_node_t *n);
void dt_cg_agg_maps(dtrace_hdl_t *dtp, struct dt_program *pgp);

#endif
