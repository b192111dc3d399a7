/*
 * dt_spec.c: speculative tracing, and the consumer's destructive actions.
 *
 * Design.  DTrace keeps a speculation's data in per-CPU kernel buffers and
 * copies them to the principal buffers on commit().  BPF cannot copy a
 * variable amount of data between per-CPU buffers of other CPUs without
 * racing their writers, so here speculative records go to the ordinary
 * per-CPU perf buffers, tagged, and the consumer holds them until the
 * speculation is committed (then they are printed as ordinary records) or
 * discarded (then they are freed).  The kernel keeps only the states:
 *
 *   spec map: one mmapable array value, per id 1..nspec a u64 state word
 *   DT_SPW(generation, cpu, state) and a u32 count of writers.
 *   speculation()  takes the first INACTIVE id with a compare-and-exchange
 *                  (generation + 1, ACTIVE), else counts a failed
 *                  speculation in the per-CPU mstate: "busy" when an id is
 *                  COMMITTINGMANY or DISCARDING, else "unavailable".
 *   speculate(id)  marks the clause, and ends it there (its later statements
 *                  do not run, as in DTrace) unless the id is active and
 *                  this CPU's bytes of it leave room for the clause's
 *                  record (else a DT_REC_SPECDROP record); when it ends, its record is written
 *                  only if the id is ACTIVE (it becomes ACTIVEONE on this
 *                  CPU), ACTIVEONE on this CPU, or ACTIVEMANY (ACTIVEONE
 *                  on another CPU becomes ACTIVEMANY), the header flagged
 *                  DT_REC_SPEC and a dt_spectag_t (id, generation) at the
 *                  clause's specoff.  The CPU counts itself a writer (an
 *                  atomic add) before it reads the state and uncounts
 *                  itself after the record is written.  A CPU that has
 *                  given the generation more than specsize bytes writes a
 *                  DT_REC_SPECDROP record instead (counted if committed).
 *   commit(id)     (at the end of its clause, before its record): ACTIVE or
 *                  ACTIVEONE on this CPU -> INACTIVE: every record of the
 *                  speculation is in this CPU's buffer before the commit
 *                  clause's record, so the consumer prints them when it
 *                  reads that record (DONE).  ACTIVEONE on another CPU or
 *                  ACTIVEMANY -> COMMITTINGMANY (DRAIN).
 *   discard(id)    the same towards INACTIVE or DISCARDING.
 * The generation and what was done are in the commit clause's record.
 *
 * The per-CPU ordering problem: a commit read from CPU 1's buffer may come
 * before records of CPU 0 that were written before it but that the
 * consumer has not read yet.  For DRAIN the consumer does not free the id
 * when it reads the commit: after the pass over the buffers in which it
 * read it (dt_spec_finish), it waits until the id's writer count is 0 --
 * every CPU that saw the speculation active before the commit's
 * compare-and-exchange counted itself a writer before it looked, so once
 * the count is 0 every such record has been written -- then reads every
 * CPU's buffer once more (records of a committing speculation are printed
 * as they come, those of a discarding one dropped), and only then sets the
 * id INACTIVE (a compare-and-exchange on the mmapped word).  Records are
 * matched by (id, generation), so a reused id never mixes speculations.
 * COMMITTINGMANY and DISCARDING ids are "busy" until then, as DTrace's are
 * until its cleaner runs; the consumer cleans at every read of the buffers,
 * so cleanrate has nothing to pace.
 *
 * Output order is DTrace's: the commit clause's own record (its probe
 * line) first, then the committed records in the order they were read.
 *
 * The hot path: a non-speculative clause pays nothing; a speculative
 * record costs a CPU id, two atomic adds and one compare-and-exchange at
 * the first record of a speculation on a CPU.
 *
 * Destructive actions of the consumer: system() (the formatted command
 * run by /bin/sh after the output so far is flushed), freopen() (the
 * output file descriptor replaced by the named file, opened for appending;
 * freopen("") restores the original) and ftruncate() (the output file
 * emptied).  stop(), raise(), chill(), copyout() and copyoutstr() are BPF
 * (dt_cg.c).
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_back.h"
#include "dt_printf.h"
#include "dt_runtime.h"

typedef struct dt_specrec {
	struct dt_specrec *next;
	int cpu;
	int size;
	char data[];
} dt_specrec_t;

enum { DT_SB_HELD, DT_SB_COMMITTING, DT_SB_DISCARDING };

typedef struct dt_specbuf {
	uint32_t id, gen;
	int state;		/* DT_SB_* */
	uint64_t drops;		/* records that did not fit in specsize */
	dt_specrec_t *head, **tail;
	struct dt_specbuf *next;
} dt_specbuf_t;

struct dt_spec {
	dt_specbuf_t *bufs;
	dt_specrec_t *ready, **readytail;	/* committed, to print after the current record */
	int pending;		/* buffers committing or discarding from several CPUs */
	uint64_t drops;		/* speculative drops not yet reported */
	uint64_t unavail_seen, busy_seen;
	char *map;		/* the spec map's value, mmapped */
	size_t maplen;
};

int
dt_spec_map_create(dtrace_hdl_t *dtp)
{
	size_t vsz = (size_t)DT_SPEC_SLOT * (dtp->nspec + 1);
	long pg = sysconf(_SC_PAGESIZE);
	struct dt_spec *sp;
	void *m;

	vsz = (vsz + pg - 1) & ~(size_t)(pg - 1);
	m = mmap(NULL, vsz, PROT_READ | PROT_WRITE, MAP_SHARED, dt_map_fd(dtp, DT_MAP_SPEC), 0);
	if (m == MAP_FAILED)
		return dt_set_err(dtp, D_UNKNOWN, "failed to map the speculations' states: %s",
		    strerror(errno));
	sp = dt_zalloc(sizeof(*sp));
	sp->map = m;
	sp->maplen = vsz;
	sp->readytail = &sp->ready;
	dtp->spec = sp;
	return 0;
}

static void
spec_free_recs(dt_specrec_t *r)
{
	for (dt_specrec_t *nx; r != NULL; r = nx) {
		nx = r->next;
		free(r);
	}
}

void
dt_spec_fini(dtrace_hdl_t *dtp)
{
	struct dt_spec *sp = dtp->spec;

	if (sp == NULL)
		return;
	for (dt_specbuf_t *b = sp->bufs, *nx; b != NULL; b = nx) {
		nx = b->next;
		spec_free_recs(b->head);
		free(b);
	}
	spec_free_recs(sp->ready);
	munmap(sp->map, sp->maplen);
	free(sp);
	dtp->spec = NULL;
	if (dtp->stdout_fd >= 0)
		close(dtp->stdout_fd);
	dtp->stdout_fd = -1;
}

static dt_specbuf_t *
spec_buf(struct dt_spec *sp, uint32_t id, uint32_t gen, int create)
{
	dt_specbuf_t *b;

	for (b = sp->bufs; b != NULL; b = b->next)
		if (b->id == id && b->gen == gen)
			return b;
	if (!create)
		return NULL;
	b = dt_zalloc(sizeof(*b));
	b->id = id;
	b->gen = gen;
	b->tail = &b->head;
	b->next = sp->bufs;
	sp->bufs = b;
	return b;
}

static void
spec_buf_remove(struct dt_spec *sp, dt_specbuf_t *b)
{
	for (dt_specbuf_t **pp = &sp->bufs; *pp != NULL; pp = &(*pp)->next) {
		if (*pp == b) {
			*pp = b->next;
			spec_free_recs(b->head);
			free(b);
			return;
		}
	}
}

static dt_specrec_t *
spec_rec(int cpu, const char *data, int size)
{
	dt_specrec_t *r = dt_zalloc(sizeof(*r) + size);

	r->next = NULL;
	r->cpu = cpu;
	r->size = size;
	memcpy(r->data, data, size);
	return r;
}

/* print the committed records waiting for the record that committed them to end */
static void
spec_flush(dtrace_hdl_t *dtp)
{
	struct dt_spec *sp = dtp->spec;

	while (sp->ready != NULL) {
		dt_specrec_t *r = sp->ready;

		sp->ready = r->next;
		if (sp->ready == NULL)
			sp->readytail = &sp->ready;
		dt_handle_record(dtp, r->cpu, r->data, r->size);
		free(r);
	}
}

/*
 * A record from the buffers: speculative ones are held (or printed, or
 * dropped, when their speculation is being committed or discarded), the
 * others printed, followed by what they committed.
 */
void
dt_spec_sample(dtrace_hdl_t *dtp, int cpu, const char *data, int size)
{
	struct dt_spec *sp = dtp->spec;
	dt_rechdr_t h;
	dt_spectag_t tag;
	dt_clause_t *cl;
	dt_specbuf_t *b;
	uint32_t stmt;

	if (sp == NULL || size < (int)sizeof(h)) {
		dt_handle_record(dtp, cpu, data, size);
		return;
	}
	memcpy(&h, data, sizeof(h));
	if (h.stmt & DT_REC_ERROR) {
		dt_handle_record(dtp, cpu, data, size);
		return;
	}
	if (h.stmt & DT_REC_SPECDROP) {
		if (size < (int)(sizeof(h) + sizeof(tag)))
			return;
		memcpy(&tag, data + sizeof(h), sizeof(tag));
		b = spec_buf(sp, tag.id, tag.gen, 1);
		if (b->state == DT_SB_COMMITTING)
			sp->drops++;
		else if (b->state == DT_SB_HELD)
			b->drops++;
		return;
	}
	if (!(h.stmt & DT_REC_SPEC)) {
		dt_handle_record(dtp, cpu, data, size);
		spec_flush(dtp);
		return;
	}
	stmt = h.stmt & ~DT_REC_SPEC;
	if (stmt == 0 || stmt > (uint32_t)dtp->prog->nclauses)
		return;
	cl = dtp->prog->clauses[stmt - 1];
	if (cl->specoff == 0 || size < cl->specoff + (int)sizeof(tag))
		return;
	memcpy(&tag, data + cl->specoff, sizeof(tag));
	b = spec_buf(sp, tag.id, tag.gen, 1);
	if (b->state == DT_SB_COMMITTING) {
		dt_handle_record(dtp, cpu, data, size);
		spec_flush(dtp);
	} else if (b->state == DT_SB_HELD) {
		*b->tail = spec_rec(cpu, data, size);
		b->tail = &(*b->tail)->next;
	}
}

/* commit() or discard() as recorded at rec: id, generation, what was done */
static void
spec_commit(dtrace_hdl_t *dtp, int commit, const char *rec)
{
	struct dt_spec *sp = dtp->spec;
	uint32_t w[3];
	dt_specbuf_t *b;

	memcpy(w, rec, sizeof(w));
	if (sp == NULL || w[2] == DT_SPEC_NOOP)
		return;
	b = spec_buf(sp, w[0], w[1], w[2] == DT_SPEC_DRAIN);
	if (b == NULL)
		return;		/* nothing was recorded */
	if (commit) {
		*sp->readytail = b->head;
		if (b->head != NULL)
			sp->readytail = b->tail;
		b->head = NULL;
		b->tail = &b->head;
		sp->drops += b->drops;
		b->drops = 0;
	}
	if (w[2] == DT_SPEC_DONE) {
		spec_buf_remove(sp, b);
	} else if (b->state == DT_SB_HELD) {
		b->state = commit ? DT_SB_COMMITTING : DT_SB_DISCARDING;
		spec_free_recs(b->head);
		b->head = NULL;
		b->tail = &b->head;
		sp->pending++;
	}
}

/*
 * After a pass over the buffers: speculations committed or discarded from
 * several CPUs are freed once their writers are done and the buffers have
 * been read again (see the top of this file).
 */
void
dt_spec_finish(dtrace_hdl_t *dtp)
{
	struct dt_spec *sp = dtp->spec;

	for (int round = 0; sp != NULL && sp->pending > 0 && round < 64; round++) {
		int n = 0;
		dt_specbuf_t **todo = dt_zalloc(sp->pending * sizeof(*todo));

		for (dt_specbuf_t *b = sp->bufs; b != NULL && n < sp->pending; b = b->next)
			if (b->state != DT_SB_HELD)
				todo[n++] = b;
		for (int i = 0; i < n; i++) {
			uint32_t *writers = (uint32_t *)(sp->map + DT_SPEC_SLOT * todo[i]->id +
			    DT_SPEC_WRITERS);

			/* a writer is between two instructions of a probe: microseconds */
			for (int spin = 0; __atomic_load_n(writers, __ATOMIC_ACQUIRE) != 0 &&
			    spin < 100000; spin++)
				sched_yield();
		}
		if (dtp->pb != NULL)
			perf_buffer__consume(dtp->pb);
		for (int i = 0; i < n; i++) {
			dt_specbuf_t *b = todo[i];
			uint64_t *word = (uint64_t *)(sp->map + DT_SPEC_SLOT * b->id);
			uint64_t want = DT_SPW(b->gen, 0, b->state == DT_SB_COMMITTING ?
			    DT_SPEC_COMMITTINGMANY : DT_SPEC_DISCARDING);

			__atomic_compare_exchange_n(word, &want, DT_SPW(b->gen, 0, DT_SPEC_INACTIVE),
			    0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
			spec_buf_remove(sp, b);
			sp->pending--;
		}
		free(todo);
	}
}

/* "N what" for the growth of a count since *seenp, a drop report */
static void
spec_report1(dtrace_hdl_t *dtp, dtrace_dropkind_t kind, uint64_t now, uint64_t *seenp,
    const char *what, const char *rest)
{
	if (now > *seenp)
		dt_drop(dtp, kind, -1, now - *seenp, "%llu %s%s%s",
		    (unsigned long long)(now - *seenp), what, now - *seenp == 1 ? "" : "s", rest);
	*seenp = now;
}

/* speculative drops and failed speculations (mstates: every CPU's, vsz bytes each) */
void
dt_spec_report(dtrace_hdl_t *dtp, const char *mstates, int vsz)
{
	struct dt_spec *sp = dtp->spec;
	uint64_t unavail = 0, busy = 0, none = 0;

	if (sp == NULL)
		return;
	for (int c = 0; c < dtp->ncpus; c++) {
		const char *ms = mstates + (size_t)c * vsz + dtp->prog->ms_spec;

		unavail += *(const uint64_t *)(ms + DT_MSS_UNAVAIL);
		busy += *(const uint64_t *)(ms + DT_MSS_BUSY);
	}
	spec_report1(dtp, DTRACE_DROP_SPEC, sp->drops, &none, "speculative drop", "");
	sp->drops = 0;
	spec_report1(dtp, DTRACE_DROP_SPECBUSY, busy, &sp->busy_seen, "failed speculation",
	    " (available buffer(s) still busy)");
	spec_report1(dtp, DTRACE_DROP_SPECUNAVAIL, unavail, &sp->unavail_seen,
	    "failed speculation", " (no speculative buffer available)");
}

/* a destructive action of the consumer failed: fmt takes arg and the errno text */
static void
spec_liberr(dtrace_hdl_t *dtp, uint32_t stmt, uint32_t probe, const char *fmt, const char *arg)
{
	dtrace_errdata_t ed = { DTRACE_FAULT_LIBRARY, stmt, probe };
	char detail[1024];

	snprintf(detail, sizeof(detail), fmt, arg, strerror(errno));
	dt_fault_enabling(dtp, &ed, detail);
}

/* the text a printf()-like action formats, malloc()ed */
static char *
spec_format(const dt_action_t *a, const dt_pfarg_t *args, int nargs)
{
	return a->pf != NULL ? dt_printf_asprintf(a->pf, args, nargs) : strdup("");
}

/* freopen(name): the output descriptor becomes the file (appended to); "" restores it */
static void
spec_freopen(dtrace_hdl_t *dtp, FILE *fp, const char *name, uint32_t stmt, uint32_t probe)
{
	int fd;

	fflush(fp);
	if (name[0] == '\0') {
		if (dtp->stdout_fd >= 0)
			dup2(dtp->stdout_fd, fileno(fp));
		return;
	}
	if ((fd = open(name, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666)) < 0) {
		spec_liberr(dtp, stmt, probe, "couldn't freopen() \"%s\": %s", name);
		return;
	}
	if (dtp->stdout_fd < 0)
		dtp->stdout_fd = fcntl(fileno(fp), F_DUPFD_CLOEXEC, 0);
	dup2(fd, fileno(fp));
	close(fd);
}

/* the actions of this family in a record being printed */
void
dt_spec_action(dtrace_hdl_t *dtp, const dt_action_t *a, const char *data,
    const dt_pfarg_t *args, int nargs, FILE *fp, const dt_rechdr_t *h)
{
	char *s;

	switch (a->kind) {
	case DT_ACT_COMMIT:
	case DT_ACT_DISCARD:
		spec_commit(dtp, a->kind == DT_ACT_COMMIT, data + a->recs[0].off);
		break;
	case DT_ACT_FTRUNCATE:
		fflush(fp);
		if (ftruncate(fileno(fp), 0) == 0)
			fseeko(fp, 0, SEEK_SET);
		break;
	case DT_ACT_SYSTEM:
	case DT_ACT_FREOPEN:
		if ((s = spec_format(a, args, nargs)) == NULL)
			break;
		if (a->kind == DT_ACT_FREOPEN) {
			spec_freopen(dtp, fp, s, h->stmt & ~DT_REC_SPEC, h->probe);
		} else {
			/* the output so far comes before the command's */
			fflush(NULL);	/* every stream the process has, fp too */
			if (system(s) == -1)
				spec_liberr(dtp, h->stmt & ~DT_REC_SPEC, h->probe,
				    "system(\"%s\") failed: %s", s);
		}
		free(s);
		break;
	default:
		break;
	}
}
