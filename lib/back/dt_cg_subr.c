/*
 * dt_cg_subr.c: the code generator's subroutines (strlen(), substr(),
 * copyin(), alloca(), inet_ntoa() ...).
 *
 * Subroutines (dt_cg_subr) evaluate their arguments on the value stack,
 * then either call a runtime routine (r1 = the temporary for a string
 * result, then the arguments; r0 = a status the clause turns into a fault)
 * or do the work inline: memory copies with the probe_read helpers and
 * their faults, the alloca scratch (a per-CPU map, DT_RB_*, zeroed as it
 * is allocated; cg_scratch_range checks an address against what the clause
 * has allocated, for bcopy(), copyinto(), stores through pointers and
 * loads through alloca pointers), integer functions, the lock tests (a
 * checked read of the lock's word, decoded inline: cg_lock).  A string
 * argument NULL is read, and so faults at address 0,
 * as in DTrace.  An argument of an int parameter is converted to int, as
 * DTrace converts arguments to the prototype (dt_cg_expr.c's register
 * model).  speculation(), copyout() and copyoutstr() are dt_cg_spec.c's.
 */
#include "dt_cg_impl.h"
#include "dt_front.h"

/*
 * A string argument of a subroutine.  NULL (the constant 0) is read, as in
 * DTrace, and so faults at address 0.
 */
static int
cg_strarg(dt_cg_t *cg, dt_node_t *n)
{
	int k, ok;

	if (!dt_cg_isnull(n))
		return dt_cg_str(cg, n);
	k = dt_cg_strcmparg(cg, n);
	ok = ir_label(cg->ir);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DT_FLT_BADADDR, n->line);
	ir_place(cg->ir, ok);
	return k;
}

/* reg = the value of slot k */
void
dt_cg_argreg(dt_cg_t *cg, int k, int reg)
{
	int r = dt_cg_get(cg, k, reg);

	if (r != reg)
		emit(cg->ir, BPF_MOV64_REG(reg, r));
}

/* an argument of a runtime routine: slot, or the constant imm when slot < 0 (dt_cg_rtarg_t) */

/*
 * Call runtime routine sym (dt_rt.c) with r1 = &mstate[dst] when dst >= 0
 * (the string it makes), then the arguments.
 */
void
dt_cg_rtcall(dt_cg_t *cg, int sym, int dst, const dt_cg_rtarg_t *a, int na)
{
	char cmt[64];
	int reg = BPF_REG_1;

	if (dst >= 0)
		dt_cg_msaddr(cg, reg++, dst);
	for (int i = 0; i < na; i++, reg++) {
		if (a[i].slot >= 0)
			dt_cg_argreg(cg, a[i].slot, reg);
		else
			dt_cg_movimm(cg, reg, a[i].imm);
	}
	snprintf(cmt, sizeof(cmt), "call %s", dt_rt_name(sym));
	emit_call_c(cg->ir, sym, cmt);
	if (dst >= 0 && cg->dtp->strlim < cg->dtp->strsize) {
		/*
		 * routines fill the strsize bytes of a buffer: the string ends
		 * at strlim - 1 at the latest (the strsize option's characters)
		 */
		int at = dst + cg->dtp->strlim - 1;

		if (at <= 32767) {
			dt_cg_ms(cg, BPF_REG_1);
			emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, at, 0));
		} else {
			dt_cg_msaddr(cg, BPF_REG_1, dst);
			emit(cg->ir, BPF_ST_MEM(BPF_B, BPF_REG_1, cg->dtp->strlim - 1, 0));
		}
	}
}

/* a runtime routine's r0 = 1: a bad address, the one it left in W7 */
void
dt_cg_rt_fault(dt_cg_t *cg, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_ms(cg, BPF_REG_3);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_3, cg->dtp->prog->ms_rt + DT_RT_W(7)));
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, BPF_REG_3);
	ir_place(cg->ir, ok);
}

/* fault (address 0) unless r0 == good */
static void
cg_fault_unless(dt_cg_t *cg, int good, dt_fault_t kind, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, good, 0), ok);
	dt_cg_fault(cg, kind, line);
	ir_place(cg->ir, ok);
}

/* a subroutine's result: the integer in r0 (type t), or the string at mstate[off] */
static int
cg_subr_result(dt_cg_t *cg, int base, int off, const dt_type_t *t, int line)
{
	int k, r;

	cg->depth = base;
	k = dt_cg_push(cg, line);
	if (off >= 0) {
		dt_cg_msaddr(cg, BPF_REG_1, off);
		dt_cg_put(cg, k, BPF_REG_1);
		return k;
	}
	r = dt_cg_dst(k, BPF_REG_0);
	if (r != BPF_REG_0)
		emit(cg->ir, BPF_MOV64_REG(r, BPF_REG_0));
	dt_cg_normalize(cg, r, t);
	dt_cg_put(cg, k, r);
	return k;
}

/*
 * r0 = the runtime buffers (DT_MAP_RTBUF) of this CPU + off, a map value
 * pointer, also saved at FP_READ; fault "out of scratch space" when the
 * value cannot be had.  cg_scratch_base: the alloca scratch (DT_RB_ALLOCA).
 */
void
dt_cg_rtbuf_at(dt_cg_t *cg, int off, int line)
{
	int ok = ir_label(cg->ir);

	emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_READ, 0));
	emit_ldmap(cg->ir, BPF_REG_1, DT_MAP_RTBUF);
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, FP_READ));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), ok);
	dt_cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok);
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, off));
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, FP_READ));
}

static void
cg_scratch_base(dt_cg_t *cg, int line)
{
	dt_cg_rtbuf_at(cg, DT_RB_ALLOCA(cg->dtp->strsize), line);
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
	int A = cg->dtp->scratchsize, rt = cg->dtp->prog->ms_rt;
	int ok1 = ir_label(cg->ir), ok2 = ir_label(cg->ir);

	cg_scratch_base(cg, line);
	dt_cg_ms(cg, BPF_REG_5);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_5, rt + DT_RT_ALLOCUSED));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 7));
	emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, -8));
	dt_cg_argreg(cg, kn, BPF_REG_3);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, A, 0), ok1);
	dt_cg_fault(cg, DT_FLT_NOSCRATCH, line);
	ir_place(cg->ir, ok1);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, A));
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_4, BPF_REG_2));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_3, BPF_REG_4, 0), ok2);
	dt_cg_fault(cg, DT_FLT_NOSCRATCH, line);
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
 * A destination in the clause's alloca scratch: slot kdest's value must
 * address size bytes (slot ksize's value, or csize when ksize < 0) of the
 * scratch this clause has allocated, as DTrace requires of bcopy(),
 * copyinto() and of every store through a pointer; else the address
 * faults: NULL, kernel memory, another clause's scratch, beyond the top of
 * the allocation or across its bottom.  Leaves r1 = a pointer to them (to
 * the verifier: the scratch map value at an offset in [0, scratchsize],
 * which its second half makes safe for any size up to scratchsize), r2 =
 * the size.
 */
static void
cg_scratch_range(dt_cg_t *cg, int kdest, int ksize, int csize, int line)
{
	int A = cg->dtp->scratchsize, rt = cg->dtp->prog->ms_rt;
	int ok0 = ir_label(cg->ir), ok1 = ir_label(cg->ir), ok2 = ir_label(cg->ir);

	cg_scratch_base(cg, line);
	dt_cg_ms(cg, BPF_REG_5);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_0, rt + DT_RT_ADDR));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_5, rt + DT_RT_ADDR));
	dt_cg_argreg(cg, kdest, BPF_REG_2);
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_5, BPF_REG_2, rt + DT_RT_ADDR2));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_5, rt + DT_RT_ADDR2));
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_5, rt + DT_RT_ALLOCUSED));
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_3, A, 0), ok0);
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, dt_cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok0);
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_2, BPF_REG_3, 0), ok1);
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, dt_cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok1);
	emit(cg->ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_3, BPF_REG_2));
	if (ksize >= 0)
		dt_cg_argreg(cg, ksize, BPF_REG_4);
	else
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, csize));
	emit_jmp(cg->ir, BPF_JMP_REG(BPF_JLE, BPF_REG_4, BPF_REG_3, 0), ok2);
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, dt_cg_get(cg, kdest, BPF_REG_3));
	ir_place(cg->ir, ok2);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, FP_READ));
	emit(cg->ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_1, BPF_REG_2));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
}

/* the destination of bcopy() and copyinto(): slot ksize's value in bytes */
static void
cg_scratch_check(dt_cg_t *cg, int kdest, int ksize, int line)
{
	cg_scratch_range(cg, kdest, ksize, 0, line);
}

/*
 * The object of a store through a pointer (*p = v, p->m = v, p[i] = v):
 * size bytes at slot kdest's address, which must be in the clause's
 * alloca scratch (above); r1 = a pointer to them the store may use.
 */
void
dt_cg_scratch_dest(dt_cg_t *cg, int kdest, int size, int line)
{
	if (size > cg->dtp->scratchsize)
		dt_cerror(cg->dtp, D_UNSUPPORTED, line, "a store of %d bytes through a pointer is "
		    "more than the scratch space of a clause (scratchsize %d)", size,
		    cg->dtp->scratchsize);
	cg_scratch_range(cg, kdest, -1, size, line);
}

/* a helper's r0 of 0 or more is success; else fault at slot k's address */
void
dt_cg_fault_addr_unless_ok(dt_cg_t *cg, int k, int line)
{
	int ok = ir_label(cg->ir);

	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	dt_cg_fault_at(cg, DT_FLT_BADADDR, line, dt_cg_get(cg, k, BPF_REG_3));
	ir_place(cg->ir, ok);
}

/* read size bytes at slot k's address (kernel memory) to the runtime area's IN6 */
static void
cg_inet_read(dt_cg_t *cg, int k, int size, int line)
{
	dt_cg_argreg(cg, k, BPF_REG_3);
	dt_cg_msaddr(cg, BPF_REG_1, cg->dtp->prog->ms_rt + DT_RT_IN6);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_cg_fault_addr_unless_ok(cg, k, line);
}

void
dt_cg_kread(dt_cg_t *cg, int off, int size)
{
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	emit(cg->ir, BPF_ST_MEM(BPF_DW, BPF_REG_FP, FP_READ, 0));
	emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
	emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, FP_READ));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, size));
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
}

/*
 * r0 = the size-byte word at offset off of the kernel object at slot k's
 * address (a checked read: a bad address faults, naming the object's).
 */
static void
cg_kword(dt_cg_t *cg, int k, int off, int size, int line)
{
	dt_cg_argreg(cg, k, BPF_REG_3);
	dt_cg_kread(cg, off, size);
	dt_cg_fault_addr_unless_ok(cg, k, line);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_FP, FP_READ));
}

/* r0 = (r0 != 0) */
static void
cg_bool(dt_cg_t *cg)
{
	emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1));
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 1));
}

/*
 * The lock subroutines on the kernel's locks (see dt_subr.c).  A struct
 * mutex's owner word is the owning task's address with three flag bits
 * (MUTEX_FLAGS); an rwlock_t's queued lock word (qrwlock cnts) has the
 * writer's byte (_QW_LOCKED, 0xff), a writer-waiting bit (_QW_WAITING,
 * 0x100) and the readers' count from bit 9 (_QR_SHIFT).
 */
static void
cg_lock(dt_cg_t *cg, dt_node_t *n, int id, int k)
{
	int ismutex = id == DT_SUBR_MUTEX_OWNED || id == DT_SUBR_MUTEX_OWNER ||
	    id == DT_SUBR_MUTEX_TYPE_ADAPTIVE || id == DT_SUBR_MUTEX_TYPE_SPIN;
	int off = ismutex ? dt_kernel_offset(cg->dtp, "struct mutex", "owner") :
	    dt_kernel_offset(cg->dtp, "rwlock_t", "raw_lock.cnts");

	if (off < 0)
		dt_cerror(cg->dtp, D_UNSUPPORTED, n->line, "%s( ) needs the kernel's BTF (%s), "
		    "which is not available", n->str, ismutex ? "struct mutex" : "rwlock_t");
	cg_kword(cg, k, off, ismutex ? 8 : 4, n->line);
	switch (id) {
	case DT_SUBR_MUTEX_OWNED:
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, -8));
		cg_bool(cg);
		break;
	case DT_SUBR_MUTEX_OWNER:
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, -8));
		break;
	case DT_SUBR_MUTEX_TYPE_ADAPTIVE:
	case DT_SUBR_MUTEX_TYPE_SPIN:
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, id == DT_SUBR_MUTEX_TYPE_ADAPTIVE));
		break;
	case DT_SUBR_RW_WRITE_HELD:
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0xff));
		cg_bool(cg);
		break;
	case DT_SUBR_RW_ISWRITER:
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0x1ff));
		cg_bool(cg);
		break;
	default:	/* rw_read_held: readers, and no writer holds it */
		emit(cg->ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		emit(cg->ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0xff));
		emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 9));
		emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 1));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		cg_bool(cg);
		break;
	}
}

/*
 * The end of inet_ntop() and link_ntop(): read r2 bytes from the address
 * in slot k to mstate + rtoff, then call runtime routine sym with the
 * temporary at off in r1 and in r2 what register arg held (kept at
 * FP_READ over the read).
 */
static void
cg_read_then_call(dt_cg_t *cg, int k, int arg, int rtoff, int off, int sym, const char *cmt,
    int line)
{
	emit(cg->ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, arg, FP_READ));
	dt_cg_msaddr(cg, BPF_REG_1, rtoff);
	dt_cg_argreg(cg, k, BPF_REG_3);
	emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	dt_cg_fault_addr_unless_ok(cg, k, line);
	dt_cg_msaddr(cg, BPF_REG_1, off);
	emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, FP_READ));
	emit_call_c(cg->ir, sym, cmt);
}

/*
 * link_ntop(type, addr): read the link address (6 bytes for
 * ARPHRD_ETHER, 20 for ARPHRD_INFINIBAND; another type is an illegal
 * operation) to the tail of the runtime area's NUM buffer and have the
 * runtime routine write it as text to the temporary at off.
 */
static void
cg_link_ntop(dt_cg_t *cg, dt_node_t *n, int *ks, int off)
{
	int eth = ir_label(cg->ir), ib = ir_label(cg->ir), rd = ir_label(cg->ir);
	int rt = cg->dtp->prog->ms_rt;

	dt_cg_argreg(cg, ks[0], BPF_REG_1);
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 1, 0), eth);		/* ARPHRD_ETHER */
	emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 32, 0), ib);		/* ARPHRD_INFINIBAND */
	dt_cg_fault(cg, DT_FLT_ILLOP, n->line);
	ir_place(cg->ir, eth);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 6));
	emit_jmp(cg->ir, BPF_JMP_A(0), rd);
	ir_place(cg->ir, ib);
	emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, DT_RT_LINKSZ));
	ir_place(cg->ir, rd);
	cg_read_then_call(cg, ks[1], BPF_REG_2, rt + DT_RT_LINK, off, DT_SYM_LINK,
	    "call dt_link_ntop", n->line);
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
 * A copy in from user memory at argN (casts aside), as in
 * copyinstr(arg1): the clause's uargs has bit N, by which a syscall entry
 * probe defers its firing when that memory is not yet paged in.
 */
static void
cg_note_uarg(dt_cg_t *cg, const dt_node_t *a)
{
	while (a->kind == DT_NODE_CAST)
		a = a->l;
	if (a->kind == DT_NODE_IDENT && a->idkind == DT_IDENT_BUILTIN &&
	    a->ival >= DT_BI_ARG0 && a->ival <= DT_BI_ARG5)
		cg->cl->uargs |= 1u << (a->ival - DT_BI_ARG0);
}

/*
 * A call of a subroutine (dt_subr.c): string and address work is done by
 * the runtime routines of dt_rt.c, memory copies and integer functions
 * here.  String results are new temporaries.
 */
int
dt_cg_subr(dt_cg_t *cg, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cg->dtp;
	int id = (int)n->ival, base = cg->depth, ks[3] = { -1, -1, -1 }, nargs = 0;
	int rt = dtp->prog->ms_rt, off = -1, cont = 0, r;
	dt_node_t *a;
	dt_cg_rtarg_t ra[4];

	for (a = n->args; a != NULL; a = a->next, nargs++) {
		if (id == DT_SUBR_STRTOK && nargs == 0 && dt_cg_isnull(a)) {
			cont = 1;	/* strtok(NULL, ...) */
			continue;
		}
		ks[nargs] = dt_subr_param(id, nargs) == 'S' ? cg_strarg(cg, a) : dt_cg_expr(cg, a);
		if (dt_type_is_int(a->type) && dt_subr_ptype(id, nargs) != NULL &&
		    strcmp(dt_subr_ptype(id, nargs), "int") == 0)
			dt_cg_cast(cg, ks[nargs], a, &dt_type_int);	/* as DTrace's prototypes convert */
	}
	ir_note(cg->ir, "%s()", dt_subr_name(id));
	if (id == DT_SUBR_COPYIN || id == DT_SUBR_COPYINSTR || id == DT_SUBR_COPYINTO)
		cg_note_uarg(cg, n->args);
	switch ((dt_subr_t)id) {
	case DT_SUBR_STRLEN:
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		dt_cg_rtcall(cg, DT_SYM_STRLEN, -1, ra, 1);
		break;
	case DT_SUBR_STRJOIN:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		dt_cg_rtcall(cg, DT_SYM_STRJOIN, off, ra, 2);
		cg_fault_unless(cg, 0, DT_FLT_NOSCRATCH, n->line);
		break;
	case DT_SUBR_SUBSTR:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		ra[2] = (dt_cg_rtarg_t){ ks[2], 0 };
		ra[3] = (dt_cg_rtarg_t){ -1, nargs == 3 };
		dt_cg_rtcall(cg, DT_SYM_SUBSTR, off, ra, 4);
		break;
	case DT_SUBR_INDEX:
	case DT_SUBR_RINDEX:
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		ra[2] = (dt_cg_rtarg_t){ ks[2], 0 };
		ra[3] = (dt_cg_rtarg_t){ -1, (nargs == 3) | (id == DT_SUBR_RINDEX) << 1 };
		dt_cg_rtcall(cg, DT_SYM_SEARCH, -1, ra, 4);
		break;
	case DT_SUBR_STRSTR:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		dt_cg_rtcall(cg, DT_SYM_STRSTR, off, ra, 2);
		break;
	case DT_SUBR_STRCHR:
	case DT_SUBR_STRRCHR:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		ra[2] = (dt_cg_rtarg_t){ -1, id == DT_SUBR_STRRCHR };
		dt_cg_rtcall(cg, DT_SYM_STRCHR, off, ra, 3);
		break;
	case DT_SUBR_STRTOK:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ cont ? ks[1] : ks[0], 0 };	/* (ignored when cont) */
		ra[1] = (dt_cg_rtarg_t){ ks[1], 0 };
		ra[2] = (dt_cg_rtarg_t){ -1, cont };
		dt_cg_rtcall(cg, DT_SYM_STRTOK, off, ra, 3);
		cg_fault_unless(cg, 0, DT_FLT_BADADDR, n->line);
		break;
	case DT_SUBR_LLTOSTR:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ ks[1], 10 };
		dt_cg_rtcall(cg, DT_SYM_LLTOSTR, off, ra, 2);
		cg_fault_unless(cg, 0, DT_FLT_ILLOP, n->line);
		break;
	case DT_SUBR_TOUPPER:
	case DT_SUBR_TOLOWER:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ -1, id == DT_SUBR_TOUPPER };
		dt_cg_rtcall(cg, DT_SYM_CASE, off, ra, 2);
		break;
	case DT_SUBR_BASENAME:
	case DT_SUBR_DIRNAME:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		ra[1] = (dt_cg_rtarg_t){ -1, id == DT_SUBR_DIRNAME };
		dt_cg_rtcall(cg, DT_SYM_PATHNAME, off, ra, 2);
		break;
	case DT_SUBR_CLEANPATH:
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		dt_cg_rtcall(cg, DT_SYM_CLEANPATH, off, ra, 1);
		break;
	case DT_SUBR_ALLOCA:
		if (n->args->isconst && (uint64_t)n->args->ival > (uint64_t)dtp->scratchsize)
			dt_cerror(dtp, D_ALLOCA_SIZE, n->line, "alloca(%llu) size larger than "
			    "scratchsize %d", (unsigned long long)n->args->ival, dtp->scratchsize);
		cg_scratch_alloc(cg, ks[0], n->line);
		/* zeroed, as in DTrace: a read from address 0 fails and zeroes its buffer */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_3, 0));
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		dt_cg_ms(cg, BPF_REG_5);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_5, rt + DT_RT_ADDR));
		break;
	case DT_SUBR_COPYIN:
		cg_scratch_const(cg, n->args->next, "copyin");
		cg_scratch_alloc(cg, ks[1], n->line);
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		dt_cg_ms(cg, BPF_REG_1);
		emit(cg->ir, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, rt + DT_RT_ADDR));
		break;
	case DT_SUBR_COPYINTO:
		cg_scratch_check(cg, ks[2], ks[1], n->line);
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_SUBR_BCOPY:
		cg_scratch_check(cg, ks[1], ks[2], n->line);
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_SUBR_COPYINSTR: {
		int big = ir_label(cg->ir);

		off = dt_cg_tmp(cg, n->line);
		/*
		 * As illumos: strsize bytes with the NUL (one character fewer
		 * than a string may hold), or maxlen characters when that is less
		 */
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, DT_STROPT(dtp)));
		if (nargs == 2) {
			dt_cg_argreg(cg, ks[1], BPF_REG_4);
			emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JGE, BPF_REG_4, DT_STROPT(dtp), 0), big);
			emit(cg->ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_4));
			emit(cg->ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, 1));
		}
		ir_place(cg->ir, big);
		dt_cg_argreg(cg, ks[0], BPF_REG_3);
		dt_cg_msaddr(cg, BPF_REG_1, off);
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user_str));
		dt_cg_fault_addr_unless_ok(cg, ks[0], n->line);
		break;
	}
	case DT_SUBR_RAND:	/* all 32 bits random: an int of either sign */
		emit(cg->ir, BPF_CALL_HELPER(BPF_FUNC_get_prandom_u32));
		break;
	case DT_SUBR_NTOHS: case DT_SUBR_HTONS:
	case DT_SUBR_NTOHL: case DT_SUBR_HTONL:
	case DT_SUBR_NTOHLL: case DT_SUBR_HTONLL:
		r = dt_cg_get(cg, ks[0], BPF_REG_0);
		emit(cg->ir, BPF_TO_BE_REG(r, id == DT_SUBR_NTOHS || id == DT_SUBR_HTONS ? 16 :
		    id == DT_SUBR_NTOHL || id == DT_SUBR_HTONL ? 32 : 64));
		dt_cg_put(cg, ks[0], r);
		return ks[0];
	case DT_SUBR_GETMAJOR:
	case DT_SUBR_GETMINOR:
		/* the kernel's dev_t: major << 20 | minor (see dt_subr_fold) */
		r = dt_cg_get(cg, ks[0], BPF_REG_0);
		if (id == DT_SUBR_GETMAJOR) {
			emit(cg->ir, BPF_ALU64_IMM(BPF_RSH, r, 20));
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, r, 0xfff));
		} else {
			emit(cg->ir, BPF_ALU64_IMM(BPF_AND, r, 0xfffff));
		}
		dt_cg_put(cg, ks[0], r);
		return ks[0];
	case DT_SUBR_INET_NTOA:
	case DT_SUBR_INET_NTOA6:
		off = dt_cg_tmp(cg, n->line);
		cg_inet_read(cg, ks[0], id == DT_SUBR_INET_NTOA ? 4 : 16, n->line);
		if (nargs == 2) {
			/* Oracle's second argument: non-zero, an embedded IPv4 as inet_ntop */
			dt_cg_argreg(cg, ks[1], BPF_REG_2);
			emit(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 2));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 2));
			emit(cg->ir, BPF_JMP_A(1));
			emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 1));
			dt_cg_msaddr(cg, BPF_REG_1, off);
			emit_call_c(cg->ir, DT_SYM_INET, "call dt_inet");
			break;
		}
		ra[0] = (dt_cg_rtarg_t){ -1, id == DT_SUBR_INET_NTOA ? 0 : 1 };
		dt_cg_rtcall(cg, DT_SYM_INET, off, ra, 1);
		break;
	case DT_SUBR_LINK_NTOP:
		off = dt_cg_tmp(cg, n->line);
		cg_link_ntop(cg, n, ks, off);
		break;
	case DT_SUBR_MUTEX_OWNED: case DT_SUBR_MUTEX_OWNER:
	case DT_SUBR_MUTEX_TYPE_ADAPTIVE: case DT_SUBR_MUTEX_TYPE_SPIN:
	case DT_SUBR_RW_READ_HELD: case DT_SUBR_RW_WRITE_HELD: case DT_SUBR_RW_ISWRITER:
		cg_lock(cg, n, id, ks[0]);
		break;
	case DT_SUBR_INET_NTOP: {
		/* the address family: Linux's AF_INET (2) or AF_INET6 (10) */
		int v4 = ir_label(cg->ir), v6 = ir_label(cg->ir), rd = ir_label(cg->ir);

		off = dt_cg_tmp(cg, n->line);
		dt_cg_argreg(cg, ks[0], BPF_REG_1);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 2, 0), v4);
		emit_jmp(cg->ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 10, 0), v6);
		dt_cg_fault(cg, DT_FLT_ILLOP, n->line);
		ir_place(cg->ir, v4);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 4));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 0));
		emit_jmp(cg->ir, BPF_JMP_A(0), rd);
		ir_place(cg->ir, v6);
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_2, 16));
		emit(cg->ir, BPF_MOV64_IMM(BPF_REG_4, 2));
		ir_place(cg->ir, rd);
		cg_read_then_call(cg, ks[1], BPF_REG_4, rt + DT_RT_IN6, off, DT_SYM_INET,
		    "call dt_inet", n->line);
		break;
	}
	case DT_SUBR_SPECULATION:
	case DT_SUBR_COPYOUT:
	case DT_SUBR_COPYOUTSTR:
		dt_cg_spec_subr(cg, n, ks);
		break;
	case DT_SUBR_PROGENYOF:
		if (dt_btf_task_offsets(dtp) == NULL)
			dt_cerror(dtp, D_UNSUPPORTED, n->line, "progenyof( ) needs the kernel's BTF "
			    "(struct task_struct), which is not available");
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		dt_cg_rtcall(cg, DT_SYM_PROGENY, -1, ra, 1);
		break;
	case DT_SUBR_D_PATH:
		if (!dt_rt_kernel_ok(dtp, DT_SYM_DPATH))
			dt_cerror(dtp, D_UNSUPPORTED, n->line, "d_path( ) needs the kernel's BTF "
			    "(struct path, dentry, mount, vfsmount), which is not available");
		off = dt_cg_tmp(cg, n->line);
		ra[0] = (dt_cg_rtarg_t){ ks[0], 0 };
		dt_cg_rtcall(cg, DT_SYM_DPATH, off, ra, 1);
		dt_cg_rt_fault(cg, n->line);
		break;
	default:
		dt_cerror(dtp, D_UNSUPPORTED, n->line, "%s( ) is not supported yet", n->str);
	}
	return cg_subr_result(cg, base, off, n->type, n->line);
}
