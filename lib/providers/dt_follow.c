/*
 * dt_follow.c: following the traced processes: their probes keep working
 * when a process exec()s, and the probes of a library it dlopen()s are
 * made and attached when the library is mapped.
 *
 * Which processes: the instances (pid1234, myprov1234) of the providers
 * that have a follow op (pid, usdt), of processes that exist (not usdt's
 * every-process instances, DT_PID_ANY), and only when a clause names one
 * (dt_probe_follows, asked by the checker for each description: the
 * clause's follow bits, one per program kind of those instances).  Such a
 * clause is in its kinds' programs even without probes yet (a description
 * that matched nothing under -Z), every clause of those kinds is guarded
 * by the clause-mask map (dt_link.c), and the maps keyed by probe id
 * (clause masks, probe strings, usdt's sites) are hashes that grow, so
 * that probes made while tracing get new ids and run the same programs:
 * the uprobe's cookie carries the probe id.
 *
 * Detecting the events, in the kernel, for those processes only (a hash
 * map of their pids, filled at dt_follow_start):
 *   exec   a raw tracepoint program on sched_process_exec (no tracefs)
 *          that looks the current process up in the map;
 *   load   a uprobe, with the process's pid as its filter, on the dynamic
 *          linker's _dl_debug_state, which the linker calls after each
 *          change of its list of objects (before and after mapping a
 *          dlopen()ed library, and for dlclose()), as debuggers and
 *          illumos's librtld_db follow them; only where a library could
 *          bring probes (fo_need_dl: a description's module is a glob, or
 *          one the process does not map), as closing a uprobe costs.
 * Both write the pid, the event and the time to a ring buffer whose epoll
 * descriptor is added to the trace buffers' epoll set: the consumer's wait
 * wakes at once, and dt_follow_poll (after the records are read) is the
 * only work the consumer loop does for following, a look at the ring
 * buffer's positions when nothing happened.
 *
 * Handling (dt_follow_poll), per process, an exec covering a load: each
 * instance's follow op re-reads the process's mappings (after an exec, the
 * old image's files that the new one does not map are dropped, their
 * links closed at the next exec: see dt_prov_pid.c); then every
 * description of a following clause that names the instance is resolved
 * again against its new modules (its provide op: probes already made keep
 * their ids, new ones get the next ids) and each probe it matches that the
 * clause lacks is added to the clause (dt_clause_add_probe) with its
 * clause-mask bit and probe strings, before the instance's attach op
 * attaches what is not attached yet.  After an exec the linker's uprobe is
 * placed again if the new image's linker is another file.  At the start
 * (dt_follow_start) each process is handled once as after an exec, for
 * an exec between reading it and filling the pid map (nothing changes if
 * it maps the same files).  A process that has exited keeps its instance
 * as it was and is taken out of the pid map (dt_follow_exited, which
 * dt_proc.c calls before it reaps a process it watches; for others, when
 * their pidfd says so at their next event), so that a later process given
 * its pid is not followed, nor stopped.  Failures are diagnostics,
 * not errors: tracing goes on.
 *
 * The window: this runs in the consumer after the event, so firings of
 * the new image's probes between the exec (or the library's mapping) and
 * the attachment could be missed.  A process dtrace created (-c; value
 * FO_STOP in the pid map) is stopped for it: the event program sends it a
 * SIGSTOP at an exec, and at the library loads of its dynamic linker's
 * start that follow (the count the handling of the exec leaves in the map
 * when the linker has yet to map the libraries), and the handling sends
 * the SIGCONT once the probes are on (about 0.3 ms here).  That is safe
 * there: after an exec the process has one thread and no signal handlers,
 * and its code has not run yet, so nothing in it sees the stop; its parent
 * is dtrace, which does not wait for stops; and it cannot be left stopped:
 * it dies with dtrace (PR_SET_PDEATHSIG, dt_proc.c) and is killed when
 * released, and events that come after tracing stopped are only continued
 * (fo_poll).  Later library loads are not stopped (other threads could see
 * a stop as EINTR, a SIGCONT handler would run), nor is a grabbed process
 * (-p: its parent would see it stopped, a shell would report the job
 * stopped, and a dtrace killed meanwhile would leave it so): there the
 * window is open, about 5 ms after an exec here (up to 20 ms with many
 * probes) and under 1 ms after a library load, from the event's timestamp
 * (reported under -x verbose; files mapped again, such as libc, keep their
 * probes throughout).
 *
 * Not followed: the every-process instances of usdt's glob over provider
 * names (python*, DT_PID_ANY), placed on the files found at start, and
 * the children a traced process forks.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <poll.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_front.h"
#include "dt_back.h"
#include "dt_providers.h"
#include "dt_uobj.h"
#include "dt_uprobe.h"

#define FO_MAXPIDS	1024
#define FO_FOLLOW	1	/* the pid map's values: follow; */
#define FO_STOP		2	/* and stop at an exec, and at the next value - FO_STOP
				 * library loads (its linker's start) */
#define FO_STOPPED	0x100	/* an event's: the process was stopped for it */
#define FO_RINGSIZE	(64 * 1024)

typedef struct fo_event {	/* what the programs write */
	uint32_t pid;
	uint32_t event;		/* DT_FOLLOW_*, FO_STOPPED */
	uint64_t ts;		/* bpf_ktime_get_ns(): CLOCK_MONOTONIC */
} fo_event_t;

typedef struct fo_proc {
	int pid;
	int pidfd;		/* the process (not another one given its pid later) */
	dt_ulinks_t dl;		/* the uprobe on its dynamic linker, */
	char *ld;		/* which is this file (path as mapped) */
	uint64_t ldino;		/* with this inode */
	int stop;		/* created by dtrace (-c): stopped at its exec */
	int stopped;		/* stopped for an event, to be continued */
	unsigned pending;	/* DT_FOLLOW_* bits seen, not handled yet */
	uint64_t ts;		/* the first pending event's time */
} fo_proc_t;

struct dt_follow {
	int pidmap, ringmap;	/* map descriptors */
	int execprog, dlprog;	/* program descriptors */
	struct ring_buffer *rb;
	fo_proc_t *procs;
	int nprocs;
	int full;		/* the probe-id maps have been full */
};

/*
 * The instances the description names were made when it was matched:
 * those that follow (not usdt's every-process ones), by name (a glob over
 * provider names too, p*d$target)
 */
unsigned
dt_probe_follows(dtrace_hdl_t *dtp, const dt_pdesc_t *pd)
{
	unsigned mask = 0;

	if (pd->prv[0] == '\0')
		return 0;	/* names no provider: only probes made already */
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next) {
		if (pv->pid <= 0 || pv->ops->follow == NULL || !dt_gmatch(pv->name, pd->prv))
			continue;
		for (int k = 0; pv->ops->kinds[k] != NULL; k++)
			mask |= 1U << dt_pkind_index(pv->ops->kinds[k]);
	}
	return mask;
}

/*
 * The event program: { pid, event, time } to the ring buffer if the
 * current process is one of the map's.  A process dtrace created (a value
 * of FO_STOP and more) is stopped with a SIGSTOP at an exec, and at a
 * library load while the value is above FO_STOP (each such load takes one
 * off): the loads of its dynamic linker's start, before any code of the
 * program has run.  The SIGSTOP is sent before the event is written, so
 * that the SIGCONT after the handling always comes after it (a SIGCONT
 * also discards a SIGSTOP still pending).
 */
static int
fo_prog(int type, int eatype, int event, int pidmap, int ringmap)
{
	struct bpf_insn p[32];
	int n = 0, out;
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .expected_attach_type = (enum bpf_attach_type)eatype);

#define FO_I(...)	do { struct bpf_insn i_[] = { __VA_ARGS__ }; \
	memcpy(&p[n], i_, sizeof(i_)); n += (int)(sizeof(i_) / sizeof(i_[0])); } while (0)
	FO_I(BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid),
	    BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32),
	    BPF_STX_MEM(BPF_W, BPF_REG_FP, BPF_REG_0, -16),
	    BPF_ST_MEM(BPF_W, BPF_REG_FP, -12, event),
	    BPF_LD_MAP_FD(BPF_REG_1, pidmap),
	    BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
	    BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16),
	    BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	out = n;
	FO_I(BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0),	/* to out, below */
	    BPF_LDX_MEM(BPF_W, BPF_REG_1, BPF_REG_0, 0));
	if (event == DT_FOLLOW_EXEC)
		FO_I(BPF_JMP_IMM(BPF_JLT, BPF_REG_1, FO_STOP, 3));
	else
		FO_I(BPF_JMP_IMM(BPF_JLE, BPF_REG_1, FO_STOP, 5),
		    BPF_ALU64_IMM(BPF_SUB, BPF_REG_1, 1),
		    BPF_STX_MEM(BPF_W, BPF_REG_0, BPF_REG_1, 0));
	FO_I(BPF_ST_MEM(BPF_W, BPF_REG_FP, -12, event | FO_STOPPED),
	    BPF_MOV64_IMM(BPF_REG_1, SIGSTOP),
	    BPF_CALL_HELPER(BPF_FUNC_send_signal),
	    BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns),
	    BPF_STX_MEM(BPF_DW, BPF_REG_FP, BPF_REG_0, -8),
	    BPF_LD_MAP_FD(BPF_REG_1, ringmap),
	    BPF_MOV64_REG(BPF_REG_2, BPF_REG_FP),
	    BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16),
	    BPF_MOV64_IMM(BPF_REG_3, sizeof(fo_event_t)),
	    BPF_MOV64_IMM(BPF_REG_4, 0),
	    BPF_CALL_HELPER(BPF_FUNC_ringbuf_output));
	p[out].off = (int16_t)(n - out - 1);
	FO_I(BPF_MOV64_IMM(BPF_REG_0, 0),
	    BPF_EXIT_INSN());
#undef FO_I
	return bpf_prog_load((enum bpf_prog_type)type, "dt_follow", "GPL", p, (size_t)n, &opts);
}

static fo_proc_t *
fo_proc(dt_follow_t *fo, int pid)
{
	for (int i = 0; i < fo->nprocs; i++)
		if (fo->procs[i].pid == pid)
			return &fo->procs[i];
	return NULL;
}

/* a mapping: a file other than the executable and the linker (counted)? */
static int
fo_lib_map(void *arg, const dt_umap_t *um)
{
	if (!um->exe && strncmp(strrchr(um->path, '/') + 1, "ld-", 3) != 0)
		(*(int *)arg)++;
	return 0;
}

/* continue process fp if an event stopped it */
static void
fo_continue(fo_proc_t *fp)
{
	if (fp->stopped)
		kill(fp->pid, SIGCONT);
	fp->stopped = 0;
}

/* has process fp exited? */
static int
fo_gone(const fo_proc_t *fp)
{
	struct pollfd pfd = { .fd = fp->pidfd, .events = POLLIN };

	return fp->pidfd < 0 || poll(&pfd, 1, 0) != 0;
}

typedef struct fo_ld {
	char path[PATH_MAX];	/* the dynamic linker as mapped, "" if none */
	uint64_t ino;
} fo_ld_t;

/* a mapping: the dynamic linker (ld-linux-x86-64.so.2, ld-musl-*)? */
static int
fo_ld_map(void *arg, const dt_umap_t *um)
{
	fo_ld_t *ld = arg;

	if (strncmp(strrchr(um->path, '/') + 1, "ld-", 3) != 0)
		return 0;
	snprintf(ld->path, sizeof(ld->path), "%s", um->path);
	ld->ino = um->ino;
	return 1;
}

typedef struct fo_mod {
	const char *name;	/* a basename */
	int found;		/* mapped */
} fo_mod_t;

/* a mapping: of the file whose basename is arg's name? */
static int
fo_mod_map(void *arg, const dt_umap_t *um)
{
	fo_mod_t *m = arg;

	m->found |= strcmp(strrchr(um->path, '/') + 1, m->name) == 0;
	return m->found;
}

/*
 * Can a library process pid loads bring probes?  Yes if a description of
 * a following clause that names one of its instances has a module that is
 * a glob (or none), or one the process does not map (a.out always is).
 */
static int
fo_need_dl(dtrace_hdl_t *dtp, int pid)
{
	struct dt_program *pgp = dtp->prog;

	for (int c = 0; c < pgp->nclauses; c++) {
		for (dt_node_t *pd = pgp->clauses[c]->node->args; pgp->clauses[c]->follow != 0 &&
		    pd != NULL; pd = pd->next) {
			char buf[1024];
			dt_pdesc_t desc;
			dt_provider_t *pv;
			fo_mod_t m = { NULL, 0 };

			if (pd->isconst || dt_pdesc_parse(pd->str, pd->op, buf, sizeof(buf), &desc) != 0 ||
			    desc.prv[0] == '\0')
				continue;
			for (pv = dtp->provlist; pv != NULL; pv = pv->next)
				if (pv->pid == pid && pv->ops->follow != NULL &&
				    dt_gmatch(pv->name, desc.prv))
					break;
			if (pv == NULL || strcmp(desc.mod, "a.out") == 0)
				continue;
			m.name = desc.mod;
			if (desc.mod[0] == '\0' || strpbrk(desc.mod, "*?[") != NULL ||
			    dt_uprobe_maps(pid, fo_mod_map, &m) != 0 || !m.found)
				return 1;
		}
	}
	return 0;
}

/*
 * The uprobe on the process's dynamic linker's _dl_debug_state (none for
 * a static program, nor where no library can bring probes: fo_need_dl);
 * after an exec into a program with the same linker, the link there stays
 * (a uprobe is on the file; closing one waits).
 */
static void
fo_dl_attach(dtrace_hdl_t *dtp, dt_follow_t *fo, fo_proc_t *fp)
{
	fo_ld_t ld = { "", 0 };
	char path[PATH_MAX + 32];
	uint64_t cookie = 0, off = 0;
	dt_ulinks_t old = fp->dl;
	dt_uprobe_set_t s = { .path = path, .pid = fp->pid, .n = 1, .offsets = &off,
	    .cookies = &cookie, .what = "following dlopen()", .links = &fp->dl };
	const dt_usym_t *fn;
	dt_uobj_t *o;

	if (fo->dlprog < 0 || dt_uprobe_maps(fp->pid, fo_ld_map, &ld) != 0)
		return;		/* it has exited */
	if (!fo_need_dl(dtp, fp->pid))
		ld.path[0] = '\0';	/* none needed: as for a static program */
	if (fp->ld != NULL && ld.ino == fp->ldino && strcmp(ld.path, fp->ld) == 0)
		return;
	memset(&fp->dl, 0, sizeof(fp->dl));
	free(fp->ld);
	fp->ld = dt_strdup(ld.path);
	fp->ldino = ld.ino;
	snprintf(path, sizeof(path), "/proc/%d/root%s", fp->pid, ld.path);
	if (ld.path[0] != '\0' && (o = dt_uobj_open(path)) != NULL) {
		if ((fn = dt_uobj_func(o, "_dl_debug_state")) != NULL &&
		    dt_uobj_vaddr2off(o, fn->value, &off) == 0 && off != 0 &&
		    dt_uprobe_attach(dtp, fo->dlprog, &s) != 0 && !fo_gone(fp))
			dt_diag(dtp, "pid %d: libraries it loads are not followed: %s", fp->pid,
			    dtp->errmsg);
		dt_uobj_close(o);
	}
	dt_ulinks_close(dtp, &old);
}

static int
fo_on_event(void *ctx, void *data, size_t len)
{
	dt_follow_t *fo = ctx;
	fo_event_t ev;
	fo_proc_t *fp;

	if (len < sizeof(ev))
		return 0;
	memcpy(&ev, data, sizeof(ev));
	if ((fp = fo_proc(fo, (int)ev.pid)) == NULL)
		return 0;
	if (fp->pending == 0)
		fp->ts = ev.ts;
	fp->pending |= ev.event & (DT_FOLLOW_EXEC | DT_FOLLOW_LOAD);
	fp->stopped |= (ev.event & FO_STOPPED) != 0;
	return 0;
}

/* add the instance providers' processes to the followed ones */
static void
fo_add_procs(dtrace_hdl_t *dtp, dt_follow_t *fo, int (*created)(dtrace_hdl_t *, int))
{
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next) {
		fo_proc_t *fp;
		uint32_t how;

		if (pv->pid <= 0 || pv->ops->follow == NULL || fo_proc(fo, pv->pid) != NULL ||
		    fo->nprocs >= FO_MAXPIDS)
			continue;
		fo->procs = dt_realloc(fo->procs, (fo->nprocs + 1) * sizeof(fo_proc_t));
		fp = &fo->procs[fo->nprocs++];
		memset(fp, 0, sizeof(*fp));
		fp->pid = pv->pid;
		fp->pidfd = (int)syscall(SYS_pidfd_open, fp->pid, 0);
		fp->stop = created != NULL && created(dtp, fp->pid);
		how = fp->stop ? FO_STOP : FO_FOLLOW;
		bpf_map_update_elem(fo->pidmap, &fp->pid, &how, BPF_ANY);
		fo_dl_attach(dtp, fo, fp);
	}
}

static void
fo_free(dt_follow_t *fo)
{
	if (fo->rb != NULL)
		ring_buffer__free(fo->rb);
	if (fo->execprog >= 0)
		close(fo->execprog);
	if (fo->dlprog >= 0)
		close(fo->dlprog);
	if (fo->pidmap >= 0)
		close(fo->pidmap);
	if (fo->ringmap >= 0)
		close(fo->ringmap);
	for (int i = 0; i < fo->nprocs; i++) {
		free(fo->procs[i].dl.fds);	/* closed with the library's attachments */
		free(fo->procs[i].ld);
		if (fo->procs[i].pidfd >= 0)
			close(fo->procs[i].pidfd);
	}
	free(fo->procs);
	free(fo);
}

/*
 * The descriptions of the following clauses that name instance pv, matched
 * again against it: the probes a clause lacks are added to it.
 */
static void
fo_resolve(dtrace_hdl_t *dtp, dt_follow_t *fo, dt_provider_t *pv)
{
	struct dt_program *pgp = dtp->prog;

	for (int c = 0; c < pgp->nclauses; c++) {
		dt_clause_t *cl = pgp->clauses[c];

		if (cl->follow == 0)
			continue;
		for (dt_node_t *pd = cl->node->args; pd != NULL; pd = pd->next) {
			char buf[1024];
			dt_pdesc_t desc;

			if (pd->isconst || dt_pdesc_parse(pd->str, pd->op, buf, sizeof(buf), &desc) != 0 ||
			    desc.prv[0] == '\0' || !dt_gmatch(pv->name, desc.prv))
				continue;
			if (pv->ops->provide(dtp, pv, &desc) < 0) {
				dt_diag(dtp, "%s: %s", pd->str, dtp->errmsg);
				continue;
			}
			for (uint32_t i = 1; i < dtp->nprobes; i++) {
				dt_probe_t *p = dtp->probes[i];

				if (p->prov != pv || !((cl->follow >> p->kind) & 1) ||
				    (!dt_gmatch(p->mod, desc.mod) &&
				    (p->modalias == NULL || !dt_gmatch(p->modalias, desc.mod))) ||
				    !dt_gmatch(p->func, desc.fun) || !dt_gmatch(p->name, desc.prb))
					continue;
				if (dt_clause_add_probe(dtp, cl, p) <= 0)
					continue;
				if (dt_load_cmask(dtp, cl, p->id) != 0 && !fo->full++)
					dt_diag(dtp, "%s: probe %s:%s:%s:%s and later ones do not "
					    "run: more than %d probes made while tracing", pd->str,
					    pv->name, p->mod, p->func, p->name, DT_FOLLOW_MOREIDS);
				dt_load_pstr(dtp, p);
			}
		}
	}
}

/* an exec or a library load of process fp: its instances follow */
static void
fo_handle(dtrace_hdl_t *dtp, dt_follow_t *fo, fo_proc_t *fp, int seen)
{
	unsigned ev = fp->pending;
	int event = (ev & DT_FOLLOW_EXEC) ? DT_FOLLOW_EXEC : DT_FOLLOW_LOAD;
	uint32_t before = dtp->nprobes;
	struct timespec now;

	fp->pending = 0;
	if (fo_gone(fp)) {
		/* it has exited: its pid may be another process's now (whom
		 * the event program may have stopped: continued) */
		bpf_map_delete_elem(fo->pidmap, &fp->pid);
		fo_continue(fp);
		return;
	}
	for (dt_provider_t *pv = dtp->provlist; pv != NULL; pv = pv->next) {
		if (pv->pid != fp->pid || pv->ops->follow == NULL)
			continue;
		if (pv->ops->follow(dtp, pv, event) != 0) {
			if (!fo_gone(fp))	/* (one that has exited meanwhile is no news) */
				dt_diag(dtp, "%s: not followed: %s", pv->name, dtp->errmsg);
			continue;
		}
		fo_resolve(dtp, fo, pv);
		if (pv->ops->attach != NULL && pv->ops->attach(dtp, pv, dtp->prog) != 0 &&
		    !fo_gone(fp))
			dt_diag(dtp, "%s: %s", pv->name, dtp->errmsg);
	}
	if (event == DT_FOLLOW_EXEC)
		fo_dl_attach(dtp, fo, fp);
	if (event == DT_FOLLOW_EXEC && fp->stop) {
		/*
		 * the loads of its linker's start, if it is yet to map the
		 * libraries, stop it too: glibc's linker calls _dl_debug_state
		 * twice (before and after), others once
		 */
		int libs = 0;
		uint32_t how = FO_STOP;

		if (fp->ld != NULL && fp->ld[0] != '\0' &&
		    dt_uprobe_maps(fp->pid, fo_lib_map, &libs) == 0 && libs == 0)
			how += strncmp(strrchr(fp->ld, '/') + 1, "ld-linux", 8) == 0 ? 2 : 1;
		bpf_map_update_elem(fo->pidmap, &fp->pid, &how, BPF_ANY);
	}
	fo_continue(fp);	/* stopped for the event: the probes are on */
	clock_gettime(CLOCK_MONOTONIC, &now);
	if (dtp->verbose && (seen || dtp->nprobes != before))
		dt_diag(dtp, "pid %d: followed its %s in %.1f ms (%u new probes)", fp->pid,
		    !seen ? "exec before tracing began" :
		    event == DT_FOLLOW_EXEC ? "exec" : "library load",
		    ((double)now.tv_sec * 1e9 + (double)now.tv_nsec - (double)fp->ts) / 1e6,
		    dtp->nprobes - before);
}

int
dt_follow_start(dtrace_hdl_t *dtp, struct dt_program *pgp, int epfd,
    int (*created)(dtrace_hdl_t *, int pid))
{
	dt_follow_t *fo;
	struct epoll_event ee = { .events = EPOLLIN };
	struct timespec now;
	int lfd;

	if (pgp->follows == 0 || dtp->follow != NULL)
		return 0;
	fo = dt_zalloc(sizeof(*fo));
	fo->execprog = fo->dlprog = -1;
	fo->pidmap = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_follow_pids", 4, 4, FO_MAXPIDS, NULL);
	fo->ringmap = bpf_map_create(BPF_MAP_TYPE_RINGBUF, "dt_follow_ev", 0, 0, FO_RINGSIZE,
	    NULL);
	if (fo->pidmap < 0 || fo->ringmap < 0)
		goto fail;
	fo->execprog = fo_prog(BPF_PROG_TYPE_RAW_TRACEPOINT, 0, DT_FOLLOW_EXEC, fo->pidmap,
	    fo->ringmap);
	fo->dlprog = fo_prog(BPF_PROG_TYPE_KPROBE, dt_uprobe_eatype(), DT_FOLLOW_LOAD,
	    fo->pidmap, fo->ringmap);
	if (fo->execprog < 0 || fo->dlprog < 0)
		goto fail;
	if ((fo->rb = ring_buffer__new(fo->ringmap, fo_on_event, fo, NULL)) == NULL)
		goto fail;
	if ((lfd = bpf_raw_tracepoint_open("sched_process_exec", fo->execprog)) < 0)
		goto fail;
	dt_add_attach_fd(dtp, lfd);
	if (epoll_ctl(epfd, EPOLL_CTL_ADD, ring_buffer__epoll_fd(fo->rb), &ee) != 0)
		goto fail;
	dtp->follow = fo;
	fo_add_procs(dtp, fo, created);
	/*
	 * An exec between reading a process for its instances and now went
	 * unseen: each is followed as after an exec, which changes nothing
	 * if the process still maps the same files
	 */
	clock_gettime(CLOCK_MONOTONIC, &now);
	for (int i = 0; i < fo->nprocs; i++) {
		fo->procs[i].pending = DT_FOLLOW_EXEC;
		fo->procs[i].ts = (uint64_t)now.tv_sec * 1000000000ULL + (uint64_t)now.tv_nsec;
		fo_handle(dtp, fo, &fo->procs[i], 0);
	}
	return 0;
fail:
	dt_diag(dtp, "processes are not followed through exec and dlopen: %s", strerror(errno));
	fo_free(fo);
	return 0;
}

/*
 * The events in the ring buffer: each process's handled if follow, else
 * (tracing has stopped, or the handle is closing) only continued if it
 * was stopped for them: a process is never left stopped
 */
static void
fo_poll(dtrace_hdl_t *dtp, dt_follow_t *fo, int follow)
{
	if (ring_buffer__consume(fo->rb) <= 0)
		return;
	for (int i = 0; i < fo->nprocs; i++) {
		fo_proc_t *fp = &fo->procs[i];

		if (fp->pending == 0)
			continue;
		if (follow) {
			fo_handle(dtp, fo, fp, 1);
			continue;
		}
		fp->pending = 0;
		fo_continue(fp);
	}
}

void
dt_follow_poll(dtrace_hdl_t *dtp)
{
	if (dtp->follow != NULL)
		fo_poll(dtp, dtp->follow, !dtp->stopped);
}

/*
 * Process pid has exited (dt_proc.c, before it reaps it, so that its pid
 * cannot be another process's yet): no longer followed, nor stopped
 */
void
dt_follow_exited(dtrace_hdl_t *dtp, int pid)
{
	dt_follow_t *fo = dtp->follow;

	if (fo != NULL && fo_proc(fo, pid) != NULL)
		bpf_map_delete_elem(fo->pidmap, &pid);
}

void
dt_follow_close(dtrace_hdl_t *dtp)
{
	if (dtp->follow == NULL)
		return;
	fo_poll(dtp, dtp->follow, 0);	/* events of the last moments */
	fo_free(dtp->follow);
	dtp->follow = NULL;
}
