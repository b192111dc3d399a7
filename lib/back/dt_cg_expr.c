/*
 * dt_cg_expr.c: the code generator's expressions: constants, strings,
 * built-in and user variables, operators, casts, assignments, loads from
 * kernel memory and the addresses of objects.
 *
 * Expressions are evaluated on a value stack (dt_cg_impl.h): dt_cg_expr
 * returns the slot of its result, one more than the depth it found.
 *
 * The register model is DTrace's (illumos DIF and Oracle's BPF alike):
 * every integer value is a 64-bit register and the operators compute in
 * 64 bits, whatever the operands' D types; an `int` sum that overflows 32
 * bits keeps its 33rd bit.  A value is narrowed to its type (cut to the
 * type's width, then sign-extended for a signed type, zero-extended for
 * an unsigned one: dt_cg_normalize) only
 *  - where it is loaded from sized storage (a variable, a member, an
 *    element, memory through a pointer, an argument): loads always give
 *    the normal form;
 *  - where it is stored into sized storage: a store of the type's width
 *    cuts it, and the load re-extends it; a dynamic variable (self->, an
 *    associative array) holds 8 bytes, so its store narrows a copy first,
 *    and each key of an associative array is narrowed to the key's type;
 *  - on a conversion (dt_cg_convert): an explicit cast, an inline's or a
 *    translator member's declared type, an argument of an action that has
 *    a type (exit(), trunc()...) or of a subroutine's int parameter
 *    (dt_cg_subr.c), an aggregation's key.  The value is
 *    narrowed to the target type, as the checker folds a constant cast;
 *    a conversion to a 64-bit type keeps all 64 bits, so (int64_t)(i + j)
 *    of two ints is their whole sum, as in Oracle's DTrace;
 *  - where it is recorded (trace(), printf(), a key of an aggregation):
 *    the record holds the type's width.
 * Nothing else narrows: the value of an assignment is the value assigned,
 * the operands of a binary operator are not converted to a common type,
 * ?: does not convert its branches, and an aggregating function takes the
 * 64-bit value (quantize() of an int expression of 1 << 31 counts
 * 2147483648).  The operand types pick only the kind of operation: /, %
 * and >> are signed when the result's type is (for a compound assignment,
 * the left side's type), a comparison is signed when its operands'
 * promoted type is, as DTrace's dt_cg_compare_signed.  The checker's
 * constant folding (dt_ck_arith.c) follows the same model.
 * dt_cg_isnormal tells the values that are known to be in normal form, so
 * that a conversion or a dynamic variable's store spends no instruction
 * on them.
 *
 * float and double are
 * their IEEE bits, zero-extended, and only moved; a long double is an
 * object (its address), copied as structs are.  String values are
 * pointers to strsize-byte buffers in mstate (temporaries) or in the
 * globals map, holding a NUL-terminated string.
 *
 * Variables: globals in the globals map (strings in place), this-> in
 * mstate (DT_MS_THIS), self-> and associative arrays in a hash map per
 * variable keyed at mstate+DT_MS_KEY; a missing element reads as 0 or "",
 * storing 0 (a NULL string) deletes it, and a store that finds no room is
 * a drop.  A global or this-> string given NULL is marked (DT_STRNULL);
 * only the chars of a string variable (*s, s[i]) see a NULL string, as
 * address 0.  Reads
 * of kernel memory go through the probe_read helpers into FP_READ, and a
 * failed read faults with its address.  Stores through pointers (*p, p[i],
 * p->m) are checked against the clause's alloca scratch
 * (dt_cg_scratch_dest): the kernel is never written.  A string is char
 * data for * and [] (cg_str_chars).
 */
#include "dt_cg_impl.h"
#include "dt_lex.h"
#include "dt_front.h"

static void cg_addscaled(dt_cg_t *, int, int, const dt_type_t *, int, int);
static int cg_strread(dt_cg_t *, int, int, int);

static int
cg_str_literal(dt_cg_t *cg, dt_node_t *n)
{
	int k = dt_cg_push(cg, n->line), off = dt_cg_tmp(cg, n->line);
	int len = (int)n->slen + 1;

	ir_note(cg->ir, "string \"%.40s\"", n->str);
	dt_cg_ms(cg, BPF_REG_1);
	for (int i = 0; i < len; i += 4) {
		uint32_t w = 0;

		for (int j = 0; j < 4 && i + j < len; j++)
			w |= (uint32_t)(unsigned char)(i + j < (int)n->slen ? n->str[i + j] : 0) << (8 * j);
		emit(cg->ir, BPF_ST_MEM(BPF_W, BPF_REG_1, off + i, (int32_t)w));
	}
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, off));
	dt_cg_put(cg, k, BPF_REG_1);
	return k;
}

static int
cg_pstr(dt_cg_t *cg, dt_node_t *n, int field)
{
	int k = dt_cg_push(cg, n->line), off = dt_cg_tmp(cg, n->line);
	int done = ir_label(cg->ir);

	cg->dtp->prog->uses_pstr = 1;
	ir_note(cg->ir, "%s", n->str);
	dt_cg_ms(cg, BPF_REG_2);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MS_PROBE));
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_PSTR);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_cg_msaddr(cg, BPF_REG_1, off);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, field * DT_PSTR_FLD));
	dt_cg_strcpy(cg, BPF_REG_1, BPF_REG_0);
	ir_place(cg->ir, done);
	dt_cg_msaddr(cg, BPF_REG_1, off);
	dt_cg_put(cg, k, BPF_REG_1);
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
		k = dt_cg_push(cg, n->line);
		off = dt_cg_tmp(cg, n->line);
		ir_note(cg->ir, "execargs");
		dt_cg_rtcall(cg, DT_SYM_EXECARGS, off, NULL, 0);
		dt_cg_rt_fault(cg, n->line);
		dt_cg_msaddr(cg, BPF_REG_1, off);
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	case DT_BI_EXECNAME:
		k = dt_cg_push(cg, n->line);
		off = dt_cg_tmp(cg, n->line);
		ir_note(cg->ir, "execname");
		dt_cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strlim));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_comm));
		dt_cg_msaddr(cg, BPF_REG_1, off);
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	default:
		break;
	}
	k = dt_cg_push(cg, n->line);
	r = dt_cg_dst(k, BPF_REG_0);
	ir_note(cg->ir, "%s", n->str);
	switch ((dt_builtin_t)n->ival) {
	case DT_BI_ARG0: case DT_BI_ARG1: case DT_BI_ARG2: case DT_BI_ARG3:
	case DT_BI_ARG4: case DT_BI_ARG5: case DT_BI_ARG6: case DT_BI_ARG7:
	case DT_BI_ARG8: case DT_BI_ARG9: case DT_BI_ARGX: {
		int ai = n->ival == DT_BI_ARGX ? (int)n->args->ival : (int)(n->ival - DT_BI_ARG0);

		DT_ARGMASK_SET(cg->dtp, ai);	/* the prologue reads it */
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_ARGSLOT(cg->dtp, ai)));
		if (n->type->kind == DT_TK_STRING) {
			/* a string argument (sdt's __data_loc char[]): its address, copied in */
			dt_cg_put(cg, k, r);
			cg_strread(cg, k, cg->dtp->strlim, n->line);
			return k;
		}
		dt_cg_normalize(cg, r, n->type);	/* args[i] has the argument's own type */
		break;
	}
	case DT_BI_ID:
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_W, r, BPF_REG_1, DT_MS_PROBE));
		break;
	case DT_BI_EPID:
		dt_cg_movimm(cg, r, cg->cl->id);
		break;
	case DT_BI_PID:
	case DT_BI_TID:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
		if (n->ival == DT_BI_PID)
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
		emit(cg->ir, BPF_MOV32_REG(r, BPF_REG_0));
		dt_cg_normalize(cg, r, n->type);
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
		dt_cg_normalize(cg, r, n->type);
		break;
	}
	case DT_BI_TIMESTAMP:
		cg->dtp->prog->uses_ts = 1;
		dt_cg_ms(cg, BPF_REG_1);
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
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, cg->dtp->prog->gv_cpuinfo));
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_1));
		break;
	case DT_BI_CPU:
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
		emit(cg->ir, BPF_MOV32_REG(r, BPF_REG_0));
		break;
	case DT_BI_UREGS: {	/* the saved user registers: bpf_task_pt_regs(current) */
		static const char *const thr[] = { "thread.ds", "thread.es", "thread.fsbase",
		    "thread.gsbase", "thread.trap_nr" };
		static const int thrsz[] = { 2, 2, 8, 8, 8 };
		int idx = (int)n->args->ival, sz = 8;

		off = 8 * idx;
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task_btf));
		if (idx < DT_UREGS_NPT) {
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
			emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_task_pt_regs));
		} else {	/* past pt_regs: a field of the task's thread_struct */
			off = dt_kernel_offset(cg->dtp, "struct task_struct", thr[idx - DT_UREGS_NPT]);
			sz = thrsz[idx - DT_UREGS_NPT];
			if (off < 0)
				dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "uregs[%d] needs "
				    "task_struct.%s in the kernel's BTF", idx, thr[idx - DT_UREGS_NPT]);
		}
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_cg_kread(cg, off, sz);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_FP, FP_READ));
		break;
	}
	case DT_BI_ERRNO:	/* set by the prologue */
		cg->dtp->prog->uses_errno = 1;
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_ERRNO));
		break;
	case DT_BI_STACKDEPTH:
	case DT_BI_USTACKDEPTH:
	case DT_BI_CALLER:
	case DT_BI_UCALLER:
		dt_cg_stackinfo(cg, n, r);
		break;
	case DT_BI_VTIMESTAMP:
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "built-in variable %s is not supported yet", n->str);
	}
	dt_cg_put(cg, k, r);
	return k;
}

/*
 * A NULL string in a global or this-> string variable (dt_var_t.strnull):
 * the last byte of its buffer is DT_STRNULL, which no string reaches (a
 * string's NUL is at strlim - 1 at the latest, and every store of a
 * string into such a variable clears the byte), and its first byte a NUL,
 * so that what reads it as a string reads "".  Only the chars of such a
 * variable (*s, s[i]) see the NULL (cg_str_chars).
 */
#define DT_STRNULL	0xff

static void
cg_strnull_addr(dt_cg_t *cg, dt_var_t *v, int reg)
{
	if (v->scope == DT_IDENT_THIS) {
		dt_cg_msaddr(cg, reg, DT_MS_THIS + v->offset);
	} else {
		emit_ldmapval(cg->ir, reg, DT_MAP_GLOBALS, 0);
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, reg, v->offset));
	}
}

/* mark v as holding a NULL string (null) or a string (!null) */
static void
cg_strnull_mark(dt_cg_t *cg, dt_var_t *v, int null)
{
	cg_strnull_addr(cg, v, BPF_REG_1);
	if (null)
		emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, cg->dtp->strsize - 1, null ? DT_STRNULL : 0));
}

static int
cg_global_load(dt_cg_t *cg, dt_node_t *n)
{
	dt_var_t *v = n->var;
	int k = dt_cg_push(cg, n->line), r = dt_cg_dst(k, BPF_REG_0);

	ir_note(cg->ir, "load global %s", v->name);
	emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
	if (v->type->kind == DT_TK_STRING) {
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, v->offset));
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	}
	emit(cg->ir, BPF_LDX_MEM(dt_cg_bpfsize(dt_var_width(v)), r, BPF_REG_1, v->offset));
	dt_cg_normalize(cg, r, v->type);
	dt_cg_put(cg, k, r);
	return k;
}

/* store the value in slot k into global v */
static void
cg_global_store(dt_cg_t *cg, dt_var_t *v, int k)
{
	ir_note(cg->ir, "store global %s", v->name);
	emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
	if (v->type->kind == DT_TK_STRING) {
		int src = dt_cg_get(cg, k, BPF_REG_3);

		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, v->offset));
		dt_cg_strcpy(cg, BPF_REG_1, src);
		if (v->strnull)
			cg_strnull_mark(cg, v, 0);
		return;
	}
	emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(dt_var_width(v)), BPF_REG_1,
	    dt_cg_get(cg, k, BPF_REG_2), v->offset));
}

static int cg_keeps(const dt_node_t *, const dt_type_t *);

static void
cg_count_dvardrop(dt_cg_t *cg)
{
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1, DT_MS_DVARDROPS));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, DT_MS_DVARDROPS));
}

/*
 * The key of dynamic variable reference n at mstate+DT_MS_KEY: for self->
 * the thread (its tid; the idle threads, all tid 0, by CPU), then the tuple
 * (a struct or union key: a checked copy of its bytes from its address).
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
			slots[nk++] = dt_cg_str(cg, k);
		} else if (kt->kind == DT_TK_STRUCT || kt->kind == DT_TK_UNION) {
			slots[nk++] = dt_cg_addr(cg, k);	/* its bytes are the key */
		} else {
			/* the value narrowed to the key's type, as stored */
			slots[nk] = dt_cg_expr(cg, k);
			if (dt_type_is_int(kt) && !cg_keeps(k, kt)) {
				int r = dt_cg_get(cg, slots[nk], BPF_REG_0);

				dt_cg_normalize(cg, r, kt);
				dt_cg_put(cg, slots[nk], r);
			}
			nk++;
		}
	}
	ir_note(cg->ir, "%s%s key", dt_scope_prefix(v->scope), v->name);
	if (v->scope == DT_IDENT_SELF) {
		/* the thread's key, computed once per firing by the prologue */
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, DT_MS_TLSKEY));
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, DT_MS_KEY));
	}
	for (int i = 0; i < nk; i++) {
		if (v->keytypes[i]->kind == DT_TK_STRING) {
			int src = dt_cg_get(cg, slots[i], BPF_REG_3);

			dt_cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			dt_cg_zero(cg, BPF_REG_1, 0, cg->dtp->strsize);
			dt_cg_strcpy(cg, BPF_REG_1, src);
		} else if (v->keytypes[i]->kind == DT_TK_STRUCT || v->keytypes[i]->kind == DT_TK_UNION) {
			/* a struct or union: a checked copy of its bytes, the slot's tail zeroed */
			int size = v->keytypes[i]->size;

			dt_cg_msaddr(cg, BPF_REG_1, DT_MS_KEY + v->keyoff[i]);
			if (size % 8 != 0)
				emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, size & ~7, 0));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
			dt_cg_read_checked(cg, BPF_FUNC_probe_read_kernel, slots[i], n->line);
		} else {
			dt_cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, dt_cg_get(cg, slots[i], BPF_REG_2),
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
	dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
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

		k = dt_cg_push(cg, n->line);
		ir_note(cg->ir, "load this->%s", v->name);
		if (v->type->kind == DT_TK_STRING) {
			dt_cg_msaddr(cg, BPF_REG_1, off);
			dt_cg_put(cg, k, BPF_REG_1);
			return k;
		}
		r = dt_cg_dst(k, BPF_REG_0);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(dt_cg_bpfsize(dt_var_width(v)), r, BPF_REG_1, off));
		dt_cg_normalize(cg, r, v->type);
		dt_cg_put(cg, k, r);
		return k;
	}
	cg_dvar_key(cg, n);
	ir_note(cg->ir, "load %s%s%s", dt_scope_prefix(v->scope), v->name, v->isassoc ? "[ ]" : "");
	cg_dvar_lookup(cg, v);
	k = dt_cg_push(cg, n->line);
	if (v->type->kind == DT_TK_STRING) {
		int off = dt_cg_tmp(cg, n->line), done = ir_label(cg->ir);

		dt_cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, cg->dtp->strlim));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel_str));
		ir_place(cg->ir, done);
		dt_cg_msaddr(cg, BPF_REG_1, off);
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	}
	r = dt_cg_dst(k, BPF_REG_1);
	emit(cg->ir, BPF_MOV64_IMM(r, 0));
	emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_0, 0));
	dt_cg_put(cg, k, r);
	return k;
}

/*
 * Store the value in slot k (the value of src, or NULL: not known) into
 * variable reference n.  Dynamic variables: the value narrowed to the
 * variable's type (a copy: their storage is 8 bytes); storing 0 deletes
 * the element; a store that finds no room is counted as a dynamic
 * variable drop.
 */
static void
cg_var_store(dt_cg_t *cg, dt_node_t *n, int k, const dt_node_t *src)
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
			r = dt_cg_get(cg, k, BPF_REG_3);
			dt_cg_msaddr(cg, BPF_REG_1, off);
			dt_cg_strcpy(cg, BPF_REG_1, r);
			if (v->strnull)
				cg_strnull_mark(cg, v, 0);
			return;
		}
		r = dt_cg_get(cg, k, BPF_REG_2);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(dt_var_width(v)), BPF_REG_1, r, off));
		return;
	}
	cg_dvar_key(cg, n);
	ir_note(cg->ir, "store %s%s%s", dt_scope_prefix(v->scope), v->name, v->isassoc ? "[ ]" : "");
	done = ir_label(cg->ir);
	if (v->type->kind == DT_TK_STRING) {
		r = dt_cg_get(cg, k, BPF_REG_3);
		if (r != BPF_REG_3)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, r));
	} else {
		int upd = ir_label(cg->ir);

		r = dt_cg_get(cg, k, BPF_REG_3);
		if (dt_type_is_int(v->type) && !cg_keeps(src, v->type)) {
			if (r != BPF_REG_3)
				emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, r));
			r = BPF_REG_3;
			ir_note(cg->ir, "narrowed to %s%s's type", dt_scope_prefix(v->scope), v->name);
			dt_cg_normalize(cg, r, v->type);
		}
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, r, 0, 0), upd);
		ir_note(cg->ir, "0: delete the element");
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
		dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
		emit_jmp(cg->ir, BPF_JMP_A(0), done);
		ir_place(cg->ir, upd);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, r, FP_READ));
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, FP_READ));
	}
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
	dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_ANY));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), done);
	ir_note(cg->ir, "no room: a dynamic variable drop");
	cg_count_dvardrop(cg);
	ir_place(cg->ir, done);
}

/*
 * Store a NULL string (dt_node_is_nullstr) into string variable reference
 * n, as DTrace does: a dynamic variable's element is deleted (storing 0
 * deletes; a missing element has no string), a global or this-> variable
 * is marked (DT_STRNULL).
 */
static void
cg_var_store_null(dt_cg_t *cg, dt_node_t *n)
{
	dt_var_t *v = n->var;

	if (v->dvarid == 0) {
		ir_note(cg->ir, "store NULL into %s%s", dt_scope_prefix(v->scope), v->name);
		cg_strnull_mark(cg, v, 1);
		return;
	}
	cg_dvar_key(cg, n);
	ir_note(cg->ir, "store NULL into %s%s%s: delete the element", dt_scope_prefix(v->scope),
	    v->name, v->isassoc ? "[ ]" : "");
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
	dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
}

/*
 * Convert slot k from type `from` to type `to` in place: the value
 * narrowed to `to` (cut to its width, then sign- or zero-extended as `to`
 * is signed or not; _Bool: 0 or 1), as the checker folds a constant
 * conversion (dt_ck_convert).  A conversion to a 64-bit type keeps the
 * 64 bits: (int64_t) of an int sum of 1 << 31 is 2147483648.
 */
void
dt_cg_convert(dt_cg_t *cg, int k, const dt_type_t *from, const dt_type_t *to)
{
	int r;

	if (!dt_type_is_int(to) || !dt_type_is_int(from) || (to->size >= 8 && !to->isbool))
		return;
	r = dt_cg_get(cg, k, BPF_REG_0);
	dt_cg_normalize(cg, r, to);
	dt_cg_put(cg, k, r);
}

/* does v fit integer type t (is it its own normal form)? */
static int
cg_fits(int64_t v, const dt_type_t *t)
{
	int sh;

	if (t->isbool)
		return v == 0 || v == 1;
	if (t->size >= 8)
		return 1;
	sh = 64 - 8 * t->size;
	return t->sign ? (int64_t)((uint64_t)v << sh) >> sh == v :
	    (int64_t)(((uint64_t)v << sh) >> sh) == v;
}

/*
 * Is the value of n known to be in its type's normal form (what a load
 * gives)?  Loads, constants that fit, casts that narrow, truth values.
 * A "no" only costs the instructions that narrow it where needed.
 */
int
dt_cg_isnormal(const dt_node_t *n)
{
	if (!dt_type_is_int(n->type))
		return 1;
	if (n->isconst)
		return cg_fits(n->ival, n->type);
	if (n->inmem)
		return 1;
	switch (n->kind) {
	case DT_NODE_IDENT:
		return n->idkind == DT_IDENT_BUILTIN || n->idkind == DT_IDENT_GLOBAL ||
		    n->idkind == DT_IDENT_THIS || n->idkind == DT_IDENT_SELF;
	case DT_NODE_INDEX:
		return n->var != NULL;
	case DT_NODE_CAST:
		return 1;	/* narrowed to its type (dt_cg_convert) */
	case DT_NODE_OP1:
		return n->op == '!';
	case DT_NODE_OP2:
		return n->op == T_EQ || n->op == T_NE || n->op == '<' || n->op == '>' ||
		    n->op == T_LE || n->op == T_GE || n->op == T_LAND || n->op == T_LOR ||
		    n->op == T_LXOR || (n->op == ',' && dt_cg_isnormal(n->r));
	default:
		return 0;
	}
}

/* would narrowing the value of n (NULL: not known) to type to leave it as it is? */
static int
cg_keeps(const dt_node_t *n, const dt_type_t *to)
{
	const dt_type_t *from = n == NULL ? NULL : n->type;

	return from != NULL && dt_type_is_int(to) && dt_type_is_int(from) && !to->isbool &&
	    dt_cg_isnormal(n) && (to->size >= 8 || (to->size >= from->size &&
	    to->sign == from->sign) || (to->size > from->size && !from->sign));
}

/*
 * Convert slot k, the value of n, to type to (dt_cg_convert), spending
 * nothing where n is in normal form and the conversion would not change it.
 */
void
dt_cg_cast(dt_cg_t *cg, int k, const dt_node_t *n, const dt_type_t *to)
{
	if (!cg_keeps(n, to))
		dt_cg_convert(cg, k, n->type, to);
}

static int
cg_strcmp(dt_cg_t *cg, int ka, int kb)
{
	int ra = dt_cg_get(cg, ka, BPF_REG_1), rb;

	if (ra != BPF_REG_1)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, ra));
	rb = dt_cg_get(cg, kb, BPF_REG_2);
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
	int k = dt_cg_expr(cg, n->l), r, done = ir_label(cg->ir);

	cg->cond++;
	r = dt_cg_get(cg, k, BPF_REG_0);
	if (n->op == T_LXOR) {
		int kb, rb;

		/* the left operand as 0 or 1 stays in its slot while the right is computed */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, r, 0, 0), done);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
		ir_place(cg->ir, done);
		dt_cg_put(cg, k, BPF_REG_1);
		kb = dt_cg_expr(cg, n->r);
		rb = dt_cg_get(cg, kb, BPF_REG_0);
		done = ir_label(cg->ir);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, rb, 0, 0), done);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 0));
		ir_place(cg->ir, done);
		cg->depth--;
		r = dt_cg_get(cg, k, BPF_REG_1);
		if (r != BPF_REG_1)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, r));
		emit(cg->ir, BPF_ALU64_REG(BPF_XOR, BPF_REG_1, BPF_REG_2));
		dt_cg_put(cg, k, BPF_REG_1);
		cg->cond--;
		return k;
	}
	/* && and ||: short circuit */
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, n->op == T_LAND ? 0 : 1));
	emit_jmp(cg->ir, BPF_JMP_IMM(n->op == T_LAND ? BPF_JEQ : BPF_JNE, r, 0, 0), done);
	cg->depth--;
	{
		int kb = dt_cg_expr(cg, n->r), rb = dt_cg_get(cg, kb, BPF_REG_0);
		int one = ir_label(cg->ir);

		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 1));
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, rb, 0, 0), one);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_1, 0));
		ir_place(cg->ir, one);
		cg->depth--;
	}
	ir_place(cg->ir, done);
	k = dt_cg_push(cg, n->line);
	dt_cg_put(cg, k, BPF_REG_1);
	cg->cond--;
	return k;
}

/* pointer +/- integer (scaled), integer + pointer, pointer - pointer */
static int
cg_ptrarith(dt_cg_t *cg, dt_node_t *n)
{
	dt_type_t *lt = n->l->type, *rt = n->r->type;
	int ka = dt_cg_expr(cg, n->l), kb = dt_cg_expr(cg, n->r);

	if (lt->kind == DT_TK_PTR && rt->kind == DT_TK_PTR) {
		int ra = dt_cg_get(cg, ka, BPF_REG_1), rb = dt_cg_get(cg, kb, BPF_REG_2);
		int rd = dt_cg_dst(ka, BPF_REG_1);

		if (ra != rd)
			emit(cg->ir, BPF_MOV64_REG(rd, ra));
		emit(cg->ir, BPF_ALU64_REG(BPF_SUB, rd, rb));
		if (lt->ref->size > 1)
			emit(cg->ir, BPF_ALU64_IMM(BPF_DIV, rd, lt->ref->size));	/* exact: same object */
		cg->depth--;
		dt_cg_put(cg, ka, rd);
		return ka;
	}
	if (lt->kind == DT_TK_PTR) {
		cg_addscaled(cg, ka, kb, rt, lt->ref->size ? lt->ref->size : 1, n->op == '-');
		cg->depth--;
		return ka;
	}
	/* integer + pointer */
	cg_addscaled(cg, kb, ka, lt, rt->ref->size ? rt->ref->size : 1, 0);
	dt_cg_put(cg, ka, dt_cg_get(cg, kb, BPF_REG_0));
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
		ka = dt_cg_strcmparg(cg, n->l);
		kb = dt_cg_strcmparg(cg, n->r);
	} else if ((n->op == '+' || n->op == '-') &&
	    (n->l->type->kind == DT_TK_PTR || n->r->type->kind == DT_TK_PTR)) {
		return cg_ptrarith(cg, n);
	} else {
		ka = dt_cg_expr(cg, n->l);
		kb = dt_cg_expr(cg, n->r);
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
			dt_cg_put(cg, dt_cg_push(cg, n->line), BPF_REG_1);
			return ka;
		}
		/*
		 * compare the 64-bit values, signed if the operands' promoted
		 * type is signed (DTrace's dt_cg_compare_signed)
		 */
		{
			dt_type_t *lt = n->l->type, *rt = n->r->type;
			dt_type_t *pl = lt->size < 4 ? &dt_type_int : lt;
			dt_type_t *pr = rt->size < 4 ? &dt_type_int : rt;

			if (pl->sign == pr->sign)
				ct = pl->size >= pr->size ? pl : pr;
			else {
				dt_type_t *u = pl->sign ? pr : pl, *s = pl->sign ? pl : pr;

				/* a wider signed type holds every value of the unsigned one */
				ct = u->size >= s->size ? u : s;
			}
			if (lt->kind == DT_TK_PTR || rt->kind == DT_TK_PTR)
				ct = &dt_type_ulong;
			sign = ct->sign;
		}
		ra = dt_cg_get(cg, ka, BPF_REG_1);
		rb = dt_cg_get(cg, kb, BPF_REG_2);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 1));
		emit(cg->ir, BPF_JMP_REG(cg_cmpop(n->op, sign), ra, rb, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		cg->depth--;
		dt_cg_put(cg, ka, BPF_REG_0);
		return ka;
	}
	default:
		break;
	}
	/* the operands as they are, in 64 bits; ct's sign picks / % >> */
	ra = dt_cg_get(cg, ka, BPF_REG_1);
	rb = dt_cg_get(cg, kb, BPF_REG_2);
	rd = dt_cg_dst(ka, BPF_REG_1);
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
		dt_cg_fault(cg, DT_FLT_DIVZERO, n->line);
		ir_place(cg->ir, ok);
		if (ct->sign)
			emit(cg->ir, BPF_ALU64_SREG(op, rd, rb));
		else
			emit(cg->ir, BPF_ALU64_REG(op, rd, rb));
	} else {
		emit(cg->ir, BPF_ALU64_REG(op, rd, rb));
	}
	cg->depth--;
	dt_cg_put(cg, ka, rd);
	return ka;
}
static int cg_objaddr(dt_cg_t *, dt_node_t *, int);
static int cg_inline(dt_cg_t *, dt_node_t *, dt_xlator_t *, dt_node_t *, int);

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

	dt_cg_movimm(cg, BPF_REG_3, (int64_t)fmask);
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

/*
 * A store through a pointer into object l (checked: the clause's alloca
 * scratch only, dt_cg_scratch_dest) of the value in slot k.
 */
static void
cg_store_ptr(dt_cg_t *cg, dt_node_t *l, int k)
{
	int ka = cg_objaddr(cg, l, 1), bits = dt_node_bits(l);
	int shift = bits != 0 ? (int)(l->ival % 8) : 0;

	if (l->type->kind == DT_TK_STRING)
		dt_cerror(cg->dtp, D_UNSUPPORTED, l->line,
		    "a store of a string through a pointer is not supported");
	ir_note(cg->ir, "store through a pointer (alloca scratch only)");
	dt_cg_scratch_dest(cg, ka, bits != 0 ? (shift + bits + 7) / 8 : l->type->size, l->line);
	if (bits != 0)
		cg_store_bits(cg, BPF_REG_1, dt_cg_get(cg, k, BPF_REG_2), shift, bits);
	else
		emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(l->type->size), BPF_REG_1,
		    dt_cg_get(cg, k, BPF_REG_2), 0));
	cg->depth--;
}

static void
cg_store(dt_cg_t *cg, dt_node_t *l, int k, const dt_node_t *src)
{
	int ka, ra;

	if (l->inmem && !l->dstore) {
		cg_store_ptr(cg, l, k);
		return;
	}
	if (!l->dstore) {
		cg_var_store(cg, l, k, src);
		return;
	}
	ka = cg_objaddr(cg, l, 1);
	ir_note(cg->ir, "store into a variable's %s", l->kind == DT_NODE_MEMBER ? "member" : "element");
	if (dt_node_bits(l) != 0) {
		cg_store_bits(cg, dt_cg_get(cg, ka, BPF_REG_1), dt_cg_get(cg, k, BPF_REG_2),
		    (int)(l->ival % 8), l->memb->bits);
	} else if (l->type->kind == DT_TK_STRING) {
		int rs = dt_cg_get(cg, k, BPF_REG_3);

		if (rs != BPF_REG_3)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, rs));
		dt_cg_strcpy(cg, dt_cg_get(cg, ka, BPF_REG_1), BPF_REG_3);
	} else {
		ra = dt_cg_get(cg, ka, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(dt_cg_bpfsize(l->type->size), ra, dt_cg_get(cg, k, BPF_REG_2), 0));
	}
	cg->depth--;
}

/* l = r for structs, unions and long double: a checked copy of r's bytes into l's storage */
static int
cg_copy_object(dt_cg_t *cg, dt_node_t *l, dt_node_t *r)
{
	int kr = dt_cg_addr(cg, r), kl = cg_objaddr(cg, l, 1), rs;

	ir_note(cg->ir, "copy %d bytes", l->type->size);
	if (!l->dstore) {
		/* into an object through a pointer: alloca scratch only */
		dt_cg_scratch_dest(cg, kl, l->type->size, l->line);
	} else {
		rs = dt_cg_get(cg, kl, BPF_REG_1);
		if (rs != BPF_REG_1)
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, rs));
	}
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, l->type->size));
	dt_cg_read_checked(cg, BPF_FUNC_probe_read_kernel, kr, r->line);
	dt_cg_put(cg, kr, dt_cg_get(cg, kl, BPF_REG_1));	/* the value: l's address */
	cg->depth--;
	return kr;
}

static int
cg_assign(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *lt = n->l->type;
	int k;

	if (n->op == '=' && (lt->kind == DT_TK_STRUCT || lt->kind == DT_TK_UNION ||
	    (dt_type_is_float(lt) && !dt_type_is_regval(lt))))
		return cg_copy_object(cg, n->l, n->r);	/* (long double is an object too) */
	if (n->op == '=' && lt->kind == DT_TK_STRING && dt_node_is_nullstr(n->r)) {
		/* s = NULL: a variable holds no string; a member gets "" */
		if (n->l->var != NULL && !n->l->inmem && !n->l->dstore) {
			cg_var_store_null(cg, n->l);
			k = dt_cg_push(cg, n->line);
			dt_cg_movimm(cg, dt_cg_dst(k, BPF_REG_0), 0);
			dt_cg_put(cg, k, dt_cg_dst(k, BPF_REG_0));
			return k;
		}
		dt_node_t empty = *n->r;

		empty.kind = DT_NODE_STR;
		empty.str = (char *)"";
		empty.slen = 0;
		k = cg_str_literal(cg, &empty);
		cg_store(cg, n->l, k, NULL);
		return k;
	}
	if (n->op == '=') {
		/* stored as it is: the store narrows (a _Bool takes 0 or 1) */
		k = lt->kind == DT_TK_STRING ? dt_cg_str(cg, n->r) : dt_cg_expr(cg, n->r);
		if (lt->isbool)
			dt_cg_cast(cg, k, n->r, lt);
		cg_store(cg, n->l, k, n->r);
		return k;
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
			cg_store(cg, n->l, k, NULL);
			return k;
		}
		/* in 64 bits; /, % and >> signed as the left side's type is */
		bin.type = lt->kind == DT_TK_INT ? (dt_type_t *)lt : &dt_type_int;
		k = cg_binop(cg, &bin);
		if (lt->isbool)
			dt_cg_convert(cg, k, &dt_type_int64, lt);
	}
	cg_store(cg, n->l, k, NULL);
	return k;
}

static int
cg_incdec(dt_cg_t *cg, dt_node_t *n, int post)
{
	const dt_type_t *t = n->l->type;
	int k = dt_cg_expr(cg, n->l), r = dt_cg_get(cg, k, BPF_REG_0);
	int inc = (n->op == T_INC || n->op == T_PREINC) ? 1 : -1;
	int knew;

	if (t->kind == DT_TK_PTR)
		inc *= t->ref->size;	/* a pointer moves by its object's size */

	if (post) {
		/* the old value stays in slot k; the new one is stored */
		knew = dt_cg_push(cg, n->line);
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, r));
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, inc));
		if (t->isbool)
			dt_cg_normalize(cg, BPF_REG_2, t);
		dt_cg_put(cg, knew, BPF_REG_2);
		cg_store(cg, n->l, knew, NULL);
		cg->depth--;
		return k;
	}
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, r, inc));
	if (t->isbool)
		dt_cg_normalize(cg, r, t);	/* a _Bool takes 0 or 1 */
	dt_cg_put(cg, k, r);
	cg_store(cg, n->l, k, NULL);
	return k;
}

/* ---- kernel memory ---- */

/*
 * The value of slot k (an address) plus "add" bytes, in place.
 */
static void
cg_addimm(dt_cg_t *cg, int k, int64_t add)
{
	int r;

	if (add == 0)
		return;
	r = dt_cg_get(cg, k, BPF_REG_0);
	if (add >= INT32_MIN && add <= INT32_MAX) {
		emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, r, (int32_t)add));
	} else {
		emit_ld64(cg->ir, BPF_REG_1, add);
		emit(cg->ir, BPF_ALU64_REG(BPF_ADD, r, BPF_REG_1));
	}
	dt_cg_put(cg, k, r);
}

/* slot kidx (an index of type it) times size, added to slot k */
static void
cg_addscaled(dt_cg_t *cg, int k, int kidx, const dt_type_t *it, int size, int sub)
{
	int ri = dt_cg_get(cg, kidx, BPF_REG_2), rk;

	(void)it;	/* normalized: a sign-extended or zero-extended 64-bit value */
	if (ri != BPF_REG_2)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, ri));
	if (size != 1)
		emit(cg->ir, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, size));
	rk = dt_cg_get(cg, k, BPF_REG_1);
	emit(cg->ir, BPF_ALU64_REG(sub ? BPF_SUB : BPF_ADD, rk, BPF_REG_2));
	dt_cg_put(cg, k, rk);
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
void
dt_cg_read_checked(dt_cg_t *cg, int fn, int k, int line)
{
	int ok = ir_label(cg->ir), ra = dt_cg_get(cg, k, BPF_REG_3);

	if (ra != BPF_REG_3)
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_3, ra));
	emit(cg->ir, BPF_CALL_HELPER(fn));
	/* the _str helpers return the length copied, the others 0 */
	emit_jmp(cg->ir, BPF_JMP_IMM(fn == BPF_FUNC_probe_read_kernel ? BPF_JEQ : BPF_JSGE,
	    BPF_REG_0, 0, 0), ok);
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, dt_cg_get(cg, k, BPF_REG_3));
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
	dt_cg_read_checked(cg, BPF_FUNC_probe_read_kernel, k, line);
	r = dt_cg_dst(k, BPF_REG_0);
	if (bits != 0) {
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_FP, FP_READ));
		/* little-endian: shift the field to the top, then down (sign-extending) */
		emit(cg->ir, BPF_ALU64_IMM(BPF_LSH, r, 64 - bitshift - bits));
		emit(cg->ir, BPF_ALU64_IMM(t->sign ? BPF_ARSH : BPF_RSH, r, 64 - bits));
	} else {
		emit(cg->ir, BPF_LDX_MEM(dt_cg_bpfsize(size), r, BPF_REG_FP, FP_READ));
		dt_cg_normalize(cg, r, t);
	}
	dt_cg_put(cg, k, r);
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
	k = dt_cg_push(cg, n->line);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
	if (write) {
		ir_note(cg->ir, "missing: create %s%s%s from zeroes", dt_scope_prefix(v->scope), v->name,
		    v->isassoc ? "[ ]" : "");
		emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_DVAR0 + v->dvarid);
		dt_cg_msaddr(cg, BPF_REG_2, DT_MS_KEY);
		dt_cg_msaddr(cg, BPF_REG_3, DT_MS_ZERO);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, BPF_NOEXIST));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
		cg_dvar_lookup(cg, v);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
		ir_note(cg->ir, "no room: a dynamic variable drop, the store goes to the key area");
		cg_count_dvardrop(cg);
		dt_cg_msaddr(cg, BPF_REG_0, DT_MS_KEY);
	} else {
		ir_note(cg->ir, "missing: reads as zeroes");
		dt_cg_msaddr(cg, BPF_REG_0, DT_MS_ZERO);
	}
	ir_place(cg->ir, have);
	dt_cg_put(cg, k, BPF_REG_0);
	return k;
}

/* a translated member n: from here on faults report the line of the
 * outermost D library translation; the caller restores the result */
static int
cg_xline_enter(dt_cg_t *cg, const dt_node_t *n)
{
	int xline = cg->xline;

	if (xline == 0 && n->xl->inlib)
		cg->xline = n->line;
	return xline;
}

/*
 * A translated member n (xlate<T>(e).m, curpsinfo->m, fds[fd].m): the
 * translator's expression for m (n->x) with the translator's parameter
 * bound to the translated value (n->r); addr: the address of the member's
 * object (an array member), else its value.  The translated value may be
 * an array inline's expression (fds[fd]: n->l is the use, u here): the
 * parameters of each array inline use on the way from n->l to the xlate
 * (p, args: those of the use being bound) are bound to the use's
 * arguments first, outermost first, as cg_inline binds them, and restored
 * after.
 */
static int
cg_xmember(dt_cg_t *cg, dt_node_t *n, dt_node_t *u, dt_xlator_t *p, dt_node_t *args, int addr)
{
	dt_node_t *saved;
	int k, xline;

	while (p == NULL || args == NULL) {
		if (u == NULL || u->kind != DT_NODE_IDENT || u->idkind != DT_IDENT_INLINE ||
		    u->l == NULL) {
			saved = n->xl->cur_arg;
			xline = cg_xline_enter(cg, n);
			n->xl->cur_arg = n->r;
			if (addr) {
				k = dt_cg_addr(cg, n->x);
			} else if (n->type->kind == DT_TK_STRING) {
				k = dt_cg_str(cg, n->x);
			} else {
				k = dt_cg_expr(cg, n->x);
				dt_cg_cast(cg, k, n->x, n->type);
			}
			n->xl->cur_arg = saved;
			cg->xline = xline;
			return k;
		}
		p = u->xl;
		args = u->args;
		u = u->l;
	}
	saved = p->cur_arg;
	p->cur_arg = args;
	k = cg_xmember(cg, n, u, p->next, args->next, addr);
	p->cur_arg = saved;
	return k;
}

/*
 * A string value as the address of its chars (*s, s[i]): the pointer to
 * its buffer, turned into a number through the runtime area's ADDR word (a
 * pointer stored in a map reads back as a number), so that any index may
 * be added; the loads through it are checked loads.
 */
static int
cg_str_chars(dt_cg_t *cg, dt_node_t *n)
{
	int k, r, rt = cg->dtp->prog->ms_rt;
	dt_var_t *v = (n->kind == DT_NODE_IDENT || n->kind == DT_NODE_INDEX) &&
	    n->idkind != DT_IDENT_BUILTIN && n->idkind != DT_IDENT_INLINE &&
	    n->idkind != DT_IDENT_XLPARAM && !n->inmem ? n->var : NULL;

	if (v != NULL && (v->dvarid != 0 || v->strnull)) {
		/*
		 * A variable that may hold a NULL string: its chars where
		 * they are stored, or address 0 (a missing element, a NULL
		 * mark), so that *s and s[i] fault at i as in DTrace.
		 */
		int have = ir_label(cg->ir), put = ir_label(cg->ir);

		if (v->dvarid != 0) {
			cg_dvar_key(cg, n);
			ir_note(cg->ir, "the chars of %s%s%s, or NULL", dt_scope_prefix(v->scope),
			    v->name, v->isassoc ? "[ ]" : "");
			cg_dvar_lookup(cg, v);
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), have);
		} else {
			ir_note(cg->ir, "the chars of %s%s, or NULL", dt_scope_prefix(v->scope), v->name);
			cg_strnull_addr(cg, v, BPF_REG_2);
			emit(cg->ir, BPF_LDX_MEM(BPF_B, BPF_REG_1, BPF_REG_2, cg->dtp->strsize - 1));
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, DT_STRNULL, 0), have);
		}
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_1, rt + DT_RT_ADDR, 0));
		emit_jmp(cg->ir, BPF_JMP_A(0), put);
		ir_place(cg->ir, have);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, rt + DT_RT_ADDR));
		ir_place(cg->ir, put);
		k = dt_cg_push(cg, n->line);
		r = dt_cg_dst(k, BPF_REG_2);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, rt + DT_RT_ADDR));
		dt_cg_put(cg, k, r);
		return k;
	}
	k = dt_cg_expr(cg, n);
	ir_note(cg->ir, "a string's chars");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, dt_cg_get(cg, k, BPF_REG_2), rt + DT_RT_ADDR));
	r = dt_cg_dst(k, BPF_REG_2);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, rt + DT_RT_ADDR));
	dt_cg_put(cg, k, r);
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
		if (n->xl != NULL)	/* a translated member in memory (an array) */
			return cg_xmember(cg, n, n->l, NULL, NULL, 1);
		k = n->op == T_ARROW ? dt_cg_expr(cg, n->l) : cg_objaddr(cg, n->l, write);
		ir_note(cg->ir, "&%s%s", n->op == T_ARROW ? "->" : ".", n->str);
		cg_addimm(cg, k, (int64_t)(n->ival / 8));
		return k;
	case DT_NODE_INDEX:
		if (n->var != NULL)	/* an associative array's struct or array element */
			return cg_dvar_addr(cg, n, write);
		k = n->l->type->kind == DT_TK_ARRAY ? cg_objaddr(cg, n->l, write) :
		    n->l->type->kind == DT_TK_STRING ? cg_str_chars(cg, n->l) : dt_cg_expr(cg, n->l);
		ki = dt_cg_expr(cg, n->args);
		if (n->l->type->kind == DT_TK_ARRAY && n->l->type->nelems > 1 &&
		    !(n->args->isconst && n->args->ival >= 0 && n->args->ival < n->l->type->nelems)) {
			/* an array of known size (0 and 1 may be flexible): a checked index */
			int ok = ir_label(cg->ir), ri = dt_cg_get(cg, ki, BPF_REG_2);

			ir_note(cg->ir, "index < %d?", n->l->type->nelems);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLT, ri, n->l->type->nelems, 0), ok);
			dt_cg_fault_at(cg, DT_FLT_BADINDEX, n->line, ri);
			ir_place(cg->ir, ok);
		}
		ir_note(cg->ir, "&[index]");
		cg_addscaled(cg, k, ki, n->args->type, n->type->size, 0);
		cg->depth--;
		return k;
	case DT_NODE_OP1:
		if (n->op == T_DEREF && n->l->type->kind == DT_TK_STRING)
			return cg_str_chars(cg, n->l);
		if (n->op == T_DEREF)
			return dt_cg_expr(cg, n->l);	/* a pointer's value, or an array's address */
		break;
	case DT_NODE_CAST:	/* a struct cast to its own type */
		return cg_objaddr(cg, n->l, write);
	case DT_NODE_IDENT:
		if (n->idkind == DT_IDENT_XLPARAM && n->xl->cur_arg != NULL)
			return cg_objaddr(cg, n->xl->cur_arg, write);	/* a struct input */
		if (n->idkind == DT_IDENT_INLINE)	/* an inline bound to an object */
			return cg_inline(cg, n, n->xl, n->args, write ? 2 : 1);
		if (n->var == NULL || !n->dstore)
			break;
		/* a struct or array variable: its storage */
		if (n->var->dvarid != 0)
			return cg_dvar_addr(cg, n, write);
		k = dt_cg_push(cg, n->line);
		ir_note(cg->ir, "&%s%s", dt_scope_prefix(n->var->scope), n->var->name);
		if (n->var->scope == DT_IDENT_THIS) {
			dt_cg_msaddr(cg, BPF_REG_1, DT_MS_THIS + n->var->offset);
		} else {
			emit_ldmapval(cg->ir, BPF_REG_1, DT_MAP_GLOBALS, 0);
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, n->var->offset));
		}
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	case DT_NODE_SYM:
		k = dt_cg_push(cg, n->line);
		ir_note(cg->ir, "&%s", n->str);
		dt_cg_movimm(cg, dt_cg_dst(k, BPF_REG_0), n->ival);
		dt_cg_put(cg, k, dt_cg_dst(k, BPF_REG_0));
		return k;
	default:
		break;
	}
	dt_cerror(cg->dtp, D_ADDROF_LVAL, n->line, "internal error: not an object in memory");
}

int
dt_cg_addr(dt_cg_t *cg, dt_node_t *n)
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
	int off = dt_cg_tmp(cg, line);

	dt_cg_msaddr(cg, BPF_REG_1, off);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, max));
	dt_cg_read_checked(cg, BPF_FUNC_probe_read_kernel_str, k, line);
	dt_cg_msaddr(cg, BPF_REG_1, off);
	dt_cg_put(cg, k, BPF_REG_1);
	return off;
}

/* an object in kernel memory: scalars (and float, double: their bits) are
 * loaded, aggregates (and long double) are their address */
static int
cg_inmem(dt_cg_t *cg, dt_node_t *n)
{
	int k = dt_cg_addr(cg, n);
	int bits = dt_node_bits(n);

	if (n->type->kind == DT_TK_STRING && !n->dstore) {
		/* a D string member of an object outside D storage: copied in */
		ir_note(cg->ir, "string member %s (checked copy)", n->str ? n->str : "");
		cg_strread(cg, k, cg->dtp->strlim, n->line);
		return k;
	}
	if (!dt_type_is_regval(n->type))
		return k;
	if (n->inscratch) {
		/* through an alloca pointer: only what this clause has allocated */
		ir_note(cg->ir, "load from alloca scratch: in what is allocated?");
		dt_cg_scratch_dest(cg, k, bits != 0 ? ((int)(n->ival % 8) + bits + 7) / 8 :
		    n->type->size, n->line);
	}
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
int
dt_cg_str(dt_cg_t *cg, dt_node_t *n)
{
	int k, off, max;

	if (n->type->kind == DT_TK_STRING)
		return dt_cg_expr(cg, n);
	k = n->type->kind == DT_TK_ARRAY ? dt_cg_addr(cg, n) : dt_cg_expr(cg, n);
	max = cg->dtp->strlim;
	if (n->type->kind == DT_TK_ARRAY && n->type->nelems + 1 < max)
		max = n->type->nelems + 1;
	ir_note(cg->ir, "string from kernel memory (at most %d bytes)", max);
	off = cg_strread(cg, k, max, n->line);
	if (n->type->kind == DT_TK_ARRAY && max < cg->dtp->strlim) {
		/* a full char array has no NUL of its own */
		dt_cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, max - 1, 0));
	}
	return k;
}

/* the constant 0 or NULL where a string is expected */
int
dt_cg_isnull(const dt_node_t *n)
{
	return n->isconst && n->ival == 0 && n->type->kind != DT_TK_STRING &&
	    dt_type_is_scalar(n->type);
}

/* A string operand of a comparison: NULL (the constant 0) compares as "" */
int
dt_cg_strcmparg(dt_cg_t *cg, dt_node_t *n)
{
	int k, off;

	if (!dt_cg_isnull(n))
		return dt_cg_str(cg, n);
	k = dt_cg_push(cg, n->line);
	off = dt_cg_tmp(cg, n->line);
	ir_note(cg->ir, "NULL as a string: \"\"");
	dt_cg_ms(cg, BPF_REG_1);
	emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, off, 0));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, off));
	dt_cg_put(cg, k, BPF_REG_1);
	return k;
}

/*
 * An inline's expression where it is used; an array inline's arguments
 * (args) stand for its parameters (p, translator parameters: the checker's
 * ck_inline_use) while it is evaluated, each bound in turn and restored
 * after, so that uses may nest.
 */
static int
cg_inline(dt_cg_t *cg, dt_node_t *n, dt_xlator_t *p, dt_node_t *args, int addr)
{
	dt_node_t *saved;
	int k, xline = cg->xline;

	if (p != NULL && p == n->xl && p->inlib && xline == 0) {
		/* a D library array inline (fds[]): errors and faults at its use */
		cg->xline = n->line;
		k = cg_inline(cg, n, p, args, addr);
		cg->xline = xline;
		return k;
	}
	if (p == NULL || args == NULL) {
		if (addr)	/* the object the inline is bound to: its address */
			return cg_objaddr(cg, n->l, addr > 1);
		return n->l->type->kind == DT_TK_STRING || n->type->kind != DT_TK_STRING ?
		    dt_cg_expr(cg, n->l) : dt_cg_str(cg, n->l);
	}
	saved = p->cur_arg;
	p->cur_arg = args;
	k = cg_inline(cg, n, p->next, args->next, addr);
	p->cur_arg = saved;
	return k;
}

int
dt_cg_expr(dt_cg_t *cg, dt_node_t *n)
{
	int k, r;

	/*
	 * A clause past the instructions a program may have goes no further:
	 * inlines that each use the one before twice make code exponential
	 * in their number, which took all the memory before the program's
	 * size was checked (dt_link.c)
	 */
	if (cg->ir->n > DT_BPF_MAXINSNS)
		dt_cerror(cg->dtp, D_NOREG, n->line, "the clause would have more than %d BPF "
		    "instructions, as many as the kernel allows in a program", DT_BPF_MAXINSNS);
	if (n->isconst && dt_type_is_scalar(n->type)) {	/* (NULL is (void *)0) */
		k = dt_cg_push(cg, n->line);
		r = dt_cg_dst(k, BPF_REG_0);
		dt_cg_movimm(cg, r, n->ival);
		dt_cg_put(cg, k, r);
		return k;
	}
	if (n->inmem)
		return cg_inmem(cg, n);
	switch (n->kind) {
	case DT_NODE_STR:
		return cg_str_literal(cg, n);
	case DT_NODE_CALL:
		if (n->idkind == DT_IDENT_FUNC)
			return dt_cg_symfn(cg, n);
		return dt_cg_subr(cg, n);
	case DT_NODE_IDENT:
		if (n->idkind == DT_IDENT_BUILTIN)
			return cg_builtin(cg, n);
		if (n->idkind == DT_IDENT_XLPARAM) {
			/* the value being translated, evaluated where it is used */
			if (n->xl->cur_arg == NULL)
				dt_cerror(cg->dtp, D_XLATE_NONE, n->line, "translator parameter %s used "
				    "outside a translation", n->str);
			return dt_cg_expr(cg, n->xl->cur_arg);
		}
		if (n->idkind == DT_IDENT_INLINE) {
			ir_note(cg->ir, "inline %s", n->str);
			k = cg_inline(cg, n, n->xl, n->args, 0);
			dt_cg_cast(cg, k, n->l, n->type);
			return k;
		}
		return cg_var_load(cg, n);
	case DT_NODE_INDEX:	/* an associative array element (others are inmem) */
		return cg_var_load(cg, n);
	case DT_NODE_SYM:	/* a function designator: its address */
		return dt_cg_addr(cg, n);
	case DT_NODE_OP1:
		if (n->op == T_PREINC || n->op == T_PREDEC)
			return cg_incdec(cg, n, 0);
		if (n->op == T_ADDROF)
			return dt_cg_addr(cg, n->l);
		if (n->op == T_STRINGOF)
			return dt_cg_str(cg, n->l);
		k = dt_cg_expr(cg, n->l);	/* in 64 bits, not narrowed */
		r = dt_cg_get(cg, k, BPF_REG_0);
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
		dt_cg_put(cg, k, r);
		return k;
	case DT_NODE_POSTFIX:
		return cg_incdec(cg, n, 1);
	case DT_NODE_OP2:
		if (n->op == ',') {
			dt_cg_expr(cg, n->l);
			cg->depth--;
			return dt_cg_expr(cg, n->r);
		}
		if (n->op == '=' || n->op == T_ADD_EQ || n->op == T_SUB_EQ || n->op == T_MUL_EQ ||
		    n->op == T_DIV_EQ || n->op == T_MOD_EQ || n->op == T_AND_EQ || n->op == T_OR_EQ ||
		    n->op == T_XOR_EQ || n->op == T_SHL_EQ || n->op == T_SHR_EQ)
			return cg_assign(cg, n);
		return cg_binop(cg, n);
	case DT_NODE_OP3: {
		int kc = dt_cg_expr(cg, n->x), rc = dt_cg_get(cg, kc, BPF_REG_0);
		int lelse = ir_label(cg->ir), lend = ir_label(cg->ir), kv, ntmp = cg->ntmp, nl;

		cg->cond++;
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, rc, 0, 0), lelse);
		cg->depth--;
		dt_cg_expr(cg, n->l);	/* the branches are not converted */
		emit_jmp(cg->ir, BPF_JMP_A(0), lend);
		ir_place(cg->ir, lelse);
		cg->depth--;
		/*
		 * only one branch runs: the else branch's string temporaries
		 * reuse the then branch's (a chain of string ?:, as
		 * tcp_state_string[] is, needs those of one branch, not all)
		 */
		nl = cg->ntmp;
		cg->ntmp = ntmp;
		kv = dt_cg_expr(cg, n->r);	/* the same slot as the then branch's */
		if (nl > cg->ntmp)
			cg->ntmp = nl;
		ir_place(cg->ir, lend);
		cg->cond--;
		return kv;
	}
	case DT_NODE_MEMBER:	/* a translated member */
		return cg_xmember(cg, n, n->l, NULL, NULL, 0);
	case DT_NODE_CAST:
		k = dt_cg_expr(cg, n->l);	/* an array converts to its address */
		r = dt_cg_get(cg, k, BPF_REG_0);
		if (dt_type_is_int(n->type) && (n->l->type->kind == DT_TK_PTR ||
		    n->l->type->kind == DT_TK_ARRAY || n->l->type->kind == DT_TK_STRING)) {
			/*
			 * A pointer made an integer: the verifier may know it as
			 * a pointer (curcpu, alloca(), &var) and refuse integer
			 * operations on it; a round trip through map memory
			 * makes it a plain number
			 */
			dt_cg_ms(cg, BPF_REG_1);
			emit_c(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_1, r, DT_MS_CAST),
			    "pointer to integer: a plain number");
			emit(cg->ir, BPF_LDX_MEM(BPF_DW, r, BPF_REG_1, DT_MS_CAST));
		}
		if (dt_type_is_int(n->l->type)) {
			dt_cg_put(cg, k, r);
			dt_cg_cast(cg, k, n->l, n->type);	/* narrowed to the type */
			return k;
		}
		dt_cg_normalize(cg, r, n->type);
		dt_cg_put(cg, k, r);
		return k;
	default:
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "expression is not supported yet");
	}
}
