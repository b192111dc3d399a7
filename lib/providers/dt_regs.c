/*
 * dt_regs.c: the prologue part (pro_args) of the program kinds whose
 * probes are function boundaries: fbt's fentry/fexit and kprobes, and the
 * uprobes of the pid provider (dt_uprobe.c).  They differ only in where
 * the words are: fentry/fexit through helpers, kprobes and uprobes in the
 * struct pt_regs of their context, the arguments past the registers on
 * the kernel's or the user's stack.  DTrace's convention is the same for
 * all: at entry argN is the function's N-th argument word, at return arg0
 * is the return site's offset (0 here, unknown) and arg1 the return value.
 * Also the pro_id of the kinds whose attachments carry BPF cookies
 * (dt_pro_id_cookie: the probe id and flags, DT_COOKIE).
 */
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_back.h"
#include "dt_providers.h"

/*
 * Where a kprobe finds a function's arguments and return value in struct
 * pt_regs (the calling convention's argument registers; the others are on
 * the stack above the return address at entry).
 */
#if defined(__x86_64__)
static const int pro_kp_argoff[] = { 112, 104, 96, 88, 72, 64 };	/* di si dx cx r8 r9 */
#define PRO_KP_RETOFF	80	/* ax */
#define PRO_KP_SPOFF	152	/* sp */
#define PRO_KP_STACK0	8	/* the first stack argument, above the return address */
#elif defined(__aarch64__)
static const int pro_kp_argoff[] = { 0, 8, 16, 24, 32, 40, 48, 56 };	/* x0..x7 */
#define PRO_KP_RETOFF	0	/* x0 */
#define PRO_KP_SPOFF	248	/* sp */
#define PRO_KP_STACK0	0
#else
#error "dt_regs: the kprobe argument registers of this architecture are not described"
#endif
#define PRO_KP_NREGS	((int)(sizeof(pro_kp_argoff) / sizeof(pro_kp_argoff[0])))

/*
 * The prologue's first step for arguments: args 0..9, and those past them
 * that the program reads, are 0 (a probe gives what it has after this).
 * Returns whether the program reads any argument at all.
 */
int
dt_pro_args_zero(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int nargs = dtp->prog->xargs_end > 10 ? dtp->prog->xargs_end : 10, any = 0;

	for (int i = 0; i < nargs; i++) {
		any |= DT_ARGMASK_HAS(dtp, i);
		if (i < 10 || DT_ARGMASK_HAS(dtp, i))
			emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGSLOT(dtp, i), 0),
			    i == 0 ? "args = 0, then those the program reads" : NULL);
	}
	return any;
}

/*
 * The arguments.  Entry: argi is the function's i-th argument; return: arg0
 * is 0 (DTrace's offset of the return instruction, which neither fexit nor
 * kretprobes nor uretprobes know) and arg1 the return value.  Only the arguments the
 * program reads are fetched; the others are 0.  fentry/fexit read them with
 * bpf_get_func_arg() and bpf_get_func_ret(), which check the index against
 * the function's argument count at run time, so one program serves every
 * function (the verifier would refuse ctx loads past a function's last
 * argument); in an fentry copy bpf_get_func_ret() is never reached (the
 * verifier turns it into -EOPNOTSUPP there).  Kprobes and uprobes read
 * pt_regs (r6): registers directly, stack arguments with a checked read of
 * kernel or user memory.
 */
void
dt_pro_args_regs(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int how)
{
	int nargs = dtp->prog->xargs_end > 10 ? dtp->prog->xargs_end : 10;
	int ret = ir_label(ir), done = ir_label(ir);
	char cbuf[64];

	if (!dt_pro_args_zero(dtp, ir))
		return;
	emit_jmp_c(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 0), ret,
	    "return probe?");
	for (int i = 0; i < nargs; i++) {
		int slot = DT_MS_ARGSLOT(dtp, i);

		if (!DT_ARGMASK_HAS(dtp, i))
			continue;
		snprintf(cbuf, sizeof(cbuf), "entry: arg%d", i);
		if (how == DT_REGS_FENTRY) {
			emit_c(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6), cbuf);
			emit(ir, BPF_MOV64_IMM(BPF_REG_2, i));
			emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_8));
			emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, slot));
			emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_func_arg));
		} else if (i < PRO_KP_NREGS) {
			emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, pro_kp_argoff[i]), cbuf);
			emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, slot));
		} else {
			emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, PRO_KP_SPOFF), cbuf);
			emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
			    PRO_KP_STACK0 + 8 * (i - PRO_KP_NREGS)));
			emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_8));
			emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, slot));
			emit(ir, BPF_MOV64_IMM(BPF_REG_2, 8));
			emit(ir, BPF_CALL_HELPER(how == DT_REGS_UPROBE ? BPF_FUNC_probe_read_user :
			    BPF_FUNC_probe_read_kernel));
		}
	}
	emit_jmp(ir, BPF_JMP_A(0), done);
	ir_place(ir, ret);
	if (DT_ARGMASK_HAS(dtp, 1)) {
		if (how == DT_REGS_FENTRY) {
			emit_c(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6), "return: arg1 = the return value");
			emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_8));
			emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MS_ARGS + 8));
			emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_func_ret));
		} else {
			emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, PRO_KP_RETOFF),
			    "return: arg1 = the return value");
			emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8));
		}
	}
	ir_place(ir, done);
}

/* kprobe_multi, uprobe_multi links and perf events: id and flags in the cookie */
void
dt_pro_id_cookie(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	(void)dtp;
	emit_c(ir, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie), "probe id = cookie, r9 = flags");
	emit(ir, BPF_MOV32_REG(BPF_REG_7, BPF_REG_0));
	emit(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_9, 32));
}
