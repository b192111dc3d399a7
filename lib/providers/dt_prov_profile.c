/*
 * dt_prov_profile.c: the profile provider: profile-N and tick-N.
 *
 * profile-N fires on every CPU, tick-N on one, at the rate N (a frequency
 * with no suffix or "hz", or a period with ns/nsec/us/usec/ms/msec/s/sec/
 * m/min/h/hour/d/day).  Probes are created on demand from their name; a
 * glob also lists DTrace's customary set.  A period under 200 us (5000 Hz,
 * DTrace's profile_interval_min) makes no probe, for tick-N as for
 * profile-N, so such a description matches nothing (D_PDESC_ZERO).  Each is a perf software
 * cpu-clock event with the BPF program attached and the probe id in the
 * cookie; arg0 is the kernel PC (0 in user mode), arg1 the user PC (0 in
 * the kernel).
 *
 * tick-N fires on one CPU at a time, but on whichever is first past its
 * deadline: its event is opened on every CPU (cookie flag DT_CK_TICK) and
 * the prologue lets only the first CPU past the deadline in the dt_ticks
 * map fire (prof_pro_tick below).  Tied to one CPU it came late whenever
 * that CPU was running another BPF program at the timer's expiry (the
 * kernel skips the program) or idle (an idle vCPU may not run the timer).
 * Periods of 10 ms and more are also sampled four times per period, so a
 * skipped expiry delays the tick by a quarter period, not a whole one: a
 * tick comes at most a quarter period late, or an eighth early (the slack
 * that lets another CPU's sample take over).
 *
 * Its program (kind "profile", perf event programs): the probe id from
 * the cookie; arg0 and arg1 from the interrupted registers.  The handle's
 * state is the id of the dt_ticks map, made when tick-N probes are enabled.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_back.h"
#include "dt_providers.h"

extern const dt_provops_t dt_prov_profile;
static const dt_progkind_t prof_kind;

typedef struct prof_state {
	int ticks;		/* the dt_ticks map's id, 0 if none */
} prof_state_t;

static prof_state_t *
prof_state(dtrace_hdl_t *dtp)
{
	return dt_provider_state(dtp, &dt_prov_profile, sizeof(prof_state_t));
}

static void
prof_fini(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	(void)dtp;
	free(pv->state);
	pv->state = NULL;
}

#define DT_PROFILE_MIN_NS	200000	/* 5000 Hz, as DTrace's profile_interval_min */

static const struct { const char *sfx; uint64_t mult; } dt_units[] = {
	{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
	{ "ms", 1000000 }, { "msec", 1000000 }, { "s", 1000000000ULL },
	{ "sec", 1000000000ULL }, { "m", 60000000000ULL }, { "min", 60000000000ULL },
	{ "h", 3600000000000ULL }, { "hour", 3600000000000ULL },
	{ "d", 86400000000000ULL }, { "day", 86400000000000ULL },
};

/* "tick-10ms" -> period in ns, 0 if not a valid name */
static uint64_t
prof_period(const char *name, int *tick)
{
	const char *p;
	char *end;
	unsigned long long v;

	if (strncmp(name, "tick-", 5) == 0)
		*tick = 1, p = name + 5;
	else if (strncmp(name, "profile-", 8) == 0)
		*tick = 0, p = name + 8;
	else
		return 0;
	if (!isdigit((unsigned char)*p))
		return 0;
	errno = 0;
	v = strtoull(p, &end, 10);
	if (errno != 0 || v == 0)
		return 0;
	if (*end == '\0' || strcmp(end, "hz") == 0)
		return 1000000000ULL / v;
	for (size_t i = 0; i < sizeof(dt_units) / sizeof(dt_units[0]); i++)
		if (strcmp(end, dt_units[i].sfx) == 0)
			return v * dt_units[i].mult;
	return 0;
}

static void
prof_create(dtrace_hdl_t *dtp, dt_provider_t *pv, const char *name)
{
	int tick;
	uint64_t ns = prof_period(name, &tick);

	if (ns < DT_PROFILE_MIN_NS)
		return;	/* no rate, or one that cannot fire: no such probe, as in DTrace */
	dt_probe_create(dtp, pv, "", "", name, &prof_kind, ns);
}

static int
prof_provide_all(dtrace_hdl_t *dtp, dt_provider_t *pv)
{
	static const char *const std[] = {
		"profile-97", "profile-199", "profile-499", "profile-997", "profile-1999",
		"profile-4001", "profile-4999", "tick-1", "tick-10", "tick-100", "tick-500",
		"tick-1000", "tick-5000",
	};

	for (size_t i = 0; i < sizeof(std) / sizeof(std[0]); i++)
		prof_create(dtp, pv, std[i]);
	return 0;
}

static int
prof_provide(dtrace_hdl_t *dtp, dt_provider_t *pv, const dt_pdesc_t *pd)
{
	if (!dt_gmatch("", pd->mod) || !dt_gmatch("", pd->fun))
		return 0;
	if (strpbrk(pd->prb, "*?[") == NULL && pd->prb[0] != '\0') {
		prof_create(dtp, pv, pd->prb);
		return 0;
	}
	return prof_provide_all(dtp, pv);
}

/* are tick-N probes enabled? */
static int
prof_ticks(dtrace_hdl_t *dtp)
{
	dt_provider_t *pv = dt_provider_of(dtp, &dt_prov_profile);

	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p != NULL && p->enabled && p->prov == pv &&
		    strncmp(p->name, "tick-", 5) == 0)
			return 1;
	}
	return 0;
}

#define DT_TICK_SUBSAMPLE_NS	10000000	/* sample ticks of 10 ms and more 4 times */

static int
prof_open(dtrace_hdl_t *dtp, dt_probe_t *p, int cpu, int prog_fd, uint32_t flags,
    uint64_t sample)
{
	struct perf_event_attr attr = {
		.type = PERF_TYPE_SOFTWARE,
		.size = sizeof(attr),
		.config = PERF_COUNT_SW_CPU_CLOCK,
		.sample_period = sample,
	};
	LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = DT_COOKIE(p->id, flags));
	int pfd, lfd;

	pfd = syscall(__NR_perf_event_open, &attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);
	if (pfd < 0) {
		if (errno == ENODEV || errno == EINVAL)
			return 1;	/* offline CPU */
		return dt_set_err(dtp, D_UNKNOWN, "perf_event_open for %s: %s", p->name, strerror(errno));
	}
	lfd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &opts);
	if (lfd < 0) {
		int err = errno;

		close(pfd);
		return dt_set_err(dtp, D_UNKNOWN, "attaching %s: %s", p->name, strerror(err));
	}
	dt_add_attach_fd(dtp, lfd);
	dt_add_attach_fd(dtp, pfd);
	return 0;
}

static int
prof_attach(dtrace_hdl_t *dtp, dt_provider_t *pv, struct dt_program *pgp)
{
	int prog_fd = pgp->progs[dt_pkind_index(&prof_kind)].fd;
	int ticks = pv->state != NULL ? dt_map_fd(dtp, ((prof_state_t *)pv->state)->ticks) : -1;

	if (prog_fd < 0)
		return 0;
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		int tick;

		if (p == NULL || !p->enabled || p->prov != pv)
			continue;
		prof_period(p->name, &tick);
		uint64_t sample = p->pdata;

		if (tick) {
			uint64_t dl[3] = { 0, p->pdata, p->pdata / 8 };	/* deadline, period, slack */

			struct timespec ts;

			if (p->pdata >= DT_TICK_SUBSAMPLE_NS) {
				sample = p->pdata / 4;
				dl[2] = sample / 2;
			}
			/* the first firing one period from now (bpf_ktime_get_ns' clock) */
			clock_gettime(CLOCK_MONOTONIC, &ts);
			dl[0] = ts.tv_sec * 1000000000ULL + ts.tv_nsec + dl[1] - dl[2];

			if (ticks < 0 || bpf_map_update_elem(ticks, &p->id, dl, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "%s: tick map update failed", p->name);
		}
		for (int c = 0; c < dtp->ncpus; c++)
			if (prof_open(dtp, p, c, prog_fd, tick ? DT_CK_TICK : 0, sample) < 0)
				return -1;
	}
	return 0;
}

/*
 * tick-N fires on one CPU at a time, but its timer runs on every CPU: a
 * CPU's timer firing is lost while another BPF program runs there (the
 * kernel skips the program, uncounted; or it interrupts one of ours, a raw
 * tracepoint's, and leaves: the busy check below), and an idle vCPU may not run its
 * timer at all (docs/ARCHITECTURE.md, Kernel facts), so a tick tied to one CPU comes late when
 * that CPU is busy with traced work.  The first CPU past the probe's
 * deadline (dt_ticks map: deadline, period, slack) moves it on to now +
 * period - slack with a compare-and-exchange and fires; the others return.
 * r0 holds the cookie.
 */
static void
prof_pro_tick(dtrace_hdl_t *dtp, dt_irbuf_t *ir, int have_id)
{
	int out = ir_label(ir), fire = ir_label(ir);
	prof_state_t *st = prof_state(dtp);

	if (st->ticks == 0)
		st->ticks = dt_map_add(dtp, "dt_ticks", BPF_MAP_TYPE_ARRAY, 4, 24, dtp->nprobes + 1, 0);
	emit_c(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0), "tick-N: this CPU first past the deadline?");
	emit(ir, BPF_ALU64_IMM(BPF_RSH, BPF_REG_9, 32));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JSET, BPF_REG_9, DT_CK_TICK, 0), fire);
	emit_jmp(ir, BPF_JMP_A(0), have_id);
	ir_place(ir, fire);
	/* a program of ours runs on this CPU (this timer interrupted it): leave
	 * the tick to another CPU or to this one's next sample, not claimed and
	 * then dropped by the re-entry guard */
	emit_c(ir, BPF_ST_MEM(BPF_W, BPF_REG_FP, -16, 0), "this CPU busy in a probe? not it");
	emit_ldmap(ir, BPF_REG_1, DT_MAP_SCRATCH);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, DT_MS_BUSY));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), out);
	emit(ir, BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_7, -16));
	emit_ldmap(ir, BPF_REG_1, st->ticks);
	emit(ir, BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP));
	emit(ir, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), out);
	emit(ir, BPF_MOV64_REG(BPF_REG_9, BPF_REG_0));
	emit(ir, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_9, 0));
	emit_jmp(ir, BPF_JMP_REG(BPF_JLT, BPF_REG_0, BPF_REG_1, 0), out);
	emit_c(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_9, 8), "deadline = now + period - slack");
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, 16));
	emit(ir, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_3));
	emit(ir, BPF_ALU64_REG(BPF_ADD, BPF_REG_2, BPF_REG_0));
	emit(ir, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
	/* lock cmpxchg: if *(u64 *)r9 == r0 then it = r2; r0 = the old value */
	emit_c(ir, DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, BPF_REG_9, BPF_REG_2, 0, BPF_CMPXCHG),
	    "unless another CPU moved it first");
	emit_jmp(ir, BPF_JMP_REG(BPF_JEQ, BPF_REG_0, BPF_REG_1, 0), have_id);
	ir_place(ir, out);
	emit(ir, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(ir, BPF_EXIT_INSN());
}


/* the probe id from the cookie; tick-N: only the first CPU past the deadline */
static void
prof_pro_id(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int have_id = ir_label(ir);

	emit_c(ir, BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie), "probe id = cookie");
	emit(ir, BPF_MOV32_REG(BPF_REG_7, BPF_REG_0));
	if (prof_ticks(dtp))
		prof_pro_tick(dtp, ir, have_id);
	ir_place(ir, have_id);
	emit(ir, BPF_MOV64_IMM(BPF_REG_9, 0));
}

/* bpf_perf_event_data: regs first; arg0 = kernel pc, arg1 = user pc */
static void
prof_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	int user = ir_label(ir), done = ir_label(ir);

	(void)dtp;
	for (int i = 0; i < 10; i++)
		emit_c(ir, BPF_ST_MEM(BPF_DW, BPF_REG_8, DT_MS_ARGS + 8 * i, 0),
		    i == 0 ? "arg0 = kernel pc, arg1 = user pc" : NULL);
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_6, 16 * 8));	/* ip */
	emit(ir, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_6, 17 * 8));	/* cs */
	emit(ir, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 3));
	emit_jmp(ir, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 3, 0), user);
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS));
	emit_jmp(ir, BPF_JMP_A(0), done);
	ir_place(ir, user);
	emit(ir, BPF_STX_MEM(BPF_DW, BPF_REG_8, BPF_REG_1, DT_MS_ARGS + 8));
	ir_place(ir, done);
}

static const dt_progkind_t prof_kind = {
	.name = "profile",
	.heading = "profile",
	.progtype = BPF_PROG_TYPE_PERF_EVENT,
	.pro_id = prof_pro_id,
	.pro_args = prof_pro_args,
};

static const dt_progkind_t *const prof_kinds[] = { &prof_kind, NULL };
/* stack(): the perf overflow path to the program */
static const char *const prof_frames[] = { "bpf_overflow_handler", "__perf_event_overflow",
    "perf_swevent_", NULL };

const dt_provops_t dt_prov_profile = {
	.name = "profile",
	.attr_desc = "Evolving/Evolving/Common",
	.attr_args = "Evolving/Evolving/Common",
	.kinds = prof_kinds,
	.tracer_frames = prof_frames,
	.provide = prof_provide,
	.provide_all = prof_provide_all,
	.attach = prof_attach,
	.fini = prof_fini,
};
