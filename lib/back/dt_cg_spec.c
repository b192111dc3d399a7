/*
 * dt_cg_spec.c: the code generator's speculations and destructive actions
 * (the design, and the consumer's side, are dt_spec.c's).
 *
 * speculation() takes an inactive id with an atomic compare-and-exchange;
 * speculate() of 0 or of no valid id drops the clause there, silently;
 * so does speculate() of a speculation that is not active, and one whose
 * bytes on this CPU would pass specsize with the clause's record drops it
 * there with a speculative drop (DTrace fails the clause when it cannot
 * reserve its data in the speculative buffer: its later statements do not
 * run); else it tags the clause's record, which then goes to the buffer
 * only while its speculation is active and this CPU is counted as a writer;
 * commit() and discard() change the speculation's state at the end of the
 * clause, in program order, and record what they did for the consumer.
 * Destructive actions (stop(), raise(), chill(), copyout(), copyoutstr())
 * and ftruncate() are here too: chill() spins in a bpf_loop callback
 * emitted once per clause, after its code.
 */
#include "dt_cg_impl.h"
#include "dt_front.h"

/*
 * specsize as an immediate: a CPU's bytes of a speculation are counted in
 * 32 bits, and a larger size than 2g - 1 (the immediate's range) is that
 * (a truncated immediate made -x specsize=4g drop every record)
 */
static int32_t
cg_specsize(const dtrace_hdl_t *dtp)
{
	return dtp->specsize > INT32_MAX ? INT32_MAX : (int32_t)dtp->specsize;
}

/* reg = the address of speculation slot 0 in the spec map (slot id at 16 * id) */
static void
cg_spec_base(dt_cg_t *cg, int reg)
{
	emit_ldmapval(cg->ir, reg, DT_MAP_SPEC, 0);
}

/* dst = the address of slot id, base holding slot 0's (dst is neither) */
static void
cg_spec_slot(dt_cg_t *cg, int dst, int id, int base)
{
	emit(cg->ir, BPF_MOV64_REG(dst, id));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, dst, 4));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, dst, base));
}

/*
 * The accounting of speculation r6 on this CPU (specsize), its slot word in
 * r0: r9 = the slot's generation (r0 >> 32), r1 + acct = the address of
 * this CPU's (generation, bytes) pair for the speculation, r2 = the
 * generation it holds (the bytes count only while the two agree).
 */
static void
cg_spec_acct(dt_cg_t *cg, int acct)
{
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_9, 32));
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_6));
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_2, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, acct));
}

/* fault "illegal operation" unless the id in reg is at most nspec (unsigned) */
static void
cg_spec_idcheck(dt_cg_t *cg, int reg, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, reg, cg->dtp->nspec, 0), ok);
	dt_cg_fault(cg, DT_FLT_ILLOP, line);
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
	cg_spec_slot(cg, BPF_REG_3, BPF_REG_2, BPF_REG_1);
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
	cg_spec_slot(cg, BPF_REG_3, BPF_REG_2, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_3, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_0, DT_SPEC_COMMITTINGMANY, 0), busy);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, dtp->nspec, 0), bloop);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, dtp->prog->ms_spec + DT_MSS_UNAVAIL));
	emit_jmp(cg->ir, BPF_JMP_A(0), count);
	ir_place(cg->ir, busy);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, dtp->prog->ms_spec + DT_MSS_BUSY));
	ir_place(cg->ir, count);
	dt_cg_ms(cg, BPF_REG_1);
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
	dt_cg_rtbuf_at(cg, DT_RB_ALLOCA(cg->dtp->strsize) + cg->dtp->scratchsize, line);
}

/* r2 = the size in slot k, 0 (go to skip) or at most max (else fault) */
static void
cg_spec_size(dt_cg_t *cg, int k, int max, int skip, int line)
{
	int ok = ir_label(cg->ir);

	dt_cg_argreg(cg, k, BPF_REG_2);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), skip);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, max, 0), ok);
	dt_cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok);
}

/* speculation(), copyout(buf, addr, n), copyoutstr(s, addr, max) */
void
dt_cg_spec_subr(dt_cg_t *cg, dt_node_t *n, const int *ks)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int skip, max = dtp->scratchsize;

	if (n->ival == DT_SUBR_SPECULATION) {
		cg_speculation(cg);
		return;
	}
	dtp->prog->uses_destructive = 1;
	skip = ir_label(cg->ir);
	cg_spec_stage(cg, n->line);
	if (n->ival == DT_SUBR_COPYOUT) {
		ir_note(cg->ir, "copyout(): the bytes to the staging area");
		cg_spec_size(cg, ks[2], max, skip, n->line);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		ir_note(cg->ir, "copyout(): to user memory");
		cg_spec_size(cg, ks[2], max, skip, n->line);
	} else {
		int fit = ir_label(cg->ir);

		ir_note(cg->ir, "copyoutstr(): the string to the staging area");
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, dtp->strsize));
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		/* n = min(its length with the NUL, max); the staging area has strsize bytes */
		dt_cg_argreg(cg, ks[2], BPF_REG_2);
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
	dt_cg_argreg(cg, ks[1], BPF_REG_1);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_write_user));
	dt_cg_fault_addr_unless_ok(cg, ks[1], n->line);
	ir_place(cg->ir, skip);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
}

/*
 * A speculative drop: the record header becomes DT_REC_SPECDROP with the
 * id (r6) and generation (r9) after it; r5 = its size, the rest of the
 * perf_event_output() call is the caller's
 */
static void
cg_spec_droprec(dt_cg_t *cg)
{
	ir_note(cg->ir, "speculative drop");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, (int32_t)(DT_REC_SPECDROP | cg->cl->id)));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_6, DT_MS_REC + 8));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, DT_MS_REC + 12));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, sizeof(dt_rechdr_t) + sizeof(dt_spectag_t)));
}

/*
 * After speculate(id) (id in 1..nspec in mstate's DT_MSS_CUR; the value
 * stack is empty: r6-r9 are free): the clause ends here, as DTrace's
 * does when it cannot reserve the clause's data in the speculative
 * buffer, so its later statements do not run, when the speculation is
 * not active (silently), or when this CPU's bytes of its generation plus
 * the clause's record would pass specsize (a speculative drop).  The
 * record size is known only at the clause's end: cg_clause patches it
 * into the instruction at cg->specfit.  This is a look, not the writer's
 * protocol: the state and size are checked again when the record is
 * written (dt_cg_spec_output).
 */
static void
cg_spec_fits(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int live = ir_label(cg->ir), other = ir_label(cg->ir), fits = ir_label(cg->ir);
	int acct = dtp->prog->ms_spec + DT_MSS_ACCT(1) - 8;

	ir_note(cg->ir, "speculate(): an active speculation with room for the record?");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_6, BPF_REG_1, dtp->prog->ms_spec + DT_MSS_CUR));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), cg->retlbl);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_6, dtp->nspec, 0), cg->retlbl);
	cg_spec_base(cg, BPF_REG_1);
	cg_spec_slot(cg, BPF_REG_8, BPF_REG_6, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_8, 0));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVE, 0), live);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEONE, 0), live);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, DT_SPEC_ACTIVEMANY, 0), live);
	emit_jmp(cg->ir, BPF_JMP_A(0), cg->retlbl);
	ir_place(cg->ir, live);
	cg_spec_acct(cg, acct);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, 0));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JNE, BPF_REG_2, BPF_REG_9, 0), other);
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_3, BPF_REG_1, acct + 4));
	ir_place(cg->ir, other);
	cg->specfit = emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 0));	/* + recsize */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_3, cg_specsize(dtp), 0), fits);
	cg_spec_droprec(cg);
	dt_cg_msaddr(cg, BPF_REG_4, DT_MS_REC);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
	emit_ldmap(cg->ir, BPF_REG_2, DT_MAP_BUFFERS);
	emit_ld64(cg->ir, BPF_REG_3, BPF_F_CURRENT_CPU);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_perf_event_output));
	emit_jmp(cg->ir, BPF_JMP_A(0), cg->retlbl);
	ir_place(cg->ir, fits);
}

/* speculate() commit() discard() stop() raise() chill() ftruncate() */
void
dt_cg_spec_call(dt_cg_t *cg, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cg->dtp;
	dt_action_t *a;
	int k, r;

	switch (n->ival) {
	case DT_FN_SPECULATE:
		k = dt_cg_expr(cg, n->args);
		ir_note(cg->ir, "speculate()");
		r = dt_cg_get(cg, k, BPF_REG_2);
		/* no such speculation (0, or not an id): the clause is dropped
		 * silently, its later statements do not run, as in DTrace */
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, r, 0, 0), cg->retlbl);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, r, dtp->nspec, 0), cg->retlbl);
		emit(cg->ir, BPF_MOV32_REG(BPF_REG_2, r));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, 1));
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_3, 32));
		emit(cg->ir, BPF_ALU64_REG(BPF_OR, BPF_REG_2, BPF_REG_3));
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, dtp->prog->ms_spec + DT_MSS_CUR));
		cg->depth--;
		cg_spec_fits(cg);
		return;
	case DT_FN_COMMIT:
	case DT_FN_DISCARD:
		/* the id now; the state changes when the clause ends (cg_spec_end) */
		k = dt_cg_expr(cg, n->args);
		a = dt_cg_action(cg, n->ival == DT_FN_COMMIT ? DT_ACT_COMMIT : DT_ACT_DISCARD, 1);
		a->recs[0].type = dt_type_array(dtp, &dt_type_uint32, 4);
		a->recs[0].size = 16;
		a->recs[0].off = dt_cg_recspace(cg, a->recs[0].type, n->line);
		ir_note(cg->ir, "%s()", n->str);
		r = dt_cg_get(cg, k, BPF_REG_2);
		cg_spec_idcheck(cg, r, n->line);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, r, DT_MS_REC + a->recs[0].off));
		dt_cg_setflag(cg, a);
		cg->depth--;
		return;
	case DT_FN_FTRUNCATE:
		a = dt_cg_action(cg, DT_ACT_FTRUNCATE, 0);
		dt_cg_setflag(cg, a);
		return;
	case DT_FN_STOP:
	case DT_FN_RAISE: {
		int ok = ir_label(cg->ir);

		dtp->prog->uses_destructive = 1;
		if (n->ival == DT_FN_STOP) {
			ir_note(cg->ir, "stop(): SIGSTOP to the current process");
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 19));
		} else {
			k = dt_cg_expr(cg, n->args);
			ir_note(cg->ir, "raise()");
			dt_cg_argreg(cg, k, BPF_REG_1);
			cg->depth--;
			/* a signal number, 1 to 64 */
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -1));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLT, BPF_REG_2, 64, 0), ok);
			dt_cg_fault(cg, DT_FLT_ILLOP, n->line);
			ir_place(cg->ir, ok);
		}
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_send_signal));
		return;
	}
	case DT_FN_CHILL: {
		int ok = ir_label(cg->ir), same = ir_label(cg->ir), fits = ir_label(cg->ir);
		int mark = dtp->prog->ms_chill, used = dtp->prog->ms_chill + 8;

		dtp->prog->uses_destructive = 1;
		k = dt_cg_expr(cg, n->args);
		ir_note(cg->ir, "chill(): at most 500ms (chill_max) per CPU in each second");
		r = dt_cg_get(cg, k, BPF_REG_2);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, r, 500000000, 0), ok);
		dt_cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, ok);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, r, FP_READ));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		/* a new one-second interval: nothing chilled in it yet */
		dt_cg_ms(cg, BPF_REG_1);
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
		dt_cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, fits);
		dt_cg_ms(cg, BPF_REG_1);
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
void
dt_cg_spec_chillcb(dt_cg_t *cg)
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
void
dt_cg_spec_transitions(dt_cg_t *cg)
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
		dt_cg_ms(cg, BPF_REG_1);
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
		cg_spec_base(cg, BPF_REG_1);
		cg_spec_slot(cg, BPF_REG_8, BPF_REG_6, BPF_REG_1);
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
			dt_cg_ms(cg, BPF_REG_1);
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
void
dt_cg_spec_output(dt_cg_t *cg, int normal, int ret)
{
	dtrace_hdl_t *dtp = cg->dtp;
	dt_clause_t *cl = cg->cl;
	int ok = ir_label(cg->ir), drop = ir_label(cg->ir), release = ir_label(cg->ir);
	int same = ir_label(cg->ir), full = ir_label(cg->ir);
	int acct = dtp->prog->ms_spec + DT_MSS_ACCT(1) - 8;

	ir_note(cg->ir, "speculative record?");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_1, dtp->prog->ms_spec + DT_MSS_CUR));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), normal);
	emit(cg->ir, BPF_MOV32_REG(BPF_REG_6, BPF_REG_6));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_6, 0, 0), ret);	/* speculate(0) */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_6, dtp->nspec, 0), ret);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_7, BPF_REG_0));
	cg_spec_base(cg, BPF_REG_1);
	cg_spec_slot(cg, BPF_REG_8, BPF_REG_6, BPF_REG_1);
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
	cg_spec_acct(cg, acct);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_2, BPF_REG_9, 0), same);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, acct));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, acct + 4, 0));
	ir_place(cg->ir, same);
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1, acct + 4));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, cl->recsize));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGT, BPF_REG_2, cg_specsize(dtp), 0), full);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_2, acct + 4));
	ir_note(cg->ir, "tag the record, write it");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_6, DT_MS_REC + cl->specoff));
	emit(cg->ir, BPF_STX_MEM(BPF_W, BPF_REG_1, BPF_REG_9, DT_MS_REC + cl->specoff + 4));
	emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, DT_MS_REC, (int32_t)(DT_REC_SPEC | cl->id)));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, cl->recsize));
	emit_jmp(cg->ir, BPF_JMP_A(0), release);
	ir_place(cg->ir, full);
	cg_spec_droprec(cg);
	ir_place(cg->ir, release);
	dt_cg_msaddr(cg, BPF_REG_4, DT_MS_REC);
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
