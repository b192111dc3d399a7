/*
 * dt_prov_profile.c: the profile provider: profile-N and tick-N.
 *
 * profile-N fires on every CPU, tick-N on one, at the rate N (a frequency
 * with no suffix or "hz", or a period with ns/nsec/us/usec/ms/msec/s/sec/
 * m/min/h/hour/d/day).  Probes are created on demand from their name; a
 * glob also lists DTrace's customary set.  Each is a perf software
 * cpu-clock event with the BPF program attached and the probe id in the
 * cookie; arg0 is the kernel PC (0 in user mode), arg1 the user PC (0 in
 * the kernel).
 *
 * tick-N fires on one CPU at a time, but on whichever is first past its
 * deadline: its event is opened on every CPU (cookie flag DT_CK_TICK) and
 * the prologue lets only the first CPU past the deadline in the dt_ticks
 * map fire (dt_link.c, pro_tick).  Tied to one CPU it came late whenever
 * that CPU was running another BPF program at the timer's expiry (the
 * kernel skips the program) or idle (an idle vCPU may not run the timer).
 * Periods of 10 ms and more are also sampled four times per period, so a
 * skipped expiry delays the tick by a quarter period, not a whole one: a
 * tick comes at most a quarter period late, or an eighth early (the slack
 * that lets another CPU's sample take over).
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
#include "dt_probe_flags.h"

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
prof_create(dtrace_hdl_t *dtp, const char *name)
{
	int tick;
	uint64_t ns = prof_period(name, &tick);

	if (ns == 0)
		return;
	dt_probe_create(dtp, &dt_prov_profile, "", "", name, DT_PK_PROFILE, ns);
}

static int
prof_provide_all(dtrace_hdl_t *dtp)
{
	static const char *const std[] = {
		"profile-97", "profile-199", "profile-499", "profile-997", "profile-1999",
		"profile-4001", "profile-4999", "tick-1", "tick-10", "tick-100", "tick-500",
		"tick-1000", "tick-5000",
	};

	for (size_t i = 0; i < sizeof(std) / sizeof(std[0]); i++)
		prof_create(dtp, std[i]);
	return 0;
}

static int
prof_provide(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	if (!dt_gmatch("", pd->mod) || !dt_gmatch("", pd->fun))
		return 0;
	if (strpbrk(pd->prb, "*?[") == NULL && pd->prb[0] != '\0') {
		prof_create(dtp, pd->prb);
		return 0;
	}
	return prof_provide_all(dtp);
}

/* are tick-N probes enabled? */
int
dt_profile_ticks(dtrace_hdl_t *dtp)
{
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		if (p != NULL && p->enabled && p->prov == &dt_prov_profile &&
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
prof_attach(dtrace_hdl_t *dtp, int prog_fd)
{
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];
		int tick;

		if (p == NULL || !p->enabled || p->prov != &dt_prov_profile)
			continue;
		prof_period(p->name, &tick);
		if (!tick && p->pdata < DT_PROFILE_MIN_NS)
			return dt_set_err(dtp, D_UNKNOWN, "%s: rate is too high (at most 5000 Hz)", p->name);
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

			if (dtp->fd_ticks < 0 ||
			    bpf_map_update_elem(dtp->fd_ticks, &p->id, dl, BPF_ANY) != 0)
				return dt_set_err(dtp, D_UNKNOWN, "%s: tick map update failed", p->name);
		}
		for (int c = 0; c < dtp->ncpus; c++)
			if (prof_open(dtp, p, c, prog_fd, tick ? DT_CK_TICK : 0, sample) < 0)
				return -1;
	}
	return 0;
}

const dt_provider_t dt_prov_profile = {
	.name = "profile",
	.kind = DT_PK_PROFILE,
	.provide = prof_provide,
	.attach = prof_attach,
	.provide_all = prof_provide_all,
};
