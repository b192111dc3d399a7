/*
 * dt_consume.c: the consumer: per-CPU buffers to output.
 *
 * Records arrive through libbpf's perf_buffer (one ring per CPU).  The
 * kernel wakes the consumer only when a ring is half full (a watermark),
 * not for each record: dtrace_work() reads the rings at each switchrate,
 * so a probe that prints costs its thread no wakeup of dtrace (DTrace's
 * consumer reads its buffers at switchrate too).  exit() wakes it at once
 * through a small ring of its own (dt_wakeup, BPF_RB_FORCE_WAKEUP), whose
 * descriptor is in the same epoll set.  The records of one read of the
 * rings are printed in the order of the times the kernel gave them
 * (PERF_SAMPLE_TIME), not ring after ring.  Each record is decoded with its
 * clause's description: the probe line (unless quiet),
 * then each action's data formatted as classic DTrace does (FORMATS.md),
 * then the newline that ends a clause's output.  Error records become
 * faults, "error on enabled probe ID ...", for the consumer's handler
 * (dt_report.c, which also reads and reports the drops the programs
 * count).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_back.h"
#include "dt_printf.h"
#include "dt_front.h"
#include "dt_providers.h"
#include "dt_runtime.h"

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

/* decode the datum described by r into a formatter argument (dt_recdata.c too) */
void
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
	if (r->type->kind == DT_TK_FLOAT) {
		/* float, double: their bits; long double: its bytes */
		a->kind = DT_PFARG_FLOAT;
		a->size = r->size;
		if (r->size == 16)
			a->str = p;
		else if (r->size == 4)
			memcpy(&a->val, p, 4);	/* (little-endian: the low half) */
		else
			memcpy(&a->val, p, 8);
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

/* an error record: the fault, where it happened, for the error handler */
static void
dt_error_record(dtrace_hdl_t *dtp, const dt_rechdr_t *h, const char *data, int size)
{
	dtrace_errdata_t ed = { DTRACE_FAULT_PROBE };
	char what[128], detail[1024];
	dt_errrec_t er;
	const char *src;

	if (size < (int)(sizeof(*h) + sizeof(er)))
		return;
	memcpy(&er, data + sizeof(*h), sizeof(er));
	ed.epid = h->stmt & ~DT_REC_ERROR;
	ed.probe = h->probe;
	ed.fault = er.fault < sizeof(dt_fault_names) / sizeof(dt_fault_names[0]) ?
	    dt_fault_names[er.fault] : "unknown fault";
	ed.addr = er.addr;
	ed.action = er.action;
	ed.line = er.line;
	if (er.fault == DT_FLT_BADADDR)
		snprintf(what, sizeof(what), "%s (0x%llx)", ed.fault, (unsigned long long)er.addr);
	else if (er.fault == DT_FLT_BADINDEX)
		snprintf(what, sizeof(what), "%s (%lld)", ed.fault, (long long)er.addr);
	else
		snprintf(what, sizeof(what), "%s", ed.fault);
	src = ed.epid >= 1 && ed.epid <= (uint32_t)dtp->prog->nclauses ?
	    dtp->prog->clauses[ed.epid - 1]->srcname : NULL;
	if (er.action == 0)
		snprintf(detail, sizeof(detail), "%s in predicate at line %u%s%s", what, er.line,
		    src ? " of " : "", src ? src : "");
	else
		snprintf(detail, sizeof(detail), "%s in action #%u at line %u%s%s", what, er.action,
		    er.line, src ? " of " : "", src ? src : "");
	dt_fault_enabling(dtp, &ed, detail);
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
	dtrace_errdata_t ed = { DTRACE_FAULT_LIBRARY, h->stmt, h->probe };
	char opt[4096], val[4096], detail[8400];
	const char *err;

	snprintf(opt, sizeof(opt), "%.*s", (int)strnlen(data + a->recs[0].off, a->recs[0].size),
	    data + a->recs[0].off);
	if (a->nrecs > 1)
		snprintf(val, sizeof(val), "%.*s", (int)strnlen(data + a->recs[1].off,
		    a->recs[1].size), data + a->recs[1].off);
	else
		snprintf(val, sizeof(val), "1");
	if (dtrace_setopt(dtp, opt, val) == 0)
		return;
	err = dtrace_errmsg(dtp);
	snprintf(detail, sizeof(detail), "couldn't set option \"%s\" to \"%s\": %s", opt, val, err);
	dt_fault_enabling(dtp, &ed, detail);
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
	dtp->nrec++;	/* what trunc() kept holds for this record's printa() */
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
	/* the record as data: to the caller's handlers, and with -x json as a
	 * JSON line (exit() and the others still act below) */
	dt_recdata_consume(dtp, fp, cpu, p, cl, data);
	if (dtp->json || fp == NULL)
		;
	else if (!dtp->quiet && !cl->noline) {
		char fn[512];

		dt_print_probe_header(dtp, fp);
		snprintf(fn, sizeof(fn), "%s:%s", p ? p->func : "", p ? p->name : "");
		fprintf(fp, "%3d %6u %32s ", cpu, h.probe, fn);
	}
	/* clear() and trunc() in the record: their aggregations' snapshots
	 * first, so that a printa() before them shows all that they remove */
	for (dt_action_t *a = cl->acts; a != NULL; a = a->next)
		if ((a->kind == DT_ACT_CLEAR || a->kind == DT_ACT_TRUNC) &&
		    !(a->flagoff >= 0 && data[a->flagoff] == 0))
			dt_aggregate_refresh(dtp, a->aggv[0]);
	for (dt_action_t *a = cl->acts; a != NULL; a = a->next) {
		dt_pfarg_t args[64];

		if (a->flagoff >= 0 && data[a->flagoff] == 0)
			continue;	/* in a branch that did not run */
		/* no output (fp NULL: the caller takes the records as data): actions
		 * with effects still act, but those on the output itself */
		if (fp == NULL && a->kind != DT_ACT_EXIT && a->kind != DT_ACT_COMMIT &&
		    a->kind != DT_ACT_DISCARD && a->kind != DT_ACT_SYSTEM &&
		    a->kind != DT_ACT_TRUNC && a->kind != DT_ACT_CLEAR &&
		    a->kind != DT_ACT_NORMALIZE && a->kind != DT_ACT_DENORMALIZE &&
		    a->kind != DT_ACT_SETOPT)
			continue;
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
			if (k == DT_TK_STRING && dtp->rawbytes) {
				/*
				 * -x rawbytes dumps a string as illumos records it:
				 * strsize bytes, the chars then NULs (past its NUL the
				 * record here holds whatever was there)
				 */
				char b[4096];
				size_t n = (size_t)DT_STROPT(dtp), len;

				if (n > sizeof(b))
					n = sizeof(b);
				len = strnlen(data + a->recs[0].off, n);
				memcpy(b, data + a->recs[0].off, len);
				memset(b + len, 0, n - len);
				dt_print_bytes(fp, b, n, dtp->quiet, 1);
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
			if (a->nrecs == 2) {	/* a pointer and what it points to */
				uint64_t addr;

				memcpy(&addr, data + a->recs[0].off, 8);
				dt_print_pointee(dtp, fp, addr, a->recs[1].type,
				    data + a->recs[1].off, a->recs[1].size);
				break;
			}
			dt_print_typed(dtp, fp, a->recs[0].type, data + a->recs[0].off);
			break;
		case DT_ACT_PRINTF: {
			char *texts[64];

			dt_pfargs(dtp, a, data, args, texts);
			if (dt_printf_format(fp, a->pf, args, a->nrecs) < 0)
				dt_output_fault(dtp, "printf");
			dt_pfargs_free(a, texts);
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

			/* the first exit() stands (an ERROR clause may call it
			 * again), but END's: DTrace honours a new status there */
			memcpy(&st, data + a->recs[0].off, 4);
			if (!dtp->exited || h.probe == DT_ID_END)
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
	if (fp != NULL && !dtp->quiet && !dtp->json && !cl->noline)
		fputc('\n', fp);
}

/* a PERF_RECORD_SAMPLE of PERF_SAMPLE_TIME | PERF_SAMPLE_RAW: when and what a program wrote */
struct dt_rawsample {
	struct perf_event_header header;
	uint64_t time;
	uint32_t size;
	char data[];
};

/*
 * The records of one read of the rings, in time order: each ring is read
 * in turn, so that the records of a switchrate's worth of firings on
 * several CPUs would otherwise print CPU after CPU; they are kept (copied
 * into one arena, reused from read to read: the ring's space is given back
 * as it is read) and sorted by the time the kernel gave each sample (unless
 * they already are: one busy CPU), then printed.
 */
typedef struct dt_batchrec {
	uint64_t time;
	uint64_t seq;		/* read order: equal times keep it */
	int cpu;
	uint32_t size;
	size_t off;		/* its data in the arena */
} dt_batchrec_t;

typedef struct dt_batch {
	dt_batchrec_t *recs;
	int n, cap;
	char *arena;		/* the records' data, 8-byte aligned */
	size_t used, size;
} dt_batch_t;

static int
dt_batch_cmp(const void *a, const void *b)
{
	const dt_batchrec_t *x = a, *y = b;

	if (x->time != y->time)
		return x->time < y->time ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/*
 * A perf event of a ring: a record (speculative ones are held).  The
 * kernel's PERF_RECORD_LOST counts are not reported, since every record
 * the programs write and the buffer refuses is counted by the program
 * itself (DT_MS_BUFDROPS), at once, where this count only arrives with
 * the next record that fits (never, for the losses at the end of a run).
 */
static enum bpf_perf_event_ret
dt_on_event(void *ctx, int cpu, struct perf_event_header *e)
{
	dtrace_hdl_t *dtp = ctx;
	dt_batch_t *b = dtp->batch;
	const struct dt_rawsample *s = (const struct dt_rawsample *)e;
	dt_batchrec_t *r;

	if (e->type != PERF_RECORD_SAMPLE)
		return LIBBPF_PERF_EVENT_CONT;
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 1024;
		b->recs = dt_realloc(b->recs, b->cap * sizeof(*b->recs));
	}
	if (b->used + s->size + 8 > b->size) {
		b->size = b->size ? 2 * (b->size + s->size) : 1 << 20;
		b->arena = dt_realloc(b->arena, b->size);
	}
	r = &b->recs[b->n];
	r->time = s->time;
	r->seq = (uint64_t)b->n;
	r->cpu = cpu;
	r->size = s->size;
	r->off = b->used;
	memcpy(b->arena + b->used, s->data, s->size);
	b->used += (s->size + 7) & ~(size_t)7;
	b->n++;
	return LIBBPF_PERF_EVENT_CONT;
}

/* the records read, in time order */
static void
dt_batch_print(dtrace_hdl_t *dtp)
{
	dt_batch_t *b = dtp->batch;
	int sorted = 1;

	for (int i = 1; i < b->n && sorted; i++)
		sorted = b->recs[i - 1].time <= b->recs[i].time;
	if (!sorted)
		qsort(b->recs, b->n, sizeof(*b->recs), dt_batch_cmp);
	for (int i = 0; i < b->n; i++) {
		dtp->rectime = b->recs[i].time;	/* for the records' data (dt_recdata.c) */
		dt_spec_sample(dtp, b->recs[i].cpu, b->arena + b->recs[i].off, (int)b->recs[i].size);
	}
	b->n = 0;
	b->used = 0;
}

/* the wakeup ring's records: none to read, the wakeup is the message */
static int
dt_on_wakeup(void *ctx, void *data, size_t size)
{
	(void)ctx;
	(void)data;
	(void)size;
	return 0;
}

/* a size as DTrace writes one: 512m, 4k, 1g, 100 */
static void
dt_size_str(unsigned long v, char *buf, size_t len)
{
	static const char sfx[] = "tgmk";

	for (int i = 0; i < 4; i++) {
		unsigned long unit = 1UL << (10 * (4 - i));

		if (v >= unit && v % unit == 0) {
			snprintf(buf, len, "%lu%c", v / unit, sfx[i]);
			return;
		}
	}
	snprintf(buf, len, "%lu", v);
}

/*
 * The trace buffers: one perf ring buffer per CPU of bufsize bytes,
 * rounded up to a power of two pages.  With bufresize=auto (the default),
 * as DTrace's, a size that cannot be had is halved until it can, and
 * "buffer size lowered to" says so: all CPUs' buffers together are first
 * kept within 1/16 of the memory (as DTrace keeps its buffers within a
 * share of it), then the kernel's refusals (ENOMEM) halve them.  With
 * bufresize=manual the size is tried as it is and a refusal is an error.
 */
static struct perf_buffer *
dt_consume_buffers(dtrace_hdl_t *dtp, struct perf_event_attr *attr)
{
	size_t pg = (size_t)sysconf(_SC_PAGESIZE), pages = 1, want, cap = SIZE_MAX;
	long phys = sysconf(_SC_PHYS_PAGES);
	struct perf_buffer *pb;
	char a[32], b[32];

	while (pages * pg < (size_t)dtp->bufsize)
		pages <<= 1;
	want = pages;
	if (phys > 0 && !dtp->bufresize_manual)
		cap = (size_t)phys / 16 / (size_t)dtp->ncpus;
	while (pages > 1 && pages > cap)
		pages >>= 1;
	for (;;) {
		attr->wakeup_watermark = (uint32_t)(pages * pg / 2);
		pb = perf_buffer__new_raw(dt_map_fd(dtp, DT_MAP_BUFFERS), pages, attr, dt_on_event,
		    dtp, NULL);
		if (pb != NULL || errno != ENOMEM || dtp->bufresize_manual || pages == 1)
			break;
		pages >>= 1;
	}
	if (pb == NULL) {
		int err = errno;

		dt_size_str((unsigned long)(want * pg), a, sizeof(a));
		dt_set_err(dtp, D_UNKNOWN, "cannot set up the trace buffers (%s on each of %d "
		    "CPUs): %s", a, dtp->ncpus, strerror(err));
		return NULL;
	}
	if (pages < want) {
		dt_size_str((unsigned long)(pages * pg), b, sizeof(b));
		dt_diag(dtp, "buffer size lowered to %s", b);
		dtp->bufsize = (long)(pages * pg);
	}
	return pb;
}

int
dt_consume_open(dtrace_hdl_t *dtp)
{
	struct perf_event_attr attr;

	dtp->aggdrops_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->errors_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->bufdrops_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	dtp->reenter_seen = dt_zalloc(dtp->ncpus * sizeof(uint64_t));
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_BPF_OUTPUT;
	attr.sample_type = PERF_SAMPLE_TIME | PERF_SAMPLE_RAW;
	attr.sample_period = 1;
	attr.watermark = 1;
	dtp->batch = dt_zalloc(sizeof(dt_batch_t));
	if ((dtp->pb = dt_consume_buffers(dtp, &attr)) == NULL)
		return -1;
	if (dtp->prog != NULL && dtp->prog->uses_exit) {
		struct epoll_event ee = { .events = EPOLLIN };

		dtp->wakerb = ring_buffer__new(dt_map_fd(dtp, DT_MAP_WAKEUP), dt_on_wakeup, NULL, NULL);
		if (dtp->wakerb == NULL || epoll_ctl(perf_buffer__epoll_fd(dtp->pb), EPOLL_CTL_ADD,
		    ring_buffer__epoll_fd(dtp->wakerb), &ee) != 0)
			return dt_set_err(dtp, D_UNKNOWN, "cannot set up the consumer's wakeup: %s",
			    strerror(errno));
	}
	return 0;
}

void
dt_consume_close(dtrace_hdl_t *dtp)
{
	if (dtp->wakerb != NULL)
		ring_buffer__free(dtp->wakerb);
	dtp->wakerb = NULL;
	if (dtp->pb != NULL)
		perf_buffer__free(dtp->pb);
	dtp->pb = NULL;
	if (dtp->batch != NULL) {
		dt_batch_t *b = dtp->batch;

		free(b->arena);
		free(b->recs);
		free(b);
	}
	dtp->batch = NULL;
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
	/* wait for records, take the aggregations' snapshots if aggrate says
	 * so (as DTrace's dtrace_work does before it consumes), read them */
	if (timeout_ms != 0 && !dtp->stopped && dt_proc_live(dtp) > 0) {
		dt_proc_wait(dtp, perf_buffer__epoll_fd(dtp->pb), timeout_ms);
	} else if (timeout_ms != 0) {
		struct epoll_event ev[8];

		(void)epoll_wait(perf_buffer__epoll_fd(dtp->pb), ev, 8, timeout_ms);
	}
	if (dtp->wakerb != NULL)
		(void)ring_buffer__consume(dtp->wakerb);
	dt_aggregate_snap(dtp);
	r = perf_buffer__consume(dtp->pb);
	dt_batch_print(dtp);
	if (r < 0 && r != -EINTR)
		return dt_set_err(dtp, D_UNKNOWN, "reading the trace buffers: %s", strerror(-r));
	dt_spec_finish(dtp);	/* speculations committed or discarded on several CPUs */
	if (dtp->out != NULL)
		fflush(dtp->out);
	dt_stack_watch_keys(dtp);	/* processes in user stack keys, while they live */
	dt_follow_poll(dtp);	/* exec and dlopen of the traced processes */
	if (!dtp->stopped)
		dt_proc_poll(dtp);
	return 0;
}
