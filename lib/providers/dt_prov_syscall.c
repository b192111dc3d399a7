/*
 * dt_prov_syscall.c: the syscall provider.
 *
 * Probes syscall:vmlinux:<name>:entry and :return exist for every syscall
 * the kernel has tracepoints for (tracefs events/syscalls/sys_enter_<name>).
 * Entry probes have the syscall's arguments in arg0..arg5; return probes
 * have the return value in arg0 and arg1, as in DTrace.
 *
 * Attaching: one BPF raw tracepoint program on raw_syscalls' sys_enter
 * and/or sys_exit, whatever the number of probes, dispatching through a
 * map from (syscall number, entry/return) to probe id.  A raw tracepoint
 * is the cheapest way in: the per-call tracepoints (syscalls/sys_enter_X)
 * are perf events whose path copies a record for every firing (bench/
 * tp-per-firing.sh), and each costs an RCU grace period to close
 * (docs/ARCHITECTURE.md, Kernel facts).  What a syscall that no probe traces pays is the
 * kernel's syscall-tracing slow path (which any syscall tracepoint turns
 * on, bpftrace's too) plus the prologue up to the dispatch lookup: the
 * entry/return flag, the number (the tracepoint's id argument at entry,
 * the saved orig_ax at return) and an array lookup the verifier inlines
 * (bench/disabled-probe.sh); a program whose entries may defer adds the
 * thread id and one more array load (below).
 * Syscall numbers come from the x86_64 table generated at build time
 * (tools/gen-syscalls.sh); a probe of a syscall missing from it cannot be
 * enabled (a clear error).  Only native 64-bit syscalls are traced: a
 * call made through the 32-bit compat entry points (ia32 programs, int
 * 0x80) carries its i386 number, which the table would give another
 * call's name, so the prologue leaves such calls out (TS_COMPAT,
 * pro_sys_compat below), as the kernel's per-call tracepoints do.
 *
 * Its program (kind "syscall"): the prologue takes the entry/return flag
 * from the cookie and the probe id from the dispatch map (dt_sysmap, this
 * provider's map: (nr * 2 + return) -> probe id, with the entry's deferral
 * bits, sys_uargs, in the top byte), and reads the arguments from the
 * saved user registers (entry: di, si, dx, r10, r8, r9 as the syscall ABI
 * passes them; return: the tracepoint's ret argument) only when a clause
 * reads one or errno.  Where the kernel loads BTF-typed raw tracepoint
 * programs (tp_btf, sys_tpbtf), a copy is loaded for each traced
 * tracepoint and the registers are loaded directly through the trusted
 * pt_regs pointer; else one raw tracepoint program reads them with a
 * checked read.
 * The state of a handle: the syscall names with tracepoints, read once;
 * whether tp_btf programs load (tried once) and their BTF ids; the
 * sys_exit copy's descriptor; the ids of the dispatch and deferral maps.
 */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_syscalls.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"

#define DT_SYSMAP_ENTRIES	2048	/* 2 * syscall numbers */
#define DT_SYSPEND_SLOTS	4096	/* dt_syspend: deferred entries waiting, by tid */
#define DT_SYS_PENDING	0x40	/* r9: a deferred entry of this thread waits */

extern const dt_provops_t dt_prov_syscall;
static const dt_progkind_t sys_kind;
static unsigned sys_uargs(dtrace_hdl_t *, const dt_probe_t *);
static unsigned sys_defers(dtrace_hdl_t *);
static void sys_pro_none(struct dt_irbuf *, int first, int out);
static void sys_pro_pending(dtrace_hdl_t *, struct dt_irbuf *, int first, int out);
static void sys_pro_owncheck(dtrace_hdl_t *, struct dt_irbuf *, int first, int out);

typedef struct sys_state {
	char **names;		/* syscalls with tracepoints, sorted */
	int nnames;
	int btfids[2];		/* btf_trace_sys_enter/_exit; 0: not tp_btf programs */
	int tpbtf;		/* -1 not known yet, 0 no, 1 tp_btf programs load here */
	int exitfd;		/* the sys_exit copy of a tp_btf program, or -1 */
	int inited;
	int sysmap;		/* the dispatch map's id, 0 until the prologue is made */
	int defermap;		/* deferred entry firings by thread (dt_sysdefer), 0 if none */
	int pendmap;		/* how many wait, by tid & (DT_SYSPEND_SLOTS - 1) (dt_syspend) */
} sys_state_t;

#define DT_SYSDEFER_ENTRIES	4096	/* threads with a deferred entry at once */

static sys_state_t *
sys_state(dtrace_hdl_t *dtp)
{
	sys_state_t *st = dt_provider_state(dtp, &dt_prov_syscall, sizeof(sys_state_t));

	if (!st->inited) {
		st->tpbtf = -1;
		st->exitfd = -1;
		st->inited = 1;
	}
	return st;
}

/*
 * A tp_btf copy's flags (DT_CK_RETURN for sys_exit): the prologue's first
 * pro_id sets r9 to DT_SYS_FLAGS_MARK, an immediate that sys_load replaces
 * in each copy, and keeps it in this stack slot for pro_id's run after a
 * deferred firing (the same code again, later in the program)
 */
#define DT_SYS_FLAGS_SLOT	(-88)
#define DT_SYS_FLAGS_MARK	0x5f7e0000

/* the index of the instruction "r9 = DT_SYS_FLAGS_MARK", or -1 */
static int
sys_flags_insn(const struct bpf_insn *ins, int n)
{
	for (int i = 0; i < n; i++)
		if (ins[i].code == (BPF_ALU64 | BPF_MOV | BPF_K) && ins[i].dst_reg == BPF_REG_9 &&
		    ins[i].imm == DT_SYS_FLAGS_MARK)
			return i;
	return -1;
}

/* the index of the first pro_id's "*(u64 *)(fp + DT_SYS_FLAGS_SLOT) = r9", or -1 */
static int
sys_flags_kept(const dt_irbuf_t *ir)
{
	for (int i = 0; i < ir->n; i++)
		if (ir->ins[i].code == (BPF_STX | BPF_MEM | BPF_DW) && ir->ins[i].dst_reg == BPF_REG_FP &&
		    ir->ins[i].src_reg == BPF_REG_9 && ir->ins[i].off == DT_SYS_FLAGS_SLOT)
			return i;
	return -1;
}

/*
 * Does this kernel load BTF-typed raw tracepoint programs (tp_btf) on
 * sys_enter and sys_exit?  Then the prologue loads the registers' saved
 * values directly (the pt_regs pointer is a trusted BTF pointer; a load
 * through it cannot fault), instead of a checked read of them per firing
 * (and per syscall exit, for the number).  Tried once, with a program of
 * two instructions.  DTRACE_SYSCALL_ASSUME=rawtp in the environment makes
 * it say no (the tests of the other path).
 */
static int
sys_tpbtf(dtrace_hdl_t *dtp)
{
	sys_state_t *st = sys_state(dtp);
	const char *assume = getenv("DTRACE_SYSCALL_ASSUME");	/* the tests' hook */
	struct btf *btf;

	if (st->tpbtf >= 0)
		return st->tpbtf;
	st->tpbtf = 0;
	if ((assume != NULL && strcmp(assume, "rawtp") == 0) || (btf = dt_btf_get(dtp)) == NULL)
		return 0;
	for (int r = 0; r < 2; r++) {
		int id = btf__find_by_name_kind(btf, r ? "btf_trace_sys_exit" : "btf_trace_sys_enter",
		    BTF_KIND_TYPEDEF);

		if (id <= 0)
			return 0;
		st->btfids[r] = id;
	}
	{
		struct bpf_insn ins[] = { BPF_MOV64_IMM(BPF_REG_0, 0), BPF_EXIT_INSN() };
		LIBBPF_OPTS(bpf_prog_load_opts, o, .expected_attach_type = BPF_TRACE_RAW_TP,
		    .attach_btf_id = (uint32_t)st->btfids[0]);
		int fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_tpbtf", "GPL", ins, 2, &o);

		if (fd < 0)
			return 0;
		close(fd);
	}
	return st->tpbtf = 1;
}

static int
sys_nr(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_syscall_table) / sizeof(dt_syscall_table[0]); i++)
		if (strcmp(dt_syscall_table[i].name, name) == 0)
			return dt_syscall_table[i].nr;
	return -1;
}

static int
cmpstr(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int
sys_load_names(dtrace_hdl_t *dtp, sys_state_t *st)
{
	char path[512];
	DIR *d;
	struct dirent *de;
	int cap = 0;

	if (st->names != NULL)
		return 0;
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(path, sizeof(path), "%s/events/syscalls", dt_tracefs());
	if ((d = opendir(path)) == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "cannot read %s: syscall tracepoints are unavailable", path);
	while ((de = readdir(d)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) != 0)
			continue;
		if (st->nnames == cap) {
			cap = cap ? cap * 2 : 512;
			st->names = dt_realloc(st->names, cap * sizeof(char *));
		}
		st->names[st->nnames++] = dt_strdup(de->d_name + 10);
	}
	closedir(d);
	if (st->names == NULL)
		st->names = dt_zalloc(sizeof(char *));
	qsort(st->names, st->nnames, sizeof(char *), cmpstr);
	return 0;
}

static void
sys_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	sys_state_t *st = pv->state;

	(void)dtp;
	if (st == NULL)
		return;
	for (int i = 0; i < st->nnames; i++)
		free(st->names[i]);
	free(st->names);
	if (st->exitfd >= 0)
		close(st->exitfd);
	free(st);
	pv->state = NULL;
}

static void
sys_create(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *name, const dt_pdesc_t *pd)
{
	static const char *const pnames[2] = { "entry", "return" };

	for (int r = 0; r < 2; r++) {
		dt_probe_t *p;

		if (pd != NULL && !dt_gmatch(pnames[r], pd->prb))
			continue;
		if (dt_probe_lookup(dtp, "syscall", "vmlinux", name, pnames[r]) != NULL)
			continue;
		p = dt_probe_create(dtp, pv, "vmlinux", name, pnames[r], &sys_kind, r);
		p->nr = sys_nr(name);
	}
}

static int
sys_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	sys_state_t *st = sys_state(dtp);

	/* nothing to look up unless the description can name a syscall probe */
	if (!dt_gmatch("vmlinux", pd->mod) ||
	    (!dt_gmatch("entry", pd->prb) && !dt_gmatch("return", pd->prb)))
		return 0;
	if (sys_load_names(dtp, st) != 0)
		return -1;
	for (int i = 0; i < st->nnames; i++)
		if (dt_gmatch(st->names[i], pd->fun))
			sys_create(dtp, pv, st->names[i], pd);
	return 0;
}

static int
sys_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	sys_state_t *st = sys_state(dtp);

	if (sys_load_names(dtp, st) != 0)
		return -1;
	for (int i = 0; i < st->nnames; i++)
		sys_create(dtp, pv, st->names[i], NULL);
	return 0;
}

/* sysmap[nr * 2 + ret] = val */
static int
sys_map_set(dtrace_hdl_t *dtp, int sysmap, const dt_probe_t *p, int ret, uint32_t val)
{
	uint32_t key = (uint32_t)p->nr * 2 + (uint32_t)ret;

	if (p->nr < 0 || key >= DT_SYSMAP_ENTRIES)
		return dt_set_err(dtp, D_UNKNOWN, "cannot enable syscall::%s:%s: the number of syscall "
		    "%s is not in this dtrace's table (a syscall newer than dtrace)", p->func, p->name,
		    p->func);
	if (bpf_map_update_elem(sysmap, &key, &val, BPF_ANY) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "syscall dispatch map update failed: %s",
		    strerror(errno));
	return 0;
}

/* need[0], need[1]: are sys_enter, sys_exit traced? */
static void
sys_need(dtrace_hdl_t *dtp, int need[2])
{
	need[0] = need[1] = 0;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p == NULL || !p->enabled || p->prov->ops != &dt_prov_syscall)
			continue;
		need[p->pdata] = 1;
	}
}

/*
 * Load the kind's program: with tp_btf, a copy for each of sys_enter (bp->fd)
 * and sys_exit (the state's exitfd) that is traced, typed by its
 * tracepoint's BTF; else one raw tracepoint program for both.
 */
static int
sys_load(dtrace_hdl_t *dtp, struct dt_program *pgp, dt_bprog_t *bp)
{
	sys_state_t *st = sys_state(dtp);
	int need[2];

	(void)pgp;
	if (!sys_tpbtf(dtp))
		return dt_load_bprog_eatype(dtp, bp, 0);
	sys_need(dtp, need);
	for (int r = 0; r < 2; r++) {
		int at[1] = { sys_flags_insn(bp->insns, bp->ninsns) };
		int32_t flags = r ? DT_CK_RETURN : 0;
		dt_ldopts_t o = { .progtype = BPF_PROG_TYPE_TRACING, .eatype = BPF_TRACE_RAW_TP,
		    .attach_btf_id = (uint32_t)st->btfids[r], .name = r ? "dt_sys_exit" : "dt_sys_enter",
		    .what = r ? "syscall:::return" : "syscall:::entry", .npatch = 1,
		    .patch_at = at, .patch_imm = &flags };
		int fd;

		if (!need[r])
			continue;
		if (at[0] < 0)
			return dt_set_err(dtp, D_UNKNOWN, "the syscall program has no flags to set");
		if ((fd = dt_load_bprog(dtp, bp, &o)) < 0)
			return -1;
		if (r == 0) {
			bp->fd = fd;
		} else {
			if (st->exitfd >= 0)
				close(st->exitfd);
			st->exitfd = fd;
		}
	}
	if (bp->fd < 0) {	/* only sys_exit: bp->fd says the program is loaded */
		bp->fd = st->exitfd;
		st->exitfd = dup(bp->fd);
	}
	return 0;
}

static int
sys_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	int need[2], prog_fd = pgp->progs[dt_pkind_index(&sys_kind)].fd;
	int sysmap = pv->state != NULL ? dt_map_fd(dtp, ((sys_state_t *)pv->state)->sysmap) : -1;
	sys_state_t *st = sys_state(dtp);

	if (prog_fd < 0)
		return 0;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p == NULL || !p->enabled || p->prov != pv)
			continue;
		if (sys_map_set(dtp, sysmap, p, (int)p->pdata, p->id | sys_uargs(dtp, p) << 24) != 0)
			return -1;
	}
	sys_need(dtp, need);
	for (int r = 0; r < 2; r++) {
		const char *tp = r ? "sys_exit" : "sys_enter";
		int fd = st->tpbtf == 1 ? (r ? st->exitfd : prog_fd) : prog_fd;

		if (need[r] && dt_raw_tracepoint_attach(dtp, st->tpbtf == 1 ? NULL : tp, fd,
		    DT_COOKIE(0, r ? DT_CK_RETURN : 0)) != 0)
			return dt_set_err(dtp, D_UNKNOWN, "cannot attach the syscall provider to raw "
			    "tracepoint %s: %s", tp, strerror(errno));
	}
	return 0;
}

/*
 * args[]: at entry, the types the tracepoint's format gives the syscall's
 * arguments; at return, the return value (arg0 and arg1, as DTrace has it).
 */
static int
sys_args(dtrace_hdl_t *dtp, const dt_probe_t *p, dt_argdesc_t *args, int max)
{
	char ev[256];

	if (p->pdata == 1) {
		for (int i = 0; i < 2 && i < max; i++)
			dt_argdesc_native(&args[i], i, "long");
		return max < 2 ? max : 2;
	}
	if (dt_tracefs_mount(dtp) != 0)
		return -1;
	snprintf(ev, sizeof(ev), "sys_enter_%s", p->func);
	return dt_tracepoint_args("syscalls", ev, "__syscall_nr", args, max);
}
/*
 * A system call made through the 32-bit compat entry points (an ia32
 * process, int 0x80) carries its i386 number, which the sysmap of x86_64
 * numbers would give another call's name: leave it out, as the kernel's
 * per-call tracepoints do (they ignore compat calls).  The kernel marks
 * such a call with TS_COMPAT in current->thread_info.status (x86's
 * in_ia32_syscall()), from entry until the return to user mode; the
 * task's BTF pointer lets the program load it directly.  Without BTF for
 * the offset the check is left out (the man page says so).
 */
#define DT_X86_TS_COMPAT	0x0002

static void
pro_sys_compat(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int off = dt_kernel_offset(dtp, "struct task_struct", "thread_info.status");

	if (off < 0)
		return;
	emit_c(ir, BPF_CALL_HELPER(BPF_FUNC_get_current_task_btf), "compat (ia32) call? not traced");
	emit(ir, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, off));
	emit(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_1, DT_X86_TS_COMPAT, 1));
	emit(ir, BPF_JMP_A(2));
	emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(ir, BPF_EXIT_INSN());
}

/*
 * Does the syscall prologue copy the tracepoint record (args, the return
 * value)?  Only if a clause reads an argument or errno: the program's
 * argmask and uses_errno are complete, as the clauses are generated before
 * linking.
 */
static int
pro_syscall_rec(const dtrace_hdl_t *dtp)
{
	const struct dt_program *pgp = dtp->prog;

	for (int w = 0; w < (int)(sizeof(pgp->argmask) / sizeof(pgp->argmask[0])); w++)
		if (pgp->argmask[w] != 0)
			return 1;
	return pgp->uses_errno;
}



/* the syscall ABI's argument registers, in order */
static const char *const sys_argregs[6] = { "di", "si", "dx", "r10", "r8", "r9" };

/*
 * Prologue: entry or return (DT_CK_RETURN: patched into each tp_btf copy,
 * else from the cookie; kept at DT_SYS_FLAGS_SLOT), the syscall number
 * (entry: the tracepoint's id argument; return: the registers' orig_ax),
 * the probe id from the dispatch map, a waiting deferred entry
 * (sys_pro_pending), the compat check, and the record: fp-64 the number,
 * fp-56..fp-16 args[0..5] (entry: loaded from the saved registers, or on
 * the plain raw tracepoint read in one checked read into fp-160..) or the
 * return value (the tracepoint's ret argument) at fp-56, then this entry's
 * own deferral (sys_pro_owncheck).  The record is read only if a clause
 * reads an argument or errno.  The code comes twice in a program that
 * defers (pro_defer): "first" is the prologue's own run, which may return;
 * the second ends a firing by r7 = 0 (label out).
 */
static void
sys_pro_id(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	sys_state_t *st = sys_state(dtp);
	int ret = ir_label(ir), have_nr = ir_label(ir), rec = pro_syscall_rec(dtp);
	int orig_ax = dt_kernel_offset(dtp, "struct pt_regs", "orig_ax");
	int regoff[6], lo = 0, hi = 0, btf, defers = sys_defers(dtp) != 0, out = ir_label(ir);
	int first = sys_flags_kept(ir) < 0;

	if (st->sysmap == 0)
		st->sysmap = dt_map_add(dtp, "dt_sysmap", BPF_MAP_TYPE_ARRAY, 4, 4,
		    DT_SYSMAP_ENTRIES, 0);
	for (int i = 0; i < 6; i++) {
		regoff[i] = dt_kernel_offset(dtp, "struct pt_regs", sys_argregs[i]);
		if (i == 0 || regoff[i] < lo)
			lo = regoff[i];
		if (i == 0 || regoff[i] + 8 > hi)
			hi = regoff[i] + 8;
	}
	btf = sys_tpbtf(dtp) && orig_ax >= 0 && lo >= 0;
	if (!first) {
		emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_9, BPF_REG_FP, DT_SYS_FLAGS_SLOT),
		    "entry or return: as the prologue found");
	} else if (btf) {
		emit_c(ir, BPF_MOV64_IMM(BPF_REG_9, DT_SYS_FLAGS_MARK),
		    "entry or return: set in each copy");
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_9, DT_SYS_FLAGS_SLOT));
	} else {
		emit_c(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_6), "entry or return: the cookie");
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie));
		emit(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
		emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_9, 32));
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_9, DT_SYS_FLAGS_SLOT));
	}
	emit_jmp(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 0), ret);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8), "entry: nr = the id argument");
	emit_jmp(ir, BPF_JMP_A(0), have_nr);
	ir_place(ir, ret);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0), "return: nr = regs->orig_ax");
	if (btf) {
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_3, orig_ax));
	} else {
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, orig_ax < 0 ? 120 : orig_ax));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -64));
		emit(ir, BPF_MOV64_IMM(BPF_REG_2, 8));
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -64));
	}
	ir_place(ir, have_nr);
	emit_c(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -64),
	    "probe id = sysmap[nr*2+ret]");
	emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 1));
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, DT_CK_RETURN));
	emit(ir, BPF_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_2));
	emit(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -72));
	emit_ldmap(ir, BPF_REG_1, st->sysmap);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -72));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit(ir, BPF_MOV64_IMM(BPF_REG_7, 0));
	emit(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1));
	emit(ir, BPF_LDX_MEM(BPF_W, BPF_REG_7, BPF_REG_0, 0));
	if (!defers) {
		emit(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, 0, 2));	/* over sys_pro_none's two */
		sys_pro_none(ir, first, out);
	} else {
		/* the entry's DT_CK_UARGS bits are in the value's top byte */
		emit_c(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_7), "uargs bits into the flags");
		emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 24));
		emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0x3f));
		emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, DT_CK_UARG_SHIFT));
		emit(ir, BPF_ALU64_REG(BPF_OR, BPF_REG_9, BPF_REG_1));
		emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_7, 0xffffff));
		sys_pro_pending(dtp, ir, first, out);
	}
	pro_sys_compat(dtp, ir);
	if (!rec) {
		ir_place(ir, out);
		return;
	}
	ret = ir_label(ir);
	have_nr = ir_label(ir);
	emit_jmp_c(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 0), ret,
	    "entry: args[0..5] = the argument registers");
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0));
	if (btf) {
		for (int i = 0; i < 6; i++) {
			emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_3, regoff[i]));
			emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -56 + 8 * i));
		}
	} else {
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, lo));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -160));
		emit(ir, BPF_MOV64_IMM(BPF_REG_2, hi - lo));
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
		for (int i = 0; i < 6; i++) {
			emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -160 + regoff[i] - lo));
			emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -56 + 8 * i));
		}
	}
	emit_jmp(ir, BPF_JMP_A(0), have_nr);
	ir_place(ir, ret);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8), "return: the value");
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -56));
	ir_place(ir, have_nr);
	if (defers)
		sys_pro_owncheck(dtp, ir, first, out);
	ir_place(ir, out);
}

/* entry: args[0..5] from the record; return: arg0 = arg1 = the value, errno */
static void
sys_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int ret = ir_label(ir), done = ir_label(ir);

	if (!pro_syscall_rec(dtp))
		return;		/* nothing reads them */
	emit_jmp_c(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 0), ret, "entry: args[0..5]");
	for (int i = 0; i < 6; i++) {
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -56 + 8 * i));
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8 * i));
	}
	emit_jmp(ir, BPF_JMP_A(0), done);
	ir_place(ir, ret);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -56), "return: arg0 = arg1 = return value");
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8));
	/* errno: -value for a return value in -4095..-1 (a failed call), else 0 */
	emit_c(ir, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 3), "errno");
	emit(ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_1, -4095, 2));
	emit(ir, BPF_NEG64(BPF_REG_1));
	emit(ir, BPF_JMP_A(1));
	emit(ir, BPF_MOV64_IMM(BPF_REG_1, 0));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ERRNO));
	for (int i = 2; i < 6; i++)
		emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGS + 8 * i, 0));
	ir_place(ir, done);
	for (int i = 6; i < 10; i++)
		emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGS + 8 * i, 0));
}

/*
 * Deferred entry firings.  copyinstr(arg1) at syscall::openat:entry reads
 * user memory that the kernel has not paged in yet whenever the program
 * has not touched it itself (a string literal in a page of the binary not
 * read before, say); the tracepoint cannot fault it in, so the copy would
 * fail with "invalid address" although the call succeeds.  By its return
 * the kernel has read that memory.  So an entry probe whose clauses copy
 * in from an argument (dt_clause_t's uargs) first tries one byte of each
 * such non-NULL argument; if one is not readable, its firing is saved in
 * the dt_sysdefer map (args, probe id, timestamp, by thread) and runs, all
 * clauses of it, with the entry's timestamp (pro_defer in dt_provider.h):
 * at the call's return, before the return probe's clauses, when that
 * probe is enabled; else at the thread's next system call, before that
 * call's own probes (the kernel has read the memory by then, and the
 * return need not be traced for this: a raw tracepoint program on
 * sys_exit would cost every system call's return).  Whether one waits
 * costs each call the thread id and an array load (dt_syspend, a count per
 * tid & 4095) before the map is looked up.  A name that may cross into the
 * next page (less than strsize bytes before the end of its own) has that
 * page's first byte tried too.  At a return, an entry saved for another call (its thread
 * never returned from it) is dropped.  Left out: calls that do not return
 * to the same address space (execve, execveat, exit, exit_group,
 * rt_sigreturn), whose entries fault as before.
 */
static unsigned
sys_uargs(dtrace_hdl_t *dtp, const dt_probe_t *p)
{
	static const char *const never[] = { "execve", "execveat", "exit", "exit_group",
	    "rt_sigreturn", NULL };
	const struct dt_program *pgp = dtp->prog;
	unsigned m = 0;

	if (p->pdata != 0 || pgp == NULL)
		return 0;
	for (int i = 0; never[i] != NULL; i++)
		if (strcmp(p->func, never[i]) == 0)
			return 0;
	for (int c = 0; c < pgp->nclauses; c++) {
		const dt_clause_t *cl = pgp->clauses[c];

		for (int j = 0; cl->uargs != 0 && j < cl->nprobes; j++)
			if (cl->probes[j] == p->id)
				m |= cl->uargs;
	}
	return m & 0x3f;
}

/* the union of the enabled entry probes' sys_uargs() */
static unsigned
sys_defers(dtrace_hdl_t *dtp)
{
	unsigned m = 0;

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p != NULL && p->enabled && p->prov->ops == &dt_prov_syscall)
			m |= sys_uargs(dtp, p);
	}
	return m;
}

/* *(u32 *)(fp - 72) = tid */
static void
sys_tid_key(dt_irbuf_t *ir)
{
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	emit(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -72));
}

/* r1 = the dt_sysdefer map, r2 = the tid key at fp - 72 */
static void
sys_defer_args(dt_irbuf_t *ir, int map)
{
	emit_ldmap(ir, BPF_REG_1, map);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -72));
}

static void
sys_leave(dt_irbuf_t *ir)
{
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_BUSY, 0));
	emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(ir, BPF_EXIT_INSN());
}

/* the deferral maps, made on first use */
static void
sys_defer_maps(dtrace_hdl_t *dtp, sys_state_t *st)
{
	if (st->defermap == 0)
		st->defermap = dt_map_add(dtp, "dt_sysdefer", BPF_MAP_TYPE_LRU_HASH, 4, 64,
		    DT_SYSDEFER_ENTRIES, 0);
	if (st->pendmap == 0)
		st->pendmap = dt_map_add(dtp, "dt_syspend", BPF_MAP_TYPE_ARRAY, 4, 8,
		    DT_SYSPEND_SLOTS, 0);
}

/*
 * r0 = &dt_syspend[tid & (DT_SYSPEND_SLOTS - 1)] for the tid key at fp - 72
 * (an array lookup the verifier makes inline), or goto label none
 */
static void
sys_pend_slot(dt_irbuf_t *ir, int map, int none)
{
	emit(ir, BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_FP, -72));
	emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, DT_SYSPEND_SLOTS - 1));
	emit(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_1, -96));
	emit_ldmap(ir, BPF_REG_1, map);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -96));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), none);
}

/* dt_syspend[tid & ...] += d (the tid key at fp - 72) */
static void
sys_pend_add(dt_irbuf_t *ir, int map, int d)
{
	int none = ir_label(ir);

	sys_pend_slot(ir, map, none);
	emit(ir, BPF_MOV64_IMM(BPF_REG_1, d));
	emit(ir, DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, BPF_REG_0, BPF_REG_1, 0, BPF_ADD));
	ir_place(ir, none);
}

/*
 * End this firing in pro_id: before the prologue's scratch is taken (its
 * first run), return; in its run after a deferred firing, r7 = 0 and on
 * to label out, where the prologue ends the firing (not busy any more).
 */
static void
sys_pro_none(dt_irbuf_t *ir, int first, int out)
{
	if (first) {
		emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
		emit(ir, BPF_EXIT_INSN());
	} else {
		emit(ir, BPF_MOV64_IMM(BPF_REG_7, 0));
		emit_jmp(ir, BPF_JMP_A(0), out);
	}
}

/*
 * pro_id, in a program whose entry probes may defer (sys_defers): does a
 * deferred entry of this thread wait?  A counter per tid & (slots - 1)
 * (dt_syspend) says whether one may, with an array load; only then is
 * dt_sysdefer looked up.  If one does, r9 gets DT_SYS_PENDING and the
 * firing goes on even without a probe of its own (r7 = 0): pro_defer runs
 * the waiting one first.  Else a call without a probe of its own ends.
 * The tid key is left at fp - 72.
 */
static void
sys_pro_pending(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int first, int out)
{
	sys_state_t *st = sys_state(dtp);
	int nopend = ir_label(ir), done = ir_label(ir);

	sys_defer_maps(dtp, st);
	ir_note(ir, "a deferred entry of this thread waits?");
	sys_tid_key(ir);
	sys_pend_slot(ir, st->pendmap, nopend);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), nopend);
	sys_defer_args(ir, st->defermap);
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), nopend);
	emit(ir, BPF_ALU64_IMM(BPF_OR, BPF_REG_9, DT_SYS_PENDING));
	emit_jmp(ir, BPF_JMP_A(0), done);
	ir_place(ir, nopend);
	emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, 0, 0), done);
	sys_pro_none(ir, first, out);
	ir_place(ir, done);
}

/*
 * pro_id, at the end, in a program whose entry probes may defer: an entry
 * (r9 has its DT_CK_UARGS bits; args in fp-56..fp-16) whose clauses copy
 * in from an argument tries the first byte of each such argument that is
 * not NULL (and of the next page when the string may reach it); one not
 * readable saves the firing in dt_sysdefer (args, probe id and number,
 * timestamp) for the thread's next system call (or this one's return,
 * when its return probe is enabled), counts it in dt_syspend, and ends
 * it.  Skipped while a deferred entry waits: pro_defer runs that one
 * first, and then pro_id again.
 */
static void
sys_pro_owncheck(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int first, int out)
{
	sys_state_t *st = sys_state(dtp);
	unsigned all = sys_defers(dtp);
	int save = ir_label(ir), done = ir_label(ir);

	emit_jmp_c(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 0), done,
	    "entry: user memory it copies in paged in? else defer it");
	emit_jmp(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_SYS_PENDING, 0), done);
	for (int i = 0; i < 6; i++) {
		int next = ir_label(ir);

		if (!(all & (1u << i)))
			continue;
		emit(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_UARGS(1u << i), 1));
		emit_jmp(ir, BPF_JMP_A(0), next);
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, -56 + 8 * i));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), next);
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_3, -104));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -112));
		emit(ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_0, 0, 0), save);
		/* less than strsize bytes before the page ends: the next page's first too */
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_FP, -104));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_3));
		emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 4095));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JLE, BPF_REG_1, 4096 - dtp->strlim, 0), next);
		emit(ir, BPF_ALU64_IMM(BPF_OR, BPF_REG_3, 4095));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, 1));
		emit(ir, BPF_MOV64_REG(BPF_REG_1, BPF_REG_FP));
		emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -112));
		emit(ir, BPF_MOV64_IMM(BPF_REG_2, 1));
		emit(ir, BPF_CALL_HELPER(BPF_FUNC_probe_read_user));
		emit_jmp(ir, BPF_JMP_IMM(BPF_JSLT, BPF_REG_0, 0, 0), save);
		ir_place(ir, next);
	}
	emit_jmp(ir, BPF_JMP_A(0), done);

	/* the saved firing, at fp-248: args[0..5], id | nr << 32, timestamp */
	ir_place(ir, save);
	for (int i = 0; i < 6; i++) {
		emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -56 + 8 * i),
		    i == 0 ? "not paged in: dt_sysdefer[tid] = args, id | nr << 32, timestamp" : NULL);
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -248 + 8 * i));
	}
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_FP, -64));
	emit(ir, BPF_ALU64_IMM(BPF_LSH, BPF_REG_1, 32));
	emit(ir, BPF_ALU64_REG(BPF_OR, BPF_REG_1, BPF_REG_7));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_1, -200));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, -192));
	sys_tid_key(ir);
	sys_defer_args(ir, st->defermap);
	emit(ir, BPF_MOV64_REG(BPF_REG_3, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, -248));
	emit(ir, BPF_MOV64_IMM(BPF_REG_4, BPF_ANY));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	sys_pend_add(ir, st->pendmap, 1);
	sys_pro_none(ir, first, out);
	ir_place(ir, done);
}

/*
 * End of the prologue, in a program whose entry probes may defer: a
 * deferred entry of this thread that waits (DT_SYS_PENDING) runs first
 * (label defer), with its arguments, probe id and timestamp, and leaves
 * dt_sysdefer; at a return, one saved for another call (its thread never
 * returned from it) is dropped instead.  Then, without a probe of its own
 * (r7 = 0), the firing ends.
 */
static int
sys_pro_defer(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int defer)
{
	sys_state_t *st = sys_state(dtp);
	int gone = ir_label(ir), done = ir_label(ir), stale = ir_label(ir), run = ir_label(ir);

	if (sys_defers(dtp) == 0)
		return 0;
	sys_defer_maps(dtp, st);
	emit_jmp_c(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_SYS_PENDING, 1), run,
	    "a deferred entry waits: it fires first");
	emit_jmp(ir, BPF_JMP_A(0), done);
	ir_place(ir, run);
	sys_tid_key(ir);
	sys_defer_args(ir, st->defermap);
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), gone);
	/* at a return: of another call (the thread did not return from it)? */
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 48));
	emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_1, 32));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_FP, -64));
	emit(ir, BPF_MOV32_REG(BPF_REG_2, BPF_REG_2));
	emit(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_RETURN, 1));
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_1));	/* entry: any call's */
	emit_jmp(ir, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 0), stale);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_7, BPF_REG_0, 48));
	emit(ir, BPF_MOV32_REG(BPF_REG_7, BPF_REG_7));
	for (int i = 0; i < 6; i++) {
		emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 8 * i));
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8 * i));
	}
	for (int i = 6; i < 10; i++)
		emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGS + 8 * i, 0));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 56));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_TS));
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_7, DT_MS_PROBE));
	emit(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ERRNO, 0));
	sys_defer_args(ir, st->defermap);
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
	sys_pend_add(ir, st->pendmap, -1);
	emit_jmp_c(ir, BPF_JMP_A(0), defer, "its clauses, then this firing's");
	ir_place(ir, stale);
	sys_defer_args(ir, st->defermap);
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
	sys_pend_add(ir, st->pendmap, -1);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_7, BPF_REG_8, DT_MS_PROBE));
	ir_place(ir, gone);
	emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, 0, 0), done);
	sys_leave(ir);
	ir_place(ir, done);
	return 1;
}

/* stackdepth, caller: the per-call and raw tracepoints' perf path */
static const char *const sys_funcs[] = {
	"syscall_trace_enter", "syscall_exit_work", "__traceiter_sys_enter",
	"__traceiter_sys_exit", "__bpf_trace_sys_enter", "__bpf_trace_sys_exit", "bpf_trace_run2",
	NULL
};

static const dt_progkind_t sys_kind = {
	.name = "syscall",
	.heading = "syscall",
	.progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.pro_id = sys_pro_id,
	.pro_args = sys_pro_args,
	.pro_defer = sys_pro_defer,
	.load = sys_load,
	.tracer_funcs = sys_funcs,
	.tracer_modules = 1,
};

static const dt_progkind_t *const sys_kinds[] = { &sys_kind, NULL };
/* stack(): the raw tracepoints' path */
static const char *const sys_frames[] = { "__bpf_trace_", "bpf_trace_run", "__traceiter_",
    "syscall_trace_enter", "syscall_exit_work", NULL };


const dt_provops_t dt_prov_syscall = {
	.name = "syscall",
	.attr_desc = "Evolving/Evolving/Common",
	.attr_args = "Evolving/Evolving/Common",
	.kinds = sys_kinds,
	.tracer_frames = sys_frames,
	.provide = sys_provide,
	.provide_all = sys_provide_all,
	.args = sys_args,
	.attach = sys_attach,
	.fini = sys_fini,
};
