/*
 * dt_consume.c: the consumer: per-CPU buffers to output.
 *
 * Records arrive through libbpf's perf_buffer (one ring per CPU).  Each is
 * decoded with its clause's description: the probe line (unless quiet),
 * then each action's data formatted as classic DTrace does (FORMATS.md),
 * then the newline that ends a clause's output.  Error records become
 * "dtrace: error on enabled probe ID ..." on stderr.  Records the full
 * buffer refused are counted per CPU by the programs (DT_MS_BUFDROPS) and
 * reported as drops; the other BPF-side counters in the scratch map
 * (re-entry, aggregation drops, dynamic variable drops, errors in ERROR)
 * are read and reported too, so that the absence of a report means the
 * data is sound.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_printf.h"

static const char *const dt_fault_names[] = {
	[DT_FLT_NONE] = "unknown fault",
	[DT_FLT_BADADDR] = "invalid address",
	[DT_FLT_BADALIGN] = "invalid alignment",
	[DT_FLT_ILLOP] = "illegal operation",
	[DT_FLT_DIVZERO] = "divide-by-zero",
	[DT_FLT_NOSCRATCH] = "out of scratch space",
	[DT_FLT_KPRIV] = "invalid kernel access",
	[DT_FLT_UPRIV] = "invalid user access",
	[DT_FLT_TUPOFLOW] = "tuple stack overflow",
	[DT_FLT_BADSTACK] = "bad stack",
	[DT_FLT_BADINDEX] = "index out of range",
};

void
dt_print_probe_header(dtrace_hdl_t *dtp, FILE *fp)
{
	if (dtp->header_done || dtp->quiet)
		return;
	fprintf(fp, "%3s %6s %32s\n", "CPU", "ID", "FUNCTION:NAME");
	dtp->header_done = 1;
}

/* decode the datum described by r into a formatter argument */
static void
dt_rec_arg(const dt_recdesc_t *r, const char *data, dt_pfarg_t *a)
{
	const char *p = data + r->off;

	memset(a, 0, sizeof(*a));
	if (r->type->kind == DT_TK_STRING) {
		a->kind = DT_PFARG_STR;
		a->str = p;
		a->size = r->size;
		return;
	}
	a->kind = r->type->kind == DT_TK_PTR ? DT_PFARG_PTR :
	    (r->type->sign ? DT_PFARG_INT : DT_PFARG_UINT);
	a->size = r->size;
	switch (r->size) {
	case 1: a->val = r->type->sign ? (uint64_t)(int64_t)*(int8_t *)p : *(uint8_t *)p; break;
	case 2: { int16_t s; uint16_t u; memcpy(&s, p, 2); memcpy(&u, p, 2);
		a->val = r->type->sign ? (uint64_t)(int64_t)s : u; break; }
	case 4: { int32_t s; uint32_t u; memcpy(&s, p, 4); memcpy(&u, p, 4);
		a->val = r->type->sign ? (uint64_t)(int64_t)s : u; break; }
	default: memcpy(&a->val, p, 8); break;
	}
}

static void
dt_error_record(dtrace_hdl_t *dtp, const dt_rechdr_t *h, const char *data, int size)
{
	dt_errrec_t er;
	dt_probe_t *p;
	uint32_t stmt = h->stmt & ~DT_REC_ERROR;

	if (size < (int)(sizeof(*h) + sizeof(er)))
		return;
	memcpy(&er, data + sizeof(*h), sizeof(er));
	p = h->probe < dtp->nprobes ? dtp->probes[h->probe] : NULL;
	fflush(dtp->out);
	fprintf(stderr, "dtrace: error on enabled probe ID %u (ID %u: %s:%s:%s:%s): ",
	    stmt, h->probe, p ? p->prov->name : "?", p ? p->mod : "", p ? p->func : "",
	    p ? p->name : "?");
	if (er.fault == DT_FLT_BADADDR)
		fprintf(stderr, "%s (0x%llx)", dt_fault_names[er.fault], (unsigned long long)er.addr);
	else if (er.fault == DT_FLT_BADINDEX)
		fprintf(stderr, "%s (%lld)", dt_fault_names[er.fault], (long long)er.addr);
	else
		fprintf(stderr, "%s", er.fault < sizeof(dt_fault_names) / sizeof(dt_fault_names[0]) ?
		    dt_fault_names[er.fault] : "unknown fault");
	{
		const char *src = stmt >= 1 && stmt <= (uint32_t)dtp->prog->nclauses ?
		    dtp->prog->clauses[stmt - 1]->srcname : NULL;

		if (er.action == 0)
			fprintf(stderr, " in predicate at line %u%s%s\n", er.line,
			    src ? " of " : "", src ? src : "");
		else
			fprintf(stderr, " in action #%u at line %u%s%s\n", er.action, er.line,
			    src ? " of " : "", src ? src : "");
	}
}

/*
 * A kernel stack: a newline, then a frame per line, indented stackindent
 * spaces, as module`symbol+0xoff (no offset at 0) or a bare address,
 * stopping at the first zero PC.
 */
void
dt_print_stack(dtrace_hdl_t *dtp, FILE *fp, const uint64_t *pcs, int n, int nframes)
{
	int i = 0, end;

	/* the stack as the probe site sees it: the tracer's own frames are left out */
	i = dt_stack_skip(dtp, pcs, n);
	fputc('\n', fp);
	end = i + nframes < n ? i + nframes : n;
	for (; i < end && pcs[i] != 0; i++) {
		const char *sym, *mod;
		uint64_t off;

		fprintf(fp, "%*s", dtp->stackindent, "");
		if (dt_ksym_addr(dtp, pcs[i], &sym, &mod, &off) == 0 && off < (1ULL << 24)) {
			if (off != 0)
				fprintf(fp, "%s`%s+0x%llx\n", mod, sym, (unsigned long long)off);
			else
				fprintf(fp, "%s`%s\n", mod, sym);
		} else {
			fprintf(fp, "0x%llx\n", (unsigned long long)pcs[i]);
		}
	}
}

/*
 * setopt("opt"[, "value"]) when its record is consumed: only options that
 * act at run time may change (DTrace's rule); a failure is reported as an
 * error of the enabling, as DTrace reports it, and tracing goes on.
 */
static void
dt_setopt_record(dtrace_hdl_t *dtp, const dt_rechdr_t *h, const dt_action_t *a,
    const char *data)
{
	static const char *const runtime[] = { "quiet", "aggsortkey", "aggsortrev",
	    "aggsortpos", "aggsortkeypos", "aggzoom", "aggpack", "aggrate", "switchrate",
	    "stackindent", "stackframes" };
	/* options that exist but are fixed once tracing has started */
	static const char *const fixed[] = { "bufsize", "strsize", "dynvarsize", "scratchsize",
	    "aggsize", "aggpercpu", "bufpolicy", "bufresize", "destructive", "flowindent",
	    "droptags", "nspec", "specsize", "cleanrate", "statusrate", "ustackframes", "rawbytes",
	    "cpp", "cpphdrs", "define", "undef", "incdir", "defaultargs", "errtags", "verbose",
	    "zdefs" };
	char opt[4096], val[4096];
	const char *err = NULL;
	dt_probe_t *p;
	size_t i;

	snprintf(opt, sizeof(opt), "%.*s", (int)strnlen(data + a->recs[0].off, a->recs[0].size),
	    data + a->recs[0].off);
	if (a->nrecs > 1)
		snprintf(val, sizeof(val), "%.*s", (int)strnlen(data + a->recs[1].off,
		    a->recs[1].size), data + a->recs[1].off);
	else
		snprintf(val, sizeof(val), "1");
	for (i = 0; i < sizeof(runtime) / sizeof(runtime[0]); i++)
		if (strcmp(runtime[i], opt) == 0)
			break;
	if (i == sizeof(runtime) / sizeof(runtime[0])) {
		err = "Invalid option name";
		for (i = 0; i < sizeof(fixed) / sizeof(fixed[0]); i++)
			if (strcmp(fixed[i], opt) == 0)
				err = "Operation illegal when tracing is active";
	} else if (dtrace_setopt(dtp, opt, val) != 0) {
		err = dtrace_errmsg(dtp);
	}
	if (err == NULL)
		return;
	p = h->probe < dtp->nprobes ? dtp->probes[h->probe] : NULL;
	fflush(dtp->out);
	fprintf(stderr, "dtrace: error on enabled probe ID %u (ID %u: %s:%s:%s:%s): couldn't set "
	    "option \"%s\" to \"%s\": %s\n", h->stmt, h->probe, p ? p->prov->name : "?",
	    p ? p->mod : "", p ? p->func : "", p ? p->name : "?", opt, val, err);
}

void
dt_handle_record(dtrace_hdl_t *dtp, int cpu, const char *data, int size)
{
	FILE *fp = dtp->out;
	dt_rechdr_t h;
	dt_clause_t *cl;
	dt_probe_t *p;

	if (size < (int)sizeof(h))
		return;
	memcpy(&h, data, sizeof(h));
	if (h.stmt & DT_REC_ERROR) {
		dt_error_record(dtp, &h, data, size);
		return;
	}
	h.stmt &= ~DT_REC_SPEC;	/* a committed speculative record */
	if (h.stmt == 0 || h.stmt > (uint32_t)dtp->prog->nclauses)
		return;
	cl = dtp->prog->clauses[h.stmt - 1];
	if (size < cl->recsize)
		return;
	p = h.probe < dtp->nprobes ? dtp->probes[h.probe] : NULL;
	if (dtp->json)	/* -x json: the record as a JSON line; exit() still acts below */
		dt_json_record(dtp, fp, cpu, p, cl, data);
	else if (!dtp->quiet) {
		char fn[512];

		dt_print_probe_header(dtp, fp);
		snprintf(fn, sizeof(fn), "%s:%s", p ? p->func : "", p ? p->name : "");
		fprintf(fp, "%3d %6u %32s ", cpu, h.probe, fn);
	}
	for (dt_action_t *a = cl->acts; a != NULL; a = a->next) {
		dt_pfarg_t args[64];

		if (a->flagoff >= 0 && data[a->flagoff] == 0)
			continue;	/* in a branch that did not run */
		/* JSON: no text; actions with effects still act, printa as JSON rows */
		if (dtp->json && a->kind != DT_ACT_EXIT && a->kind != DT_ACT_COMMIT &&
		    a->kind != DT_ACT_PRINTA &&
		    a->kind != DT_ACT_DISCARD && a->kind != DT_ACT_SYSTEM &&
		    a->kind != DT_ACT_FREOPEN && a->kind != DT_ACT_FTRUNCATE &&
		    a->kind != DT_ACT_TRUNC && a->kind != DT_ACT_CLEAR &&
		    a->kind != DT_ACT_NORMALIZE && a->kind != DT_ACT_DENORMALIZE &&
		    a->kind != DT_ACT_SETOPT)
			continue;
		switch (a->kind) {
		case DT_ACT_TRACE: {
			dt_tkind_t k = a->recs[0].type->kind;

			if (k == DT_TK_STRUCT || k == DT_TK_UNION || k == DT_TK_ARRAY) {
				dt_print_bytes(fp, data + a->recs[0].off, a->recs[0].size,
				    dtp->quiet, dtp->rawbytes);
				break;
			}
			dt_rec_arg(&a->recs[0], data, &args[0]);
			dt_printf_trace(fp, &args[0], dtp->quiet);
			break;
		}
		case DT_ACT_TRACEMEM: {
			uint64_t n = a->recs[0].size;

			if (a->nrecs > 1) {	/* the size to display, if smaller */
				uint64_t dsize;

				memcpy(&dsize, data + a->recs[1].off, 8);
				if (dsize != 0 && dsize < n)
					n = dsize;
			}
			dt_print_bytes(fp, data + a->recs[0].off, n, dtp->quiet, 1);
			break;
		}
		case DT_ACT_PRINT:
			dt_print_typed(dtp, fp, a->recs[0].type, data + a->recs[0].off);
			break;
		case DT_ACT_PRINTF: {
			char *texts[64] = { NULL };

			for (int i = 0; i < a->nrecs && i < 64; i++) {
				dt_pfarginfo_t info;

				dt_printf_arginfo(a->pf, i, &info);
				if (info.kind != DT_PFCONV_STACK) {
					dt_rec_arg(&a->recs[i], data, &args[i]);
					continue;
				}
				/* %k: the stack as text, laid out as classic DTrace does */
				texts[i] = dt_datum_text(dtp, a->recs[i].dkind, data + a->recs[i].off,
				    a->recs[i].size, info.width, info.left);
				memset(&args[i], 0, sizeof(args[i]));
				args[i].kind = DT_PFARG_TEXT;
				args[i].str = texts[i] != NULL ? texts[i] : "";
			}
			dt_printf_set_symbolizer(a->pf, dt_print_ksym, dtp);
			dt_printf_set_usymbolizer(a->pf, dt_print_usym, dtp);
			if (dt_printf_format(fp, a->pf, args, a->nrecs) < 0)
				fprintf(stderr, "dtrace: printf( ) failed: %s\n", strerror(errno));
			for (int i = 0; i < a->nrecs && i < 64; i++)
				free(texts[i]);
			break;
		}
		case DT_ACT_STACK: {
			/* the sample is only 4-byte aligned in the perf buffer */
			uint64_t pcs[128 + DT_STACK_TRACER_FRAMES];
			int n = a->recs[0].size / 8;

			if (n > (int)(sizeof(pcs) / sizeof(pcs[0])))
				n = sizeof(pcs) / sizeof(pcs[0]);
			memcpy(pcs, data + a->recs[0].off, 8 * n);
			dt_print_stack(dtp, fp, pcs, n, a->recs[0].size / 8 - DT_STACK_TRACER_FRAMES);
			break;
		}
		case DT_ACT_DATUM:
			dt_print_datum(dtp, fp, a->recs[0].dkind, data + a->recs[0].off, a->recs[0].size);
			break;
		case DT_ACT_PRINTA:
			dt_aggregate_printa(dtp, fp, a->aggv, a->naggv, a->pf);
			break;
		case DT_ACT_TRUNC:
		case DT_ACT_NORMALIZE: {
			int64_t n = 0;

			if (a->nrecs > 0)
				memcpy(&n, data + a->recs[0].off, 8);
			if (a->kind == DT_ACT_TRUNC)
				dt_aggregate_trunc(dtp, a->aggv[0], a->nrecs > 0, n);
			else
				a->aggv[0]->normal = n > 0 ? (uint64_t)n : 1;
			break;
		}
		case DT_ACT_CLEAR:
			dt_aggregate_clear(dtp, a->aggv[0]);
			break;
		case DT_ACT_DENORMALIZE:
			a->aggv[0]->normal = 1;
			break;
		case DT_ACT_SETOPT:
			dt_setopt_record(dtp, &h, a, data);
			break;
		case DT_ACT_EXIT: {
			int32_t st;

			memcpy(&st, data + a->recs[0].off, 4);
			dtp->exit_status = st;
			dtp->exited = 1;
			break;
		}
		case DT_ACT_SYSTEM:
		case DT_ACT_FREOPEN:
			for (int i = 0; i < a->nrecs && i < 64; i++)
				dt_rec_arg(&a->recs[i], data, &args[i]);
			/* FALLTHROUGH */
		case DT_ACT_COMMIT:
		case DT_ACT_DISCARD:
		case DT_ACT_FTRUNCATE:
			/* speculations and the consumer's destructive actions: dt_spec.c */
			dt_spec_action(dtp, a, data, args, a->nrecs, fp, &h);
			fp = dtp->out;
			break;
		}
	}
	if (!dtp->quiet && !dtp->json)
		fputc('\n', fp);
}

static void
dt_on_sample(void *ctx, int cpu, void *data, __u32 size)
{
	dt_spec_sample(ctx, cpu, data, (int)size);	/* speculative records are held */
}

/*
 * The kernel's count of lost samples: not reported, since every record the
 * programs write and the buffer refuses is counted by the program itself
 * (DT_MS_BUFDROPS), at once, where this count only arrives with the next
 * record that fits (never, for the losses at the end of a run).
 */
static void
dt_on_lost(void *ctx, int cpu, __u64 cnt)
{
	(void)ctx;
	(void)cpu;
	(void)cnt;
}

int
dt_consume_open(dtrace_hdl_t *dtp)
{
	long pg = sysconf(_SC_PAGESIZE);
	size_t pages = 1;

	while (pages * pg < (size_t)dtp->bufsize)
		pages <<= 1;
	dtp->aggdrops_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->errors_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->bufdrops_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->reenter_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->pb = perf_buffer__new(dtp->fd_buffers, pages, dt_on_sample, dt_on_lost, dtp, NULL);
	if (dtp->pb == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "cannot set up the trace buffers: %s", strerror(errno));
	return 0;
}

void
dt_consume_close(dtrace_hdl_t *dtp)
{
	if (dtp->pb != NULL)
		perf_buffer__free(dtp->pb);
	dtp->pb = NULL;
}

/*
 * Consume what is in the buffers; wait up to timeout_ms for data, or for a
 * process of -c/-p to exit.  Exits are reported after the records before
 * them have been printed.
 */
int
dt_consume_poll(dtrace_hdl_t *dtp, int timeout_ms)
{
	int r;

	if (dtp->pb == NULL)
		return 0;
	if (timeout_ms != 0 && !dtp->stopped && dt_proc_live(dtp) > 0) {
		dt_proc_wait(dtp, perf_buffer__epoll_fd(dtp->pb), timeout_ms);
		timeout_ms = 0;
	}
	if (timeout_ms == 0)
		r = perf_buffer__consume(dtp->pb);
	else
		r = perf_buffer__poll(dtp->pb, timeout_ms);
	if (r < 0 && r != -EINTR)
		return dt_set_err(dtp, D_UNKNOWN, "reading the trace buffers: %s", strerror(-r));
	dt_spec_finish(dtp);	/* speculations committed or discarded on several CPUs */
	fflush(dtp->out);
	dt_stack_watch_keys(dtp);	/* processes in user stack keys, while they live */
	if (!dtp->stopped)
		dt_proc_poll(dtp);
	return 0;
}

static void
dt_report(FILE *fp, uint64_t n, const char *what, const char *whats, int cpu)
{
	if (n == 0)
		return;
	if (cpu >= 0)
		fprintf(fp, "dtrace: %llu %s on CPU %d\n", (unsigned long long)n, n == 1 ? what : whats, cpu);
	else
		fprintf(fp, "dtrace: %llu %s\n", (unsigned long long)n, n == 1 ? what : whats);
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
 * "dtrace: N what" for a counter's growth since *seenp: rest completes
 * the plural, or the text after the word when N is 1 ("error" "s in ...").
 */
static void
dt_report_total(FILE *fp, uint64_t now, uint64_t *seenp, const char *what, const char *rest)
{
	uint64_t n = now - *seenp;

	if (now > *seenp)
		fprintf(fp, "dtrace: %llu %s%s\n", (unsigned long long)n, what,
		    n > 1 ? rest : rest + 1);
	*seenp = now;
}

void
dtrace_report_drops(dtrace_hdl_t *dtp, FILE *fp)
{
	int vsz, ncpu = dtp->ncpus;
	char *vals;
	uint32_t zero = 0;

	if (dtp->bufdrops_seen == NULL)
		return;
	if (dtp->prog != NULL) {
		/*
		 * The kernel runs one tracing program at a time on a CPU: a probe
		 * that fires while another BPF program runs there is skipped, and
		 * counted as the program's recursion miss.  Reported as drops.
		 */
		uint64_t miss = 0;

		for (int k = 0; k < DT_MAXPKINDS; k++) {
			struct bpf_prog_info info;
			uint32_t len = sizeof(info);

			memset(&info, 0, sizeof(info));
			if (dtp->prog->progs[k].fd >= 0 &&
			    bpf_obj_get_info_by_fd(dtp->prog->progs[k].fd, &info, &len) == 0)
				miss += info.recursion_misses;
		}
		/* and the probes' own programs (fbt's fentry/fexit, one per function) */
		for (uint32_t i = 1; i < dtp->nprobes; i++) {
			dt_probe_t *p = dtp->probes[i];

			for (int j = 0; p != NULL && j < p->nfds; j++) {
				struct bpf_prog_info info;
				uint32_t len = sizeof(info);

				memset(&info, 0, sizeof(info));
				if (bpf_obj_get_info_by_fd(p->fds[j], &info, &len) == 0)
					miss += info.recursion_misses;
			}
		}
		dt_report_total(fp, miss, &dtp->recmiss_seen, "drop",
		    "s (probe fired while another BPF program was running on its CPU)");
	}
	if (dtp->fd_scratch < 0)
		return;
	vsz = (dtp->scratch_size + 7) & ~7;
	vals = malloc((size_t)vsz * ncpu);
	if (vals == NULL || bpf_map_lookup_elem(dtp->fd_scratch, &zero, vals) != 0) {
		free(vals);
		return;
	}
	/* reported for all CPUs together, as DTrace does */
	dt_report_total(fp, dt_sum_cpus(vals, vsz, ncpu, DT_MS_DVARDROPS), &dtp->dvardrops_seen,
	    "dynamic variable drop", "s");
	dt_report_total(fp, dt_sum_cpus(vals, vsz, ncpu, DT_MS_DBLERRORS), &dtp->dblerrors_seen,
	    "error", "s in ERROR probe enabling");
	dt_spec_report(dtp, fp, vals, vsz);
	for (int c = 0; c < ncpu; c++) {
		const char *ms = vals + (size_t)c * vsz;
		uint64_t agg = *(const uint64_t *)(ms + DT_MS_AGGDROPS);
		uint64_t re = *(const uint64_t *)(ms + DT_MS_NREENTER);
		uint64_t er = *(const uint64_t *)(ms + DT_MS_ERRORS);
		uint64_t bd = *(const uint64_t *)(ms + DT_MS_BUFDROPS);

		/* records, error records too, that found the buffer full */
		dt_report(fp, bd - dtp->bufdrops_seen[c], "drop", "drops", c);
		dtp->bufdrops_seen[c] = bd;
		dt_report(fp, agg - dtp->aggdrops_seen[c], "aggregation drop", "aggregation drops", c);
		dt_report(fp, re - dtp->reenter_seen[c], "drop (probe fired while another was running)",
		    "drops (probe fired while another was running)", c);
		/*
		 * er counts the faults on this CPU, as DTrace's dtb_errors does;
		 * like DTrace, it is not reported: every fault is reported by its
		 * error record, or as a drop when that found the buffer full.
		 */
		(void)er;
		dtp->aggdrops_seen[c] = agg;
		dtp->reenter_seen[c] = re;
		dtp->errors_seen[c] = er;
	}
	free(vals);
}
