/*
 * dt_report.c: faults, drops and diagnostics, to the consumer's handlers.
 *
 * The library writes nothing of its own to stdout or stderr: what it has
 * to tell while tracing goes to the handlers the consumer installed
 * (dtrace.h), as data with the message dtrace(1) prints.  Faults (error
 * records of the programs, and the consumer's own actions that failed)
 * and drops without a handler make the call consuming fail: the first
 * sets the handle's error and dtp->aborted, which dt_consume_poll() and
 * dt_drops_report() turn into their failure.  Diagnostics without a
 * handler are dropped (dt_diag() is in lib/dt_error.c, below the loader
 * that sends them).
 *
 * Drops: every counter the programs keep in the per-CPU scratch map
 * (DT_MS_*) and the kernel's recursion misses of our programs are read
 * after each dtrace_work() and at the end of dtrace_stop(); the growth of
 * each since the last report is one drop report, in a fixed order (as the
 * messages of dtrace(1) come out), so that the absence of a report means
 * the data is sound.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>
#include "dt_impl.h"
#include "dt_back.h"
#include "dt_runtime.h"

int
dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_handle_err_f *fn, void *arg)
{
	dtp->errhdlr = fn;
	dtp->errarg = arg;
	return 0;
}

int
dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_handle_drop_f *fn, void *arg)
{
	dtp->drophdlr = fn;
	dtp->droparg = arg;
	return 0;
}

int
dtrace_handle_diag(dtrace_hdl_t *dtp, dtrace_handle_diag_f *fn, void *arg)
{
	dtp->diaghdlr = fn;
	dtp->diagarg = arg;
	return 0;
}

int
dtrace_handle_dump(dtrace_hdl_t *dtp, dtrace_handle_dump_f *fn, void *arg)
{
	dtp->dumphdlr = fn;
	dtp->dumparg = arg;
	return 0;
}

/* no handler: the call consuming fails with the first such message */
static void
dt_abort(dtrace_hdl_t *dtp, const char *why, const char *msg)
{
	if (!dtp->aborted)
		dt_set_err(dtp, D_UNKNOWN, "Abort due to %s: %s", why, msg);
	dtp->aborted = 1;
}

void
dt_fault(dtrace_hdl_t *dtp, dtrace_errdata_t *ed, const char *fmt, ...)
{
	char msg[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	ed->msg = msg;
	if (ed->epid != 0 && dtp->out != NULL)
		fflush(dtp->out);	/* the records before it come first */
	if (dtp->errhdlr != NULL)
		dtp->errhdlr(dtp, ed, dtp->errarg);
	else
		dt_abort(dtp, "error", msg);
	ed->msg = NULL;		/* msg lives only during the call */
}

void
dt_output_fault(dtrace_hdl_t *dtp, const char *action)
{
	dtrace_errdata_t ed = { DTRACE_FAULT_LIBRARY };

	dt_fault(dtp, &ed, "%s( ) failed: %s", action, strerror(errno));
}

void
dt_fault_enabling(dtrace_hdl_t *dtp, dtrace_errdata_t *ed, const char *detail)
{
	dt_probe_t *p = ed->probe < dtp->nprobes ? dtp->probes[ed->probe] : NULL;

	dt_fault(dtp, ed, "error on enabled probe ID %u (ID %u: %s:%s:%s:%s): %s", ed->epid,
	    ed->probe, p ? p->prov->name : "?", p ? p->mod : "", p ? p->func : "",
	    p ? p->name : "?", detail);
}

void
dt_drop(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, int cpu, uint64_t n, const char *fmt, ...)
{
	static const char *const tags[] = {
		[DTRACE_DROP_PRINCIPAL] = "PRINCIPAL", [DTRACE_DROP_AGGREGATION] = "AGGREGATION",
		[DTRACE_DROP_REENTER] = "REENTER", [DTRACE_DROP_RECURSION] = "RECURSION",
		[DTRACE_DROP_DYNAMIC] = "DYNAMIC", [DTRACE_DROP_DBLERROR] = "DBLERROR",
		[DTRACE_DROP_SPEC] = "SPEC", [DTRACE_DROP_SPECBUSY] = "SPECBUSY",
		[DTRACE_DROP_SPECUNAVAIL] = "SPECUNAVAIL",
	};
	dtrace_dropdata_t dd = { kind, cpu, n, NULL };
	char msg[512];
	int off = 0;
	va_list ap;

	if (dtp->droptags)	/* -x droptags: the kind's tag first, as DTrace has it */
		off = snprintf(msg, sizeof(msg), "[DTRACEDROP_%s] ", tags[kind]);
	va_start(ap, fmt);
	vsnprintf(msg + off, sizeof(msg) - off, fmt, ap);
	va_end(ap);
	dd.msg = msg;
	if (dtp->drophdlr != NULL)
		dtp->drophdlr(dtp, &dd, dtp->droparg);
	else
		dt_abort(dtp, "drop", msg);
}

/* "N what" of a CPU's counter, N since the last report */
static void
dt_report(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, uint64_t n, const char *what,
    const char *whats, int cpu)
{
	if (n == 0)
		return;
	dt_drop(dtp, kind, cpu, n, "%llu %s on CPU %d", (unsigned long long)n,
	    n == 1 ? what : whats, cpu);
}

/* the sum over the CPUs of the u64 counter at off of each CPU's scratch */
static uint64_t
dt_sum_cpus(const char *vals, int vsz, int ncpu, int off)
{
	uint64_t n = 0;

	for (int c = 0; c < ncpu; c++)
		n += *(const uint64_t *)(vals + (size_t)c * vsz + off);
	return n;
}

/*
 * "N what" for a counter's growth since *seenp: rest completes the
 * plural, or the text after the word when N is 1 ("error" "s in ...").
 */
static void
dt_report_total(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, uint64_t now, uint64_t *seenp,
    const char *what, const char *rest)
{
	uint64_t n = now - *seenp;

	if (now > *seenp)
		dt_drop(dtp, kind, -1, n, "%llu %s%s", (unsigned long long)n, what,
		    n > 1 ? rest : rest + 1);
	*seenp = now;
}

/* the kernel's recursion misses of a program */
static uint64_t
dt_prog_misses(int fd)
{
	struct bpf_prog_info info;
	uint32_t len = sizeof(info);

	memset(&info, 0, sizeof(info));
	if (fd < 0 || bpf_obj_get_info_by_fd(fd, &info, &len) != 0)
		return 0;
	return info.recursion_misses;
}

/*
 * The kernel runs one tracing program at a time on a CPU: a probe that
 * fires while another BPF program runs there is skipped, and counted as
 * the program's recursion miss.  Reported as drops.
 */
static void
dt_report_misses(dtrace_hdl_t *dtp)
{
	uint64_t miss = 0;

	for (int k = 0; k < DT_MAXPKINDS; k++)
		miss += dt_prog_misses(dtp->prog->progs[k].fd);
	/* and the probes' own programs (fbt's fentry/fexit, one per function) */
	for (uint32_t i = 1; i < dtp->nprobes; i++) {
		dt_probe_t *p = dtp->probes[i];

		for (int j = 0; p != NULL && j < p->nfds; j++)
			miss += dt_prog_misses(p->fds[j]);
	}
	dt_report_total(dtp, DTRACE_DROP_RECURSION, miss, &dtp->recmiss_seen, "drop",
	    "s (probe fired while another BPF program was running on its CPU)");
}

/* the counters of the scratch map, every CPU's (vals, vsz bytes each) */
static void
dt_report_counters(dtrace_hdl_t *dtp, const char *vals, int vsz)
{
	int ncpu = dtp->ncpus;

	/* reported for all CPUs together, as DTrace does */
	dt_report_total(dtp, DTRACE_DROP_DYNAMIC, dt_sum_cpus(vals, vsz, ncpu, DT_MS_DVARDROPS),
	    &dtp->dvardrops_seen, "dynamic variable drop", "s");
	dt_report_total(dtp, DTRACE_DROP_DBLERROR, dt_sum_cpus(vals, vsz, ncpu, DT_MS_DBLERRORS),
	    &dtp->dblerrors_seen, "error", "s in ERROR probe enabling");
	dt_spec_report(dtp, vals, vsz);
	for (int c = 0; c < ncpu; c++) {
		const char *ms = vals + (size_t)c * vsz;
		uint64_t agg = *(const uint64_t *)(ms + DT_MS_AGGDROPS);
		uint64_t re = *(const uint64_t *)(ms + DT_MS_NREENTER);
		uint64_t er = *(const uint64_t *)(ms + DT_MS_ERRORS);
		uint64_t bd = *(const uint64_t *)(ms + DT_MS_BUFDROPS);

		/* records, error records too, that found the buffer full */
		dt_report(dtp, DTRACE_DROP_PRINCIPAL, bd - dtp->bufdrops_seen[c], "drop", "drops", c);
		dtp->bufdrops_seen[c] = bd;
		dt_report(dtp, DTRACE_DROP_AGGREGATION, agg - dtp->aggdrops_seen[c],
		    "aggregation drop", "aggregation drops", c);
		dt_report(dtp, DTRACE_DROP_REENTER, re - dtp->reenter_seen[c],
		    "drop (probe fired while another was running)",
		    "drops (probe fired while another was running)", c);
		/*
		 * er counts the faults on this CPU, as DTrace's dtb_errors does;
		 * like DTrace, it is not reported: every fault is reported by its
		 * error record, or as a drop when that found the buffer full.
		 */
		dtp->aggdrops_seen[c] = agg;
		dtp->reenter_seen[c] = re;
		dtp->errors_seen[c] = er;
	}
}

int
dt_drops_report(dtrace_hdl_t *dtp)
{
	uint32_t zero = 0;
	char *vals;
	int vsz, fd = dt_map_fd(dtp, DT_MAP_SCRATCH);

	if (dtp->bufdrops_seen == NULL)
		return 0;
	if (dtp->prog != NULL)
		dt_report_misses(dtp);
	if (fd >= 0) {
		vsz = (dtp->prog->scratch_size + 7) & ~7;
		/* not zeroed: the lookup fills it (this runs at every dtrace_work) */
		vals = dt_realloc(NULL, (size_t)vsz * dtp->ncpus);
		if (bpf_map_lookup_elem(fd, &zero, vals) == 0) {
			DT_KERNEL_WROTE(vals, (size_t)vsz * dtp->ncpus);
			dt_report_counters(dtp, vals, vsz);
		}
		free(vals);
	}
	if (dtp->aborted) {
		dtp->aborted = 0;
		return -1;
	}
	return 0;
}
