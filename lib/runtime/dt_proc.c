/*
 * dt_proc.c: the processes of dtrace -c and -p.
 *
 * A created process (-c) is forked and execs its command as a ptrace
 * tracee: the kernel stops it with SIGTRAP at the end of the successful
 * execve(), before it runs one instruction of the new image.  Option
 * evaltime then says where it waits for tracing, as DTrace's does: exec
 * (there), preinit, the default as in illumos (the executable's entry
 * point: the dynamic linker has loaded the libraries and run their
 * initializers, illumos stops just before those), postinit and main
 * (main(): the executable's own initializers have run too).  It is run
 * there under a one-shot breakpoint (dt_proc_run_to); an executable
 * without a "main" symbol stops at its entry point, and on machines other
 * than x86_64 every value stops at the exec.  It stays stopped while the
 * program is compiled ($target is its pid) and enabled;
 * dtrace_proc_continue() then detaches, which sets it running untraced.  A
 * pipe with close-on-exec carries the errno of a failed execvp() back, so
 * that "failed to execute CMD: ..." is reported as DTrace reports it.  The
 * child also asks for SIGKILL when dtrace dies (PR_SET_PDEATHSIG), as
 * DTrace's kill-on-last-close does, and dtrace_proc_release() kills and
 * reaps one that is still running.
 *
 * A grabbed process (-p) is only watched: never stopped, traced or
 * signalled.  Each process is watched through a pidfd, which becomes
 * readable when the process exits.  The consumer's wait (dt_consume_poll)
 * sleeps on the trace buffers and these pidfds together, so an exit ends
 * the wait at once; dt_proc_poll() then reaps a created process for its
 * wait status and tells the handler set with dtrace_handle_proc(), after
 * the records already buffered have been printed.
 *
 * $target is the pid of the first process created or grabbed (0 if none,
 * as in DTrace).
 *
 * Following a process's exec and dlopen while tracing is not done here
 * (no ptrace after the continue): the kernel tells it, see
 * lib/providers/dt_follow.c, which may stop a created process (it asks
 * dt_proc_created) from its exec until its new probes are attached: such
 * a process dies with dtrace (PR_SET_PDEATHSIG) and is killed on release,
 * so it is never left stopped.  A process's exit is told to it
 * (dt_follow_exited) before the process is reaped, while its pid cannot
 * yet be another process's.
 */
#define _GNU_SOURCE	/* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gelf.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/user.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "dt_impl.h"
#include "dt_providers.h"
#include "dt_runtime.h"

typedef struct dt_proc {
	int pid;
	int pidfd;		/* -1 once the exit has been seen */
	int created;		/* -c: our child, killed on release */
	int stopped;		/* created, not yet continued (a ptrace stop) */
	struct dt_proc *next;
} dt_proc_t;

static int
dt_pidfd_open(int pid)
{
	return (int)syscall(SYS_pidfd_open, pid, 0);
}

static dt_proc_t *
dt_proc_lookup(dtrace_hdl_t *dtp, int pid)
{
	for (dt_proc_t *p = dtp->proc.list; p != NULL; p = p->next)
		if (p->pid == pid)
			return p;
	return NULL;
}

static void
dt_proc_add(dtrace_hdl_t *dtp, int pid, int pidfd, int created)
{
	dt_proc_t *p = dt_zalloc(sizeof(*p)), **pp = &dtp->proc.list;

	p->pid = pid;
	p->pidfd = pidfd;
	p->created = p->stopped = created;
	while (*pp != NULL)
		pp = &(*pp)->next;	/* keep the command-line order */
	*pp = p;
	if (dtp->proc.target == 0)
		dtp->proc.target = pid;
}

/*
 * the child: tell the parent why it could not exec, and go.  The _exit()
 * calls here end the forked child, never the consumer's process.
 */
static void __attribute__((noreturn))
dt_proc_child_fail(int fd, int err)
{
	ssize_t r = write(fd, &err, sizeof(err));

	(void)r;
	_exit(127);
}

/* the child: be traced, exec, or report why not through fd */
static void __attribute__((noreturn))
dt_proc_child(char *const argv[], int fd, pid_t parent)
{
	if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || getppid() != parent)
		_exit(127);	/* dtrace is gone already */
	if (ptrace(PTRACE_TRACEME, 0, NULL, NULL) != 0)
		dt_proc_child_fail(fd, errno);
	execvp(argv[0], argv);
	dt_proc_child_fail(fd, errno);
}

/* the address of the exec'd image's entry point (auxv's AT_ENTRY), or 0 */
static uint64_t
dt_proc_entry(int pid)
{
	char path[64];
	uint64_t av[2], entry = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/auxv", pid);
	if ((f = fopen(path, "re")) == NULL)
		return 0;
	while (fread(av, sizeof(av), 1, f) == 1 && av[0] != 0)
		if (av[0] == 9)		/* AT_ENTRY */
			entry = av[1];
	fclose(f);
	return entry;
}

/*
 * Where the created process pid should wait for tracing (see the top
 * comment), as an address in it; 0 for where it is (its exec).
 */
static uint64_t
dt_proc_stop_addr(int pid, int evaltime)
{
	uint64_t entry = dt_proc_entry(pid), addr = 0;
	char path[64];
	Elf_Scn *scn = NULL;
	GElf_Ehdr eh;
	Elf *elf;
	int fd;

	if (evaltime == 0 || entry == 0)
		return 0;
	if (evaltime == 1)
		return entry;
	snprintf(path, sizeof(path), "/proc/%d/exe", pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return entry;
	elf_version(EV_CURRENT);
	if ((elf = elf_begin(fd, ELF_C_READ, NULL)) == NULL || gelf_getehdr(elf, &eh) == NULL)
		goto out;
	while (addr == 0 && (scn = elf_nextscn(elf, scn)) != NULL) {
		GElf_Shdr sh;
		Elf_Data *d;

		if (gelf_getshdr(scn, &sh) == NULL ||
		    (sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) ||
		    sh.sh_entsize == 0 || (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (size_t i = 0; i < sh.sh_size / sh.sh_entsize; i++) {
			GElf_Sym sym;
			const char *name;

			if (gelf_getsym(d, (int)i, &sym) == NULL ||
			    GELF_ST_TYPE(sym.st_info) != STT_FUNC || sym.st_shndx == SHN_UNDEF ||
			    (name = elf_strptr(elf, sh.sh_link, sym.st_name)) == NULL ||
			    strcmp(name, "main") != 0)
				continue;
			/* the load bias is what moved the entry point */
			addr = sym.st_value + (entry - eh.e_entry);
			break;
		}
	}
out:
	if (elf != NULL)
		elf_end(elf);
	close(fd);
	return addr != 0 ? addr : entry;
}

/*
 * Run the created process pid, stopped under ptrace, to addr (a one-shot
 * int3 there), and leave it stopped there.  A signal on the way is passed
 * on; if the process ends on the way it is left unreaped, for
 * dt_proc_poll to report.  A SIGTRAP of its own on the way leaves it
 * stopped there, the breakpoint taken out.
 */
static void
dt_proc_run_to(int pid, uint64_t addr)
{
#if defined(__x86_64__)
	struct user_regs_struct regs;
	long word, cur;
	int sig = 0, st;

	if (addr == 0)
		return;
	errno = 0;
	word = ptrace(PTRACE_PEEKTEXT, pid, (void *)addr, NULL);
	if (errno != 0 ||
	    ptrace(PTRACE_POKETEXT, pid, (void *)addr, (void *)((word & ~0xffL) | 0xcc)) != 0)
		return;
	for (;;) {
		siginfo_t si;

		if (ptrace(PTRACE_CONT, pid, NULL, (void *)(long)sig) != 0)
			break;
		memset(&si, 0, sizeof(si));
		while (waitid(P_PID, pid, &si, WEXITED | WSTOPPED | WNOWAIT) != 0)
			if (errno != EINTR)
				return;
		if (si.si_code != CLD_TRAPPED && si.si_code != CLD_STOPPED)
			return;		/* it ended: dt_proc_poll reaps it */
		while (waitpid(pid, &st, 0) < 0)
			if (errno != EINTR)
				return;
		if (!WIFSTOPPED(st))
			return;
		sig = WSTOPSIG(st);
		if (sig != SIGTRAP)
			continue;	/* its own signal: deliver it */
		if (ptrace(PTRACE_GETREGS, pid, NULL, &regs) != 0)
			break;
		if (regs.rip == addr + 1) {
			regs.rip = addr;
			(void)ptrace(PTRACE_POKETEXT, pid, (void *)addr, (void *)word);
			(void)ptrace(PTRACE_SETREGS, pid, NULL, &regs);
			return;
		}
		break;		/* a SIGTRAP of its own (or of another exec): stay here */
	}
	/* stopped short of addr: take the breakpoint out, if it is still ours */
	errno = 0;
	cur = ptrace(PTRACE_PEEKTEXT, pid, (void *)addr, NULL);
	if (errno == 0 && cur == ((word & ~0xffL) | 0xcc))
		(void)ptrace(PTRACE_POKETEXT, pid, (void *)addr, (void *)word);
#else
	(void)pid;
	(void)addr;
#endif
}

static int
dt_proc_create(dtrace_hdl_t *dtp, char *const argv[])
{
	int fds[2], err = 0, st, pidfd;
	pid_t pid, parent = getpid();
	ssize_t n;

	if (argv == NULL || argv[0] == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "failed to execute: no command");
	if (pipe2(fds, O_CLOEXEC) != 0)
		return dt_set_err(dtp, D_UNKNOWN, "failed to execute %s: cannot fork", argv[0]);
	fflush(NULL);		/* nothing buffered is written twice */
	if ((pid = fork()) < 0) {
		close(fds[0]);
		close(fds[1]);
		return dt_set_err(dtp, D_UNKNOWN, "failed to execute %s: cannot fork", argv[0]);
	}
	if (pid == 0) {
		close(fds[0]);
		dt_proc_child(argv, fds[1], parent);
	}
	close(fds[1]);
	/* EOF: the exec succeeded (close-on-exec); an int: its errno */
	do
		n = read(fds[0], &err, sizeof(err));
	while (n < 0 && errno == EINTR);
	close(fds[0]);
	while (waitpid(pid, &st, 0) < 0) {
		if (errno != EINTR) {
			st = 0;
			break;
		}
	}
	if (n == (ssize_t)sizeof(err) || !WIFSTOPPED(st)) {
		if (WIFSTOPPED(st)) {
			kill(pid, SIGKILL);
			waitpid(pid, &st, 0);
		}
		/* as DTrace's libproc words it (Pcreate_error) */
		return dt_set_err(dtp, D_UNKNOWN, "failed to execute %s: %s", argv[0],
		    n != (ssize_t)sizeof(err) ? "unanticipated system error" :
		    err == ENOENT || err == ENOTDIR ? "cannot find executable file" :
		    "cannot execute file");
	}
	/* stopped at the exec's SIGTRAP, before its first instruction */
	if ((pidfd = dt_pidfd_open(pid)) < 0) {
		err = errno;
		kill(pid, SIGKILL);
		waitpid(pid, &st, 0);
		return dt_set_err(dtp, D_UNKNOWN, "failed to execute %s: %s", argv[0],
		    strerror(err));
	}
	dt_proc_run_to(pid, dt_proc_stop_addr(pid, dtp->evaltime));
	dt_proc_add(dtp, pid, pidfd, 1);
	return pid;
}

int
dtrace_proc_create(dtrace_hdl_t *dtp, char *const argv[])
{
	DT_PROTECTED(dtp, int, -1, dt_proc_create(dtp, argv));
}

/* state and flags of /proc/PID/stat; -1 if it cannot be read */
static int
dt_proc_stat(int pid, char *statep, unsigned long *flagsp)
{
	char path[64], buf[1024], *p;
	ssize_t n;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return -1;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	/* "pid (comm) S ppid pgrp session tty_nr tpgid flags ...": comm may hold ')' */
	if ((p = strrchr(buf, ')')) == NULL)
		return -1;
	if (sscanf(p + 1, " %c %*d %*d %*d %*d %*d %lu", statep, flagsp) != 2)
		return -1;
	return 0;
}

#define DT_PF_KTHREAD	0x00200000UL	/* a kernel thread (linux/sched.h) */

/* the process (thread group) of thread tid, from /proc/TID/status; 0 if unknown */
static int
dt_proc_tgid(int tid)
{
	char path[64], line[256];
	FILE *fp;
	int tgid = 0;

	snprintf(path, sizeof(path), "/proc/%d/status", tid);
	if ((fp = fopen(path, "re")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL)
		if (sscanf(line, "Tgid: %d", &tgid) == 1)
			break;
	fclose(fp);
	return tgid;
}

static int
dt_proc_grab(dtrace_hdl_t *dtp, int pid)
{
	unsigned long flags = 0;
	char state = 0;
	int pidfd;

	/* the reasons as DTrace's libproc gives them (Pgrab_error) */
	if (pid <= 0)
		return dt_set_err(dtp, D_UNKNOWN, "failed to grab pid %d: no such process", pid);
	if (pid == getpid())
		return dt_set_err(dtp, D_UNKNOWN, "failed to grab pid %d: attempt to grab self",
		    pid);
	if (dt_proc_lookup(dtp, pid) != NULL)
		return 0;	/* grabbed (or created) already */
	if ((pidfd = dt_pidfd_open(pid)) < 0) {
		int err = errno, tgid;

		/* a thread other than its process's first has a pid of its own,
		 * but no pidfd (ENOENT) */
		if (err == ENOENT && (tgid = dt_proc_tgid(pid)) > 0 && tgid != pid)
			return dt_set_err(dtp, D_UNKNOWN, "failed to grab pid %d: it is a thread "
			    "of pid %d, not a process", pid, tgid);
		return dt_set_err(dtp, D_UNKNOWN, "failed to grab pid %d: %s", pid,
		    err == ESRCH || err == EINVAL ? "no such process" :
		    err == EPERM || err == EACCES ? "permission denied" : strerror(err));
	}
	if (dt_proc_stat(pid, &state, &flags) == 0) {
		const char *why = (flags & DT_PF_KTHREAD) ? "system process" :
		    state == 'Z' ? "zombie process" : NULL;

		if (why != NULL) {
			close(pidfd);
			return dt_set_err(dtp, D_UNKNOWN, "failed to grab pid %d: %s", pid, why);
		}
	}
	dt_proc_add(dtp, pid, pidfd, 0);
	return 0;
}

int
dtrace_proc_grab(dtrace_hdl_t *dtp, int pid)
{
	DT_PROTECTED(dtp, int, -1, dt_proc_grab(dtp, pid));
}

static int
dt_proc_continue(dtrace_hdl_t *dtp, int pid)
{
	dt_proc_t *p = dt_proc_lookup(dtp, pid);

	if (p == NULL)
		return dt_set_err(dtp, D_UNKNOWN, "pid %d is not a process of this handle", pid);
	if (!p->stopped)
		return 0;	/* running already (and a grabbed one was never stopped) */
	p->stopped = 0;
	if (dtp->prog != NULL && dtp->prog->uses_usyms)
		dt_usyms_refresh(dtp, pid);	/* its executable, while it surely exists */
	/* from the exec stop: no signal is delivered, and it runs untraced */
	if (ptrace(PTRACE_DETACH, pid, NULL, NULL) != 0 && errno != ESRCH)
		return dt_set_err(dtp, D_UNKNOWN, "failed to continue pid %d: %s", pid,
		    strerror(errno));
	return 0;
}

int
dtrace_proc_continue(dtrace_hdl_t *dtp, int pid)
{
	DT_PROTECTED(dtp, int, -1, dt_proc_continue(dtp, pid));
}

/* frees and kills only: no guard is needed */
void
dtrace_proc_release(dtrace_hdl_t *dtp, int pid)
{
	dt_proc_t **pp, *p;

	for (pp = &dtp->proc.list; (p = *pp) != NULL; pp = &p->next)
		if (p->pid == pid)
			break;
	if (p == NULL)
		return;
	*pp = p->next;
	dt_follow_exited(dtp, p->pid);	/* (before its pid can be another's) */
	if (p->created) {
		/* still our unreaped child, so the pid cannot have been reused */
		if (p->pidfd >= 0) {
			kill(p->pid, SIGKILL);
			while (waitpid(p->pid, NULL, 0) < 0 && errno == EINTR)
				;
		}
	}
	if (p->pidfd >= 0)
		close(p->pidfd);
	free(p);
}

int
dtrace_handle_proc(dtrace_hdl_t *dtp, dtrace_handle_proc_f *fn, void *arg)
{
	dtp->proc.handler = fn;
	dtp->proc.arg = arg;
	return 0;
}

/* Release every process (created ones are killed). */
void
dt_proc_fini(dtrace_hdl_t *dtp)
{
	while (dtp->proc.list != NULL)
		dtrace_proc_release(dtp, dtp->proc.list->pid);
}

/* Is pid a process of this handle that it created (-c), still unreaped? */
int
dt_proc_created(dtrace_hdl_t *dtp, int pid)
{
	dt_proc_t *p = dt_proc_lookup(dtp, pid);

	return p != NULL && p->created && p->pidfd >= 0;
}

/* Processes whose exit has not been seen yet. */
int
dt_proc_live(dtrace_hdl_t *dtp)
{
	int n = 0;

	for (dt_proc_t *p = dtp->proc.list; p != NULL; p = p->next)
		n += p->pidfd >= 0;
	return n;
}

/*
 * Wait up to timeout_ms for fd (the trace buffers' epoll fd) to be readable
 * or a process to exit.
 */
void
dt_proc_wait(dtrace_hdl_t *dtp, int fd, int timeout_ms)
{
	struct pollfd pfd[65];
	int n = 0;

	pfd[n].fd = fd;
	pfd[n++].events = POLLIN;
	for (dt_proc_t *p = dtp->proc.list; p != NULL && n < 65; p = p->next) {
		if (p->pidfd >= 0) {
			if (dtp->prog != NULL && dtp->prog->uses_usyms && !p->stopped)
				dt_usyms_refresh(dtp, p->pid);	/* see dt_usyms.c */
			pfd[n].fd = p->pidfd;
			pfd[n++].events = POLLIN;
		}
	}
	(void)poll(pfd, n, timeout_ms);
}

/*
 * Notice the processes that have exited, without waiting: reap a created
 * one for its wait status and tell the handler (wstatus -1: not known, for
 * a grabbed process, whose parent reaps it).
 */
void
dt_proc_poll(dtrace_hdl_t *dtp)
{
	for (dt_proc_t *p = dtp->proc.list; p != NULL; p = p->next) {
		struct pollfd pfd = { .fd = p->pidfd, .events = POLLIN };
		int st = -1;

		if (p->pidfd < 0 || poll(&pfd, 1, 0) <= 0)
			continue;
		dt_follow_exited(dtp, p->pid);	/* (before its pid can be another's) */
		if (p->created) {
			pid_t r;

			while ((r = waitpid(p->pid, &st, WNOHANG)) < 0 && errno == EINTR)
				;
			if (r == 0)
				continue;	/* not yet reapable (cannot happen once readable) */
			if (r < 0)
				st = -1;
		}
		close(p->pidfd);
		p->pidfd = -1;
		p->stopped = 0;
		if (dtp->proc.handler != NULL)
			dtp->proc.handler(dtp, p->pid, st, dtp->proc.arg);
	}
}
