/*
 * dt_prov_dtrace.c: the dtrace provider: BEGIN, END and ERROR.
 *
 * These probes have fixed ids 1, 2, 3.  They are not attached anywhere:
 * the consumer fires them (dtrace_fire) by running their program with
 * BPF_PROG_TEST_RUN (BEGIN before any other probe is attached, END after
 * every other probe is detached), so their output is first and last.  The
 * context of that run is the probe id, then arg0..arg9.  ERROR runs inside
 * other programs: a fault calls the ERROR dispatcher (dt_link.c).
 *
 * Their program keeps running after exit() (always_on): END must.  Its
 * frames on a kernel stack are the test-run path's and our own program's.
 */
#define _GNU_SOURCE	/* sched_setaffinity */
#include <errno.h>
#include <sched.h>
#include <string.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_providers.h"

extern const dt_provops_t dt_prov_dtrace;
static const dt_progkind_t dtrace_kind;

static int
dtrace_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	(void)pd;
	if (dtp->nprobes > DT_ID_ERROR)
		return 0;
	dt_probe_create(dtp, pv, "", "", "BEGIN", &dtrace_kind, 0);
	dt_probe_create(dtp, pv, "", "", "END", &dtrace_kind, 0);
	dt_probe_create(dtp, pv, "", "", "ERROR", &dtrace_kind, 0);
	return 0;
}

static int
dtrace_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	return dtrace_provide(dtp, pv, NULL);
}

/* the probe id and arguments are the test run's context */
static void
dtrace_pro_id(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	(void)dtp;
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_7, BPF_REG_6, 0), "probe id = ctx[0]");
	emit(ir, BPF_MOV64_IMM(BPF_REG_9, 0));
}

static void
dtrace_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	(void)dtp;
	for (int i = 0; i < 10; i++) {
		emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 8 * (i + 1)),
		    i == 0 ? "args from ctx[1..10]" : NULL);
		emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8 * i));
	}
}

/*
 * Fire BEGIN or END by running the program, in the calling thread (pid,
 * execname and the rest are dtrace's own).  Under -x cpu the thread runs on
 * that CPU for the firing and then gets its own CPU set back: the kernel's
 * "run on CPU n" test-run flag would run the program in an interrupt of
 * whatever task is on that CPU.
 */
static int
dtrace_fire(dtrace_hdl_t *dtp, dt_provider_t *pv, dt_probe_t *p)
{
	dt_bprog_t *bp = &dtp->prog->progs[p->kind];
	uint64_t ctx[11] = { p->id };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = ctx, .ctx_size_in = sizeof(ctx));
	cpu_set_t old, one;
	int r, err;

	(void)pv;
	if (bp->fd < 0 || !p->enabled)
		return 0;
	if (dtp->cpu >= 0) {
		CPU_ZERO(&one);
		CPU_SET(dtp->cpu, &one);
		if (sched_getaffinity(0, sizeof(old), &old) != 0 ||
		    sched_setaffinity(0, sizeof(one), &one) != 0)
			return dt_set_err(dtp, D_UNKNOWN, "cannot trace CPU %d: %s", dtp->cpu,
			    strerror(errno));
	}
	r = bpf_prog_test_run_opts(bp->fd, &opts);
	err = errno;
	if (dtp->cpu >= 0)
		(void)sched_setaffinity(0, sizeof(old), &old);
	if (r != 0)
		return dt_set_err(dtp, D_UNKNOWN, "failed to fire %s: %s", p->name, strerror(err));
	return 0;
}

static const char *const dtrace_funcs[] = { "__bpf_prog_test_run_raw_tp",
    "bpf_prog_test_run_raw_tp", NULL };

static const dt_progkind_t dtrace_kind = {
	.name = "dtrace",
	.heading = "dtrace",
	.progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.always_on = 1,
	.pro_id = dtrace_pro_id,
	.pro_args = dtrace_pro_args,
	.tracer_funcs = dtrace_funcs,
	.tracer_modules = 1,
};

static const dt_progkind_t *const dtrace_kinds[] = { &dtrace_kind, NULL };
static const char *const dtrace_frames[] = { "__bpf_prog_test_run", "bpf_prog_test_run", NULL };

const dt_provops_t dt_prov_dtrace = {
	.name = "dtrace",
	.attr_desc = "Stable/Stable/Common",
	.attr_args = "Stable/Stable/Common",
	.kinds = dtrace_kinds,
	.tracer_frames = dtrace_frames,
	.provide = dtrace_provide,
	.provide_all = dtrace_provide_all,
	.fire = dtrace_fire,
};
