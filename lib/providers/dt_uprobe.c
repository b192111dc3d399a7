/*
 * dt_uprobe.c: uprobes, the mechanism that user-space providers share (the
 * pid provider now; USDT probes are uprobes too, with semaphores).
 *
 * One program kind, "uprobe": a BPF_PROG_TYPE_KPROBE program (a uprobe's
 * context is the user's struct pt_regs), loaded once, with expected attach
 * type BPF_TRACE_UPROBE_MULTI where the kernel has uprobe_multi links.  Its
 * pro_id reads the probe id and flags from the BPF cookie of the place
 * that fired (dt_pro_id_cookie), its pro_args the arguments from pt_regs as
 * the x86_64 SysV convention passes them (rdi, rsi, rdx, rcx, r8, r9, then
 * the stack words above the return address, read from user memory); at a
 * return probe arg0 is 0 (the return site is not known to a uretprobe) and
 * arg1 the return value (rax), as DTrace has them (dt_regs.c).
 *
 * Attachment (dt_uprobe_attach): a set of places in one file, entry or
 * return, each with its cookie, optionally its USDT semaphore and a pid
 * filter, becomes one uprobe_multi link, made through the raw bpf(2)
 * BPF_LINK_CREATE with this file's own layout of the attribute (Debian's
 * libbpf 1.1 has no uprobe_multi).  The kernel installs the breakpoints
 * only in processes that pass the pid filter (all threads of that process)
 * and removes them when the link's descriptor is closed, also when dtrace
 * is killed: nothing is written to tracefs, so nothing is left behind.
 * Where the kernel has no uprobe_multi links, each place is a perf event
 * of the uprobe PMU (perf_event_open with the PMU's type, the path in
 * config1 and the offset in config2, for the one process) with a BPF link
 * carrying the cookie; semaphores are not supported there.  Every
 * descriptor is registered with dt_add_attach_fd, so the library closes it;
 * a set may also name an owner's list (dt_ulinks_t) that gets them, so
 * that the owner can close them earlier (an instance following an exec:
 * the old image's links, dt_follow.c).
 *
 * The kind of link is found out once per process (uprobe_mech): a fact of
 * the kernel, the same for every handle.  Test hook: DTRACE_UPROBE_ASSUME=pmu
 * in the environment makes it the uprobe PMU's perf events even where
 * uprobe_multi links work, so that the golden tests exercise that path too;
 * it is not documented for users.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>
#include <linux/capability.h>
#include "dt_impl.h"
#include "dt_bpf.h"
#include "dt_cg.h"
#include "dt_emit.h"
#include "dt_probe_flags.h"
#include "dt_back.h"
#include "dt_providers.h"
#include "dt_uprobe.h"

/* uapi values newer than the system's headers (linux/bpf.h of Linux 6.6) */
#define DT_BPF_TRACE_UPROBE_MULTI	48
#define DT_BPF_F_UPROBE_MULTI_RETURN	1U
#define DT_ENOTSUPP	524	/* the kernel's, for an instruction uprobes refuse */

/* union bpf_attr for BPF_LINK_CREATE of a uprobe_multi link */
struct dt_uprobe_multi_attr {
	uint32_t prog_fd;
	uint32_t target_fd;
	uint32_t attach_type;
	uint32_t flags;
	uint64_t path;
	uint64_t offsets;
	uint64_t ref_ctr_offsets;
	uint64_t cookies;
	uint32_t cnt;
	uint32_t umflags;
	uint32_t pid;
	uint32_t pad;
};

enum { UPROBE_UNKNOWN, UPROBE_MULTI, UPROBE_PMU };
static int uprobe_mech = UPROBE_UNKNOWN;

/* can a program be loaded for uprobe_multi links? */
static int
uprobe_multi_ok(void)
{
	struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = BPF_REG_0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = (enum bpf_attach_type)DT_BPF_TRACE_UPROBE_MULTI);
	int fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_uprobe", "GPL", ret0, 2, &opts);

	if (fd < 0)
		return 0;
	close(fd);
	return 1;
}

static int
uprobe_multi(void)
{
	const char *assume = getenv("DTRACE_UPROBE_ASSUME");

	if (uprobe_mech == UPROBE_UNKNOWN)
		uprobe_mech = assume != NULL && strcmp(assume, "pmu") == 0 ? UPROBE_PMU :
		    uprobe_multi_ok() ? UPROBE_MULTI : UPROBE_PMU;
	return uprobe_mech == UPROBE_MULTI;
}

int
dt_uprobe_eatype(void)
{
	return uprobe_multi() ? DT_BPF_TRACE_UPROBE_MULTI : 0;
}

int
dt_uprobe_load(dtrace_hdl_t *dtp, struct dt_program *pgp, dt_bprog_t *bp)
{
	(void)pgp;
	return dt_load_bprog_eatype(dtp, bp, dt_uprobe_eatype());
}

/* an attachment of the set: the library closes it, and the set's owner may */
static void
uprobe_keep(dtrace_hdl_t *dtp, const dt_uprobe_set_t *s, int fd)
{
	dt_ulinks_t *l = s->links;

	dt_add_attach_fd(dtp, fd);
	if (l == NULL)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 8;
		l->fds = dt_realloc(l->fds, l->cap * sizeof(int));
	}
	l->fds[l->n++] = fd;
}

void
dt_ulinks_close(dtrace_hdl_t *dtp, dt_ulinks_t *l)
{
	for (int i = 0; i < l->n; i++)
		dt_detach_fd(dtp, l->fds[i]);
	free(l->fds);
	memset(l, 0, sizeof(*l));
}

/* a uprobe_multi link for places [lo, hi) of the set: its fd, or -1 with errno */
static int
uprobe_link1(int prog_fd, const dt_uprobe_set_t *s, int lo, int hi)
{
	struct dt_uprobe_multi_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.prog_fd = (uint32_t)prog_fd;
	attr.attach_type = DT_BPF_TRACE_UPROBE_MULTI;
	attr.path = (uint64_t)(uintptr_t)s->path;
	attr.offsets = (uint64_t)(uintptr_t)(s->offsets + lo);
	attr.ref_ctr_offsets = s->refctr ? (uint64_t)(uintptr_t)(s->refctr + lo) : 0;
	attr.cookies = (uint64_t)(uintptr_t)(s->cookies + lo);
	attr.cnt = (uint32_t)(hi - lo);
	attr.umflags = s->ret ? DT_BPF_F_UPROBE_MULTI_RETURN : 0;
	attr.pid = (uint32_t)s->pid;
	return (int)syscall(__NR_bpf, BPF_LINK_CREATE, &attr, sizeof(attr));
}

/*
 * Links for places [lo, hi): one if the kernel takes them all; where it
 * refuses an instruction (ENOTSUPP: one it cannot single-step or emulate,
 * which fails the whole link), the halves, down to the places refused,
 * which are marked in s->refused.  0, or -1 with errno for another error.
 */
static int
uprobe_links(dtrace_hdl_t *dtp, int prog_fd, const dt_uprobe_set_t *s, int lo, int hi)
{
	int lfd = uprobe_link1(prog_fd, s, lo, hi), mid;

	if (lfd >= 0) {
		uprobe_keep(dtp, s, lfd);
		return 0;
	}
	if (errno != DT_ENOTSUPP || s->refused == NULL)
		return -1;
	if (hi - lo == 1) {
		s->refused[lo] = 1;
		return 0;
	}
	mid = lo + (hi - lo) / 2;
	if (uprobe_links(dtp, prog_fd, s, lo, mid) != 0)
		return -1;
	return uprobe_links(dtp, prog_fd, s, mid, hi);
}

/* uprobe_multi links for the set */
static int
uprobe_link(dtrace_hdl_t *dtp, int prog_fd, const dt_uprobe_set_t *s)
{
	if (uprobe_links(dtp, prog_fd, s, 0, s->n) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "%s: cannot attach u%sprobes to %d place%s in %s: %s%s",
		    s->what, s->ret ? "ret" : "", s->n, s->n == 1 ? "" : "s", s->path,
		    errno == DT_ENOTSUPP ? "the kernel cannot place a uprobe on an instruction" :
		    strerror(errno), errno == EACCES || errno == EPERM ? dt_cap_hint(CAP_SYS_PTRACE) : "");
	return 0;
}

/* one perf event of the uprobe PMU per place */
static int
uprobe_pmu(dtrace_hdl_t *dtp, int prog_fd, const dt_uprobe_set_t *s)
{
	int retbit, type = dt_pmu_type("uprobe", &retbit);

	if (type < 0)
		return dt_set_err(dtp, D_UNKNOWN, "%s: cannot create uprobes: the kernel has neither "
		    "uprobe_multi links nor a uprobe PMU", s->what);
	if (s->refctr != NULL)
		return dt_set_err(dtp, D_UNKNOWN, "%s: probes with semaphores need uprobe_multi links",
		    s->what);
	for (int i = 0; i < s->n; i++) {
		struct perf_event_attr attr = {
			.size = sizeof(attr),
			.type = (uint32_t)type,
			.sample_period = 1,
			.wakeup_events = 1,
			.config = s->ret ? 1ULL << retbit : 0,
			.config1 = (uint64_t)(uintptr_t)s->path,
			.config2 = s->offsets[i],
		};
		LIBBPF_OPTS(bpf_link_create_opts, opts, .perf_event.bpf_cookie = s->cookies[i]);
		int pfd, lfd, err;

		pfd = (int)syscall(__NR_perf_event_open, &attr, s->pid > 0 ? s->pid : -1,
		    s->pid > 0 ? -1 : 0, -1, PERF_FLAG_FD_CLOEXEC);
		if (pfd < 0 && errno == DT_ENOTSUPP && s->refused != NULL) {
			s->refused[i] = 1;
			continue;
		}
		if (pfd < 0)
			return dt_set_err(dtp, D_UNKNOWN, "%s: cannot create a u%sprobe at %s+0x%llx: %s",
			    s->what, s->ret ? "ret" : "", s->path, (unsigned long long)s->offsets[i],
			    strerror(errno));
		lfd = bpf_link_create(prog_fd, pfd, BPF_PERF_EVENT, &opts);
		if (lfd < 0) {
			err = errno;
			close(pfd);
			return dt_set_err(dtp, D_UNKNOWN, "%s: attaching to a u%sprobe: %s", s->what,
			    s->ret ? "ret" : "", strerror(err));
		}
		uprobe_keep(dtp, s, lfd);
		uprobe_keep(dtp, s, pfd);
	}
	return 0;
}

/* the executable's path, or "" */
static void
uprobe_exe(int pid, char *buf, size_t len)
{
	char fn[64];
	ssize_t n;

	snprintf(fn, sizeof(fn), "/proc/%d/exe", pid);
	n = readlink(fn, buf, len - 1);
	buf[n > 0 ? n : 0] = '\0';
	if (n > 10 && strcmp(buf + n - 10, " (deleted)") == 0)
		buf[n - 10] = '\0';
}

int
dt_uprobe_maps(int pid, int (*cb)(void *, const dt_umap_t *), void *arg)
{
	char fn[64], line[4096], exe[PATH_MAX];
	FILE *fp;

	snprintf(fn, sizeof(fn), "/proc/%d/maps", pid);
	if ((fp = fopen(fn, "re")) == NULL)
		return -1;
	uprobe_exe(pid, exe, sizeof(exe));
	while (fgets(line, sizeof(line), fp) != NULL) {
		unsigned long long start, end, off, ino;
		unsigned maj, min;
		char perms[8];
		dt_umap_t m;
		int pos = 0;
		size_t len;

		if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms, &off,
		    &maj, &min, &ino, &pos) < 7 || pos == 0 || perms[2] != 'x')
			continue;
		m.path = line + pos;
		m.path[strcspn(m.path, "\n")] = '\0';
		if (ino == 0 || m.path[0] != '/')
			continue;	/* anonymous, [vdso], [vsyscall] */
		len = strlen(m.path);
		if (len > 10 && strcmp(m.path + len - 10, " (deleted)") == 0)
			m.path[len - 10] = '\0';
		m.exe = strcmp(m.path, exe) == 0;
		m.start = start;
		m.end = end;
		m.off = off;
		m.ino = ino;
		if (cb(arg, &m) != 0)
			break;
	}
	fclose(fp);
	return 0;
}

int
dt_uprobe_exited(int pid)
{
	char fn[64], buf[512], *p;
	ssize_t n;
	int fd;

	snprintf(fn, sizeof(fn), "/proc/%d/stat", pid);
	if ((fd = open(fn, O_RDONLY | O_CLOEXEC)) < 0)
		return errno == ENOENT || errno == ESRCH;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 1;
	buf[n] = '\0';
	/* "pid (comm) S ...": comm may hold ')' */
	return (p = strrchr(buf, ')')) != NULL && (p[2] == 'Z' || p[2] == 'X');
}

int
dt_uprobe_grab_err(dtrace_hdl_t *dtp, int pid, int err)
{
	if (err == 0 || ((err == ENOENT || err == ESRCH) && dt_uprobe_exited(pid))) {
		char fn[64];

		/* $target was grabbed: it existed */
		snprintf(fn, sizeof(fn), "/proc/%d", pid);
		return dt_set_err(dtp, D_PROC_GRAB, "failed to grab process %d: %s", pid,
		    pid == dtp->proc.target || access(fn, F_OK) == 0 ? "it has exited" :
		    "No such process");
	}
	return dt_set_err(dtp, D_PROC_GRAB, "failed to grab process %d: %s", pid, strerror(err));
}

/*
 * A process (-p, or -c once running) may exit while its probes are being
 * attached: its files are then gone from /proc/PID/root, and the kernel
 * refuses the links.  That is no error: there is nothing left to trace in
 * it, and its exit is told and ends tracing as any exit does.
 */
int
dt_uprobe_attach(dtrace_hdl_t *dtp, int prog_fd, const dt_uprobe_set_t *s)
{
	int rc;

	if (s->n == 0)
		return 0;
	rc = uprobe_multi() ? uprobe_link(dtp, prog_fd, s) : uprobe_pmu(dtp, prog_fd, s);
	if (rc != 0 && s->pid > 0 && dt_uprobe_exited(s->pid))
		return 0;
	return rc;
}

static void
uprobe_pro_args(dtrace_hdl_t *dtp, dt_irbuf_t *ir)
{
	dt_pro_args_regs(dtp, ir, DT_REGS_UPROBE);
}

/* stackdepth, caller: the kernel functions a uprobe fires through */
const char *const dt_uprobe_funcs[] = {
	"trace_call_bpf", "uprobe_perf_func", "uprobe_dispatcher", "uretprobe_dispatcher",
	"uretprobe_perf_func", "uprobe_prog_run", "uprobe_multi_link_handler",
	"uprobe_multi_link_ret_handler", NULL
};

/*
 * stack() at a uprobe: the kernel's stack is only the breakpoint's (int3,
 * or the uretprobe trampoline's system call) under the handlers, left out
 * (these prefixes count for every provider's stacks, so the system call
 * entry under a uretprobe's stays: a return probe's stack() shows it)
 */
const char *const dt_uprobe_frames[] = { "uprobe_", "uretprobe_", "handler_chain",
    "handle_swbp", "handle_trampoline", "exc_int3", "asm_exc_int3", "noist_exc_int3",
    "do_int3", "arch_uprobe_", "__x64_sys_uretprobe", "__do_sys_uretprobe", NULL };

const dt_progkind_t dt_uprobe_kind = {
	.name = "uprobe",
	.heading = "uprobe",
	.progtype = BPF_PROG_TYPE_KPROBE,
	.pro_id = dt_pro_id_cookie,
	.pro_args = uprobe_pro_args,
	.load = dt_uprobe_load,
	.tracer_funcs = dt_uprobe_funcs,
};
