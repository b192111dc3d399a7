/*
 * dt_cg_stack.c: the code generator's stacks and symbols: stack(),
 * ustack(), the symbol actions (func(), sym(), mod(), ufunc() ...),
 * stackdepth, ustackdepth, caller and ucaller (dt_stack.c prints them).
 *
 * A stack is read by the kernel (bpf_get_stack) into its datum of the
 * record, the rest of the datum zeroed; a user stack or symbol is
 * preceded by the process id, for the consumer to resolve it.  stackdepth
 * and caller skip the frames of the tracing machinery the probe fired
 * through, as the program kinds of the clause's probes name them
 * (dt_progkind_t's tracer_funcs, tracer_modules, tracer_range).
 */
#include "dt_cg_impl.h"
#include "dt_cg.h"
#include "dt_front.h"

/* *(u64 *)(mstate + off) = the current process id */
static void
cg_store_pid(dt_cg_t *cg, int off)
{
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, off));
}

/* bpf_get_stack(ctx, mstate + off, size, flags): the rest of the buffer is zeroed */
static void
cg_get_stack(dt_cg_t *cg, int off, int size, int flags)
{
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
	dt_cg_msaddr(cg, BPF_REG_2, off);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, size));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, flags));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_stack));
}

/*
 * The path of the process's executable into the sample of the process
 * whose id is at mstate + off (current->mm->exe_file->f_path, through
 * d_path()'s runtime routine into a string temporary, then copied), for
 * the consumer to find a program that is in none of the directories it
 * looks in.  Nothing if the kernel's BTF lacks what it needs or d_path()'s
 * buffers do not fit (dt_cg_program: usample_exe), or a read fails (a
 * kernel thread: no mm).
 */
static void
cg_usample_exe(dt_cg_t *cg, int off, int done)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int mm = dt_kernel_offset(dtp, "struct task_struct", "mm");
	int exe = dt_kernel_offset(dtp, "struct mm_struct", "exe_file");
	int fpath = dt_kernel_offset(dtp, "struct file", "f_path");
	int tmp, len = dtp->strsize < DT_USAMPLE_PATHMAX ? dtp->strsize : DT_USAMPLE_PATHMAX;

	if (!dtp->prog->usample_exe || mm < 0 || exe < 0 || fpath < 0 ||
	    dtp->prog->ms_tmp + (cg->ntmp + 1) * dtp->strsize > DT_MS_MAX)
		return;	/* (no room for one more string temporary: a huge strsize) */
	tmp = dt_cg_tmp(cg, 0);
	ir_note(cg->ir, "the path of the process's executable");
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task));
	for (int i = 0; i < 2; i++) {	/* task->mm, then mm->exe_file */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, i ? exe : mm));
		dt_cg_msaddr(cg, BPF_REG_1, tmp);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 8));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), done);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, tmp));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	}
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, fpath));
	dt_cg_msaddr(cg, BPF_REG_1, tmp);
	emit_call_c(cg->ir, DT_SYM_DPATH, "call dt_d_path");
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), done);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_USAMPLE);
	dt_cg_msaddr(cg, BPF_REG_2, off);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_USAMPLE_PATHOFF));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, len));
	dt_cg_msaddr(cg, BPF_REG_3, tmp);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
	cg->ntmp--;
}

/*
 * The first firing of each process that records a user stack or symbol
 * samples the process's objects for the consumer (DT_MAP_USAMPLE,
 * dt_usyms.c), so that its addresses can be named after it has exited:
 * the process id at mstate + off (just stored) is the key; if the map has
 * no sample of it, a zeroed one is added (from DT_MS_ZERO) and filled in
 * place with the user stack's PCs, then the same frames as build ids and
 * file offsets, then the executable's path (cg_usample_exe).  The kernel
 * gives no build ids when it cannot take the process's mmap lock at once
 * (held or waited for by a writer: uprobes being registered in the
 * process's objects, a mapping change of another thread): a sample whose
 * first frame has none is taken again by the process's next firings,
 * DT_USAMPLE_TRIES times in all.  (Reading the build ids again within the
 * firing was tried: against another dtrace registering thousands of
 * uprobes in libc, 8 reads in a row failed as often as one.)  Every other
 * firing costs one hash lookup and a compare.
 */
_Static_assert(DT_USAMPLE_SIZE <= DT_MS_ZEROMAX, "a new sample is copied from DT_MS_ZERO");
static void
cg_usample(dt_cg_t *cg, int off)
{
	int done = ir_label(cg->ir), have = ir_label(cg->ir), fill = ir_label(cg->ir);

	cg->dtp->prog->uses_usample = 1;
	ir_note(cg->ir, "the process's sample of its objects");
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_USAMPLE);
	dt_cg_msaddr(cg, BPF_REG_2, off);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_USAMPLE);
	dt_cg_msaddr(cg, BPF_REG_2, off);
	dt_cg_msaddr(cg, BPF_REG_3, DT_MS_ZERO);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), done);
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_USAMPLE);
	dt_cg_msaddr(cg, BPF_REG_2, off);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit_jmp(cg->ir, BPF_JMP_A(0), fill);
	ir_place(cg->ir, have);		/* taken: again if it has no build id */
	emit(cg->ir, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, DT_USAMPLE_BIDOFF));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, BPF_STACK_BUILD_ID_VALID, 0), done);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_1, DT_USAMPLE_TRIES, 0), done);
	ir_place(cg->ir, fill);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	for (int bid = 0; bid < 2; bid++) {
		if (bid) {
			emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_USAMPLE);
			dt_cg_msaddr(cg, BPF_REG_2, off);
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
		}
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, bid ? DT_USAMPLE_BIDOFF :
		    DT_USAMPLE_PCOFF));
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_CTX));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, bid ? DT_USAMPLE_SIZE - DT_USAMPLE_BIDOFF :
		    DT_USAMPLE_BIDOFF - DT_USAMPLE_PCOFF));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_F_USER_STACK | (bid ? BPF_F_USER_BUILD_ID :
		    0)));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_stack));
	}
	cg_usample_exe(cg, off, done);
	ir_place(cg->ir, done);
}

/*
 * Write a datum of kind dk (dt_impl.h) of size bytes at mstate + off: a
 * stack read by the kernel, or the symbol value in slot k (after the
 * process id for a user one, whose first firing samples the process's
 * objects: cg_usample).
 */
void
dt_cg_datum_write(dt_cg_t *cg, dt_dkind_t dk, int k, int off, int size)
{
	switch (dk) {
	case DT_DK_STACK:
		cg_get_stack(cg, off, size, 0);
		break;
	case DT_DK_USTACK:
		cg_store_pid(cg, off);
		cg_usample(cg, off);
		cg_get_stack(cg, off + 8, size - 8, BPF_F_USER_STACK);
		break;
	case DT_DK_USYM: case DT_DK_UMOD: case DT_DK_UADDR:
		cg_store_pid(cg, off);
		cg_usample(cg, off);
		off += 8;
		/* fall through */
	default:
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, dt_cg_get(cg, k, BPF_REG_2), off));
		break;
	}
}

/* the value of func(pc) and its kin: pc, as a 64-bit address */
int
dt_cg_symfn(dt_cg_t *cg, dt_node_t *n)
{
	int k;

	if (n->type == NULL || n->type->kind != DT_TK_INT || n->args == NULL)
		dt_cerror(cg->dtp, D_CG_EXPR, n->line, "tracing function %s( ) may not be called "
		    "from a D expression (D program context required)", n->str);
	k = dt_cg_expr(cg, n->args);
	dt_cg_cast(cg, k, n->args, &dt_type_uint64);
	return k;
}

/* the action of call (ustack(), func(pc), trace(func(pc)), ...): record datum d */
void
dt_cg_datum_action(dt_cg_t *cg, dt_node_t *call, dt_node_t *d)
{
	dt_dkind_t dk = dt_node_dkind(d);
	int size = dk == DT_DK_USTACK ? d->type->size : dt_datum_size(cg->dtp, dk, 0);
	int k = dk == DT_DK_USTACK ? -1 : dt_cg_symfn(cg, d);
	dt_action_t *a = dt_cg_action(cg, DT_ACT_DATUM, 1);

	a->recs[0].type = d->type;
	a->recs[0].size = size;
	a->recs[0].off = dt_cg_recspace_raw(cg, size, call->line);
	a->recs[0].dkind = dk;
	ir_note(cg->ir, "%s()", d->str);
	dt_cg_datum_write(cg, dk, k, DT_MS_REC + a->recs[0].off, size);
	dt_cg_setflag(cg, a);
	if (k >= 0)
		cg->depth--;
}

/*
 * stackdepth and caller skip the frames of the tracing machinery a clause's
 * probes fire through (dt_tracer_frame leaves the same out of stack()):
 * each program kind names its kernel functions (tracepoints record the
 * stack from their perf handler, fbt's kprobes from their handlers), says
 * whether our program itself (in the module area) is on the stack (BEGIN
 * and END run from the BPF test-run path, fentry from its trampoline), and
 * may give a range per probe (sdt: the probe's own __traceiter_<event>,
 * when the tracepoint has several callbacks).  Profile probes record the
 * interrupted context itself.
 */
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

void
dt_cg_stackinfo(dt_cg_t *cg, dt_node_t *n, int r)
{
	int done = ir_label(cg->ir);
	const dt_progkind_t *range = NULL;
	int modules = 0;

	for (int k = 0; k < dt_npkinds() && n->ival != DT_BI_USTACKDEPTH; k++) {
		if (!DT_CL_IN_KIND(cg->cl, k))
			continue;
		if (range == NULL && dt_pkind(k)->tracer_range != NULL)
			range = dt_pkind(k);
		modules |= dt_pkind(k)->tracer_modules;
	}

	if (n->ival == DT_BI_UCALLER) {
		cg_get_stack(cg, DT_MS_KEY, 16, BPF_F_USER_STACK);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_IMM(r, 0));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_5, 16, 0), done);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_KEY + 8));
		ir_place(cg->ir, done);
		return;
	}
	/* a tracer function of the probe's own, [lo, hi) after the stack, or 0, 0 */
	if (range != NULL)
		range->tracer_range(cg->dtp, cg->ir, FP_MS, CG_ITER_LO);
	cg_get_stack(cg, DT_MS_KEY, 8 * 127, n->ival == DT_BI_USTACKDEPTH ? BPF_F_USER_STACK : 0);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_5, BPF_REG_0));
	emit(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_5, 0, 1));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_5, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, 3));		/* frames */
	if (n->ival == DT_BI_USTACKDEPTH) {
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_5));
		if (cg->dtp->maxframes < 127) {	/* no deeper than ustack() may record */
			emit(cg->ir, BPF_JMP_IMM(BPF_JLE, r, cg->dtp->maxframes, 1));
			emit(cg->ir, BPF_MOV64_IMM(r, cg->dtp->maxframes));
		}
		return;
	}
	/* r4 = the tracer's frames on top, at most DT_STACK_TRACER_FRAMES */
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 0));
	{
		/* the kinds' tracer functions, and our program in the module area */
		int found = ir_label(cg->ir), nr = 0;
		uint64_t lo[64], hi[64];

		for (int k = 0; k < dt_npkinds(); k++) {
			const char *const *tf = dt_pkind(k)->tracer_funcs;

			for (int f = 0; DT_CL_IN_KIND(cg->cl, k) && tf != NULL && tf[f] != NULL &&
			    nr < 64; f++)
				if (dt_ksym_range(cg->dtp, tf[f], &lo[nr], &hi[nr]) == 0)
					nr++;
		}
		for (int i = 0; (nr > 0 || modules || range) && i < DT_STACK_TRACER_FRAMES; i++) {
			int tracer = ir_label(cg->ir);

			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_5, i, 0), found);
			dt_cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_KEY + 8 * i));
			if (range != NULL) {
				emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, CG_ITER_LO));
				emit(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 2));
				emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, CG_ITER_HI));
				emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLT, BPF_REG_2, BPF_REG_3, 0), tracer);
			}
			if (modules) {
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
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_4, 3));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_4));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_KEY));
	ir_place(cg->ir, done);
}

/*
 * The kernel stack of a stack() call n, up to nframes PCs (the rest zero),
 * read by the kernel into a new datum of the record described by r
 * (DT_DK_STACK: DT_STACK_TRACER_FRAMES more, see dt_stack.c).
 */
void
dt_cg_stack(dt_cg_t *cg, dt_node_t *n, dt_recdesc_t *r)
{
	int nframes = n->args != NULL ? (int)n->args->ival : cg->dtp->stackframes;
	int size;

	if (nframes > cg->dtp->maxframes)
		nframes = cg->dtp->maxframes;	/* the option maxframes caps every stack */
	size = dt_datum_size(cg->dtp, DT_DK_STACK, nframes);
	r->type = dt_type_array(cg->dtp, &dt_type_uint64, size / 8);
	r->size = size;
	r->off = dt_cg_recspace_raw(cg, size, n->line);
	r->dkind = DT_DK_STACK;
	ir_note(cg->ir, "stack(%d)", nframes);
	dt_cg_datum_write(cg, DT_DK_STACK, -1, DT_MS_REC + r->off, size);
}
