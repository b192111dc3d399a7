/*
 * dt_dlib.c: the D library, definitions written in D over the kernel's types.
 *
 * DTrace keeps translators (psinfo_t, lwpsinfo_t), built-in variables defined
 * in D (curpsinfo, vtimestamp) and named constants (errno and signal names,
 * uregs[] indexes, thread states) in D library files.  Ours are the pieces
 * of text below, each with the names that need it.  A piece is parsed and
 * checked the first time the program names one of its identifiers
 * (dt_check.c's ck_ident) or types (dt_type_lookup_d): a
 * program that uses none of them pays nothing, and "BEGIN { exit(0); }"
 * imports no kernel type.  Pieces are small and self-contained; a piece may
 * use another's names (loading it in turn).  Loaded pieces stay with the
 * handle (dtp->dlib_roots): their inlines and translators point into them.
 *
 * Linux meanings (documented in the man page):
 *   psinfo_t     the process of a task: ids from the task and its cred and
 *                signal structs, pr_fname its comm, pr_addr the task;
 *                pr_psargs the command line (execargs) of the current
 *                task, only the comm of another (its user memory cannot
 *                be read from here).
 *   lwpsinfo_t   the thread: pr_lwpid its tid, pr_state/pr_sname from the
 *                scheduler state (SONPROC for a task on a CPU), pr_pri the
 *                kernel's prio (lower is more urgent: not Solaris' scale),
 *                pr_onpro its CPU.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dt_impl.h"

typedef struct dt_dlib {
	const char *names;	/* the identifiers it defines, each followed by a space */
	const char *types;	/* the type names it defines, each followed by a space */
	const char *text;
} dt_dlib_t;

static const dt_dlib_t dt_dlibs[] = {
	/* the thread's CPU time as the scheduler last accounted it */
	{ "vtimestamp ", "", "inline uint64_t vtimestamp = curthread->se.sum_exec_runtime;" },

	/* curcpu's type (illumos' layouts; the values: dt_cpuinfo.c) */
	{ "", "cpuinfo_t processor_info_t psetid_t chipid_t lgrp_id_t ",
	  "typedef int psetid_t; typedef int chipid_t; typedef int lgrp_id_t;\n"
	  "typedef struct processor_info { int pi_state; char pi_processor_type[16];\n"
	  "    char pi_fputypes[32]; int pi_clock; } processor_info_t;\n"
	  "typedef struct cpuinfo { processorid_t cpu_id; psetid_t cpu_pset;\n"
	  "    chipid_t cpu_chip; lgrp_id_t cpu_lgrp; processor_info_t cpu_info; } cpuinfo_t;\n" },

	/* the paths of the process's working and root directories (dt_rt.c's d_path) */
	{ "cwd root ", "", "inline string cwd = d_path(&curthread->fs->pwd);"
	  "inline string root = d_path(&curthread->fs->root);" },

	/* thread states (lwpsinfo_t's pr_state), DTrace's values */
	{ "SSLEEP SRUN SZOMB SSTOP SIDL SONPROC SWAIT ", "",
	  "inline char SSLEEP = 1; inline char SRUN = 2; inline char SZOMB = 3;"
	  "inline char SSTOP = 4; inline char SIDL = 5; inline char SONPROC = 6;"
	  "inline char SWAIT = 7;" },

	/* the process and thread views of a task (DTrace's procfs.d) */
	{ "curpsinfo curlwpsinfo ", "psinfo_t lwpsinfo_t ",
	  "typedef struct lwpsinfo {\n"
	  "	int pr_flag;\n"
	  "	id_t pr_lwpid;\n"
	  "	uintptr_t pr_addr;\n"
	  "	uintptr_t pr_wchan;\n"
	  "	char pr_stype;\n"
	  "	char pr_state;\n"
	  "	char pr_sname;\n"
	  "	char pr_nice;\n"
	  "	short pr_syscall;\n"
	  "	int pr_pri;\n"
	  "	char pr_name[16];\n"
	  "	processorid_t pr_onpro;\n"
	  "} lwpsinfo_t;\n"
	  "typedef struct psinfo {\n"
	  "	int pr_nlwp;\n"
	  "	pid_t pr_pid;\n"
	  "	pid_t pr_ppid;\n"
	  "	pid_t pr_pgid;\n"
	  "	pid_t pr_sid;\n"
	  "	uid_t pr_uid;\n"
	  "	uid_t pr_euid;\n"
	  "	gid_t pr_gid;\n"
	  "	gid_t pr_egid;\n"
	  "	uintptr_t pr_addr;\n"
	  "	size_t pr_size;\n"
	  "	char pr_fname[16];\n"
	  "	string pr_psargs;\n"
	  "	char pr_dmodel;\n"
	  "	lwpsinfo_t pr_lwp;\n"
	  "} psinfo_t;\n"
	  "translator lwpsinfo_t < struct task_struct *T > {\n"
	  "	pr_flag = T->flags;\n"
	  "	pr_lwpid = T->pid;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_wchan = 0;\n"
	  "	pr_state = T->exit_state & 0x30 ? SZOMB : T->__state & 0xc ? SSTOP :\n"
	  "	    T->__state & 0x3 ? SSLEEP : T->on_cpu ? SONPROC : SRUN;\n"
	  "	pr_sname = T->exit_state & 0x30 ? 'Z' : T->__state & 0xc ? 'T' :\n"
	  "	    T->__state & 0x3 ? 'S' : T->on_cpu ? 'O' : 'R';\n"
	  "	pr_nice = T->static_prio - 120;\n"
	  "	pr_syscall = 0;\n"
	  "	pr_pri = T->prio;\n"
	  "	pr_name = T->comm;\n"
	  "	pr_onpro = T->thread_info.cpu;\n"
	  "};\n"
	  "translator psinfo_t < struct task_struct *T > {\n"
	  "	pr_nlwp = T->signal->nr_threads;\n"
	  "	pr_pid = T->tgid;\n"
	  "	pr_ppid = T->real_parent->tgid;\n"
	  "	pr_pgid = T->signal->pids[2]->numbers[0].nr;\n"
	  "	pr_sid = T->signal->pids[3]->numbers[0].nr;\n"
	  "	pr_uid = T->cred->uid.val;\n"
	  "	pr_euid = T->cred->euid.val;\n"
	  "	pr_gid = T->cred->gid.val;\n"
	  "	pr_egid = T->cred->egid.val;\n"
	  "	pr_addr = (uintptr_t)T;\n"
	  "	pr_size = T->mm == NULL ? 0 : T->mm->total_vm * 4;\n"
	  "	pr_fname = T->group_leader->comm;\n"
	  "	pr_psargs = T == curthread ? execargs : stringof(T->group_leader->comm);\n"
	  "	pr_dmodel = T->mm == NULL ? 0 : 2;\n"
	  "};\n"
	  "inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	  "inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);\n" },
};

#define DT_NDLIBS	(sizeof(dt_dlibs) / sizeof(dt_dlibs[0]))

/*
 * Named integer constants: uregs[] indexes, and DTrace's errno.d and
 * signal.d with Linux's values, as the kernel returns them (errno at a
 * syscall's return) and takes them (raise()).  Each is an inline int,
 * defined when first named.
 */
static const struct dt_dconst {
	const char *name;
	int value;
} dt_dconsts[] = {
	/* uregs[] indexes: x86_64's struct pt_regs, in its order, and DTrace's aliases */
	{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 }, { "R_RBP", 4 },
	{ "R_RBX", 5 }, { "R_R11", 6 }, { "R_R10", 7 }, { "R_R9", 8 }, { "R_R8", 9 },
	{ "R_RAX", 10 }, { "R_RCX", 11 }, { "R_RDX", 12 }, { "R_RSI", 13 },
	{ "R_RDI", 14 }, { "R_ORIG_RAX", 15 }, { "R_RIP", 16 }, { "R_CS", 17 },
	{ "R_RFL", 18 }, { "R_RSP", 19 }, { "R_SS", 20 }, { "R_PC", 16 }, { "R_SP", 19 },
	{ "R_FP", 4 }, { "R_PS", 18 }, { "R_R0", 10 }, { "R_R1", 12 },
	/* errno values */
	{ "EPERM", 1 }, { "ENOENT", 2 }, { "ESRCH", 3 }, { "EINTR", 4 }, { "EIO", 5 },
	{ "ENXIO", 6 }, { "E2BIG", 7 }, { "ENOEXEC", 8 }, { "EBADF", 9 }, { "ECHILD", 10 },
	{ "EAGAIN", 11 }, { "ENOMEM", 12 }, { "EACCES", 13 }, { "EFAULT", 14 },
	{ "ENOTBLK", 15 }, { "EBUSY", 16 }, { "EEXIST", 17 }, { "EXDEV", 18 },
	{ "ENODEV", 19 }, { "ENOTDIR", 20 }, { "EISDIR", 21 }, { "EINVAL", 22 },
	{ "ENFILE", 23 }, { "EMFILE", 24 }, { "ENOTTY", 25 }, { "ETXTBSY", 26 },
	{ "EFBIG", 27 }, { "ENOSPC", 28 }, { "ESPIPE", 29 }, { "EROFS", 30 },
	{ "EMLINK", 31 }, { "EPIPE", 32 }, { "EDOM", 33 }, { "ERANGE", 34 },
	{ "EDEADLK", 35 }, { "ENAMETOOLONG", 36 }, { "ENOLCK", 37 }, { "ENOSYS", 38 },
	{ "ENOTEMPTY", 39 }, { "ELOOP", 40 }, { "ENOMSG", 42 }, { "EIDRM", 43 },
	{ "ECHRNG", 44 }, { "EL2NSYNC", 45 }, { "EL3HLT", 46 }, { "EL3RST", 47 },
	{ "ELNRNG", 48 }, { "EUNATCH", 49 }, { "ENOCSI", 50 }, { "EL2HLT", 51 },
	{ "EBADE", 52 }, { "EBADR", 53 }, { "EXFULL", 54 }, { "ENOANO", 55 },
	{ "EBADRQC", 56 }, { "EBADSLT", 57 }, { "EBFONT", 59 }, { "ENOSTR", 60 },
	{ "ENODATA", 61 }, { "ETIME", 62 }, { "ENOSR", 63 }, { "ENONET", 64 },
	{ "ENOPKG", 65 }, { "EREMOTE", 66 }, { "ENOLINK", 67 }, { "EADV", 68 },
	{ "ESRMNT", 69 }, { "ECOMM", 70 }, { "EPROTO", 71 }, { "EMULTIHOP", 72 },
	{ "EDOTDOT", 73 }, { "EBADMSG", 74 }, { "EOVERFLOW", 75 }, { "ENOTUNIQ", 76 },
	{ "EBADFD", 77 }, { "EREMCHG", 78 }, { "ELIBACC", 79 }, { "ELIBBAD", 80 },
	{ "ELIBSCN", 81 }, { "ELIBMAX", 82 }, { "ELIBEXEC", 83 }, { "EILSEQ", 84 },
	{ "ERESTART", 85 }, { "ESTRPIPE", 86 }, { "EUSERS", 87 }, { "ENOTSOCK", 88 },
	{ "EDESTADDRREQ", 89 }, { "EMSGSIZE", 90 }, { "EPROTOTYPE", 91 },
	{ "ENOPROTOOPT", 92 }, { "EPROTONOSUPPORT", 93 }, { "ESOCKTNOSUPPORT", 94 },
	{ "EOPNOTSUPP", 95 }, { "EPFNOSUPPORT", 96 }, { "EAFNOSUPPORT", 97 },
	{ "EADDRINUSE", 98 }, { "EADDRNOTAVAIL", 99 }, { "ENETDOWN", 100 },
	{ "ENETUNREACH", 101 }, { "ENETRESET", 102 }, { "ECONNABORTED", 103 },
	{ "ECONNRESET", 104 }, { "ENOBUFS", 105 }, { "EISCONN", 106 }, { "ENOTCONN", 107 },
	{ "ESHUTDOWN", 108 }, { "ETOOMANYREFS", 109 }, { "ETIMEDOUT", 110 },
	{ "ECONNREFUSED", 111 }, { "EHOSTDOWN", 112 }, { "EHOSTUNREACH", 113 },
	{ "EALREADY", 114 }, { "EINPROGRESS", 115 }, { "ESTALE", 116 }, { "EUCLEAN", 117 },
	{ "ENOTNAM", 118 }, { "ENAVAIL", 119 }, { "EISNAM", 120 }, { "EREMOTEIO", 121 },
	{ "EDQUOT", 122 }, { "ENOMEDIUM", 123 }, { "EMEDIUMTYPE", 124 },
	{ "ECANCELED", 125 }, { "ENOKEY", 126 }, { "EKEYEXPIRED", 127 },
	{ "EKEYREVOKED", 128 }, { "EKEYREJECTED", 129 }, { "EOWNERDEAD", 130 },
	{ "ENOTRECOVERABLE", 131 }, { "ERFKILL", 132 }, { "EHWPOISON", 133 },
	{ "EWOULDBLOCK", 11 }, { "EDEADLOCK", 35 }, { "ENOTSUP", 95 },
	/* signals */
	{ "SIGHUP", 1 }, { "SIGINT", 2 }, { "SIGQUIT", 3 }, { "SIGILL", 4 },
	{ "SIGTRAP", 5 }, { "SIGABRT", 6 }, { "SIGIOT", 6 }, { "SIGBUS", 7 },
	{ "SIGFPE", 8 }, { "SIGKILL", 9 }, { "SIGUSR1", 10 }, { "SIGSEGV", 11 },
	{ "SIGUSR2", 12 }, { "SIGPIPE", 13 }, { "SIGALRM", 14 }, { "SIGTERM", 15 },
	{ "SIGSTKFLT", 16 }, { "SIGCHLD", 17 }, { "SIGCONT", 18 }, { "SIGSTOP", 19 },
	{ "SIGTSTP", 20 }, { "SIGTTIN", 21 }, { "SIGTTOU", 22 }, { "SIGURG", 23 },
	{ "SIGXCPU", 24 }, { "SIGXFSZ", 25 }, { "SIGVTALRM", 26 }, { "SIGPROF", 27 },
	{ "SIGWINCH", 28 }, { "SIGIO", 29 }, { "SIGPWR", 30 }, { "SIGSYS", 31 },
	{ "SIGPOLL", 29 }, { "SIGCLD", 17 },
};

#define DT_NDCONSTS	(sizeof(dt_dconsts) / sizeof(dt_dconsts[0]))
_Static_assert(DT_NDLIBS + DT_NDCONSTS <= 64 * DT_DLIB_WORDS, "dlib_loaded is too small");

/*
 * The library piece or constant that defines name (a type name if astype,
 * else an identifier) and is not loaded yet, or -1.
 */
int
dt_dlib_find(dtrace_hdl_t *dtp, const char *name, int astype)
{
	size_t len = strlen(name), i;

	for (i = 0; i < DT_NDLIBS; i++) {
		const char *names = astype ? dt_dlibs[i].types : dt_dlibs[i].names, *p = names;

		while ((p = strstr(p, name)) != NULL) {
			if ((p == names || p[-1] == ' ') && p[len] == ' ')
				goto found;
			p += len;
		}
	}
	for (size_t c = 0; !astype && c < DT_NDCONSTS; c++)
		if (strcmp(dt_dconsts[c].name, name) == 0) {
			i = DT_NDLIBS + c;
			goto found;
		}
	return -1;
found:
	if (dtp->dlib_loaded[i / 64] & (1ULL << (i % 64)))
		return -1;
	return (int)i;
}

/* mark piece (or constant) i loaded and give its text */
const char *
dt_dlib_take(dtrace_hdl_t *dtp, int i)
{
	const struct dt_dconst *c;

	dtp->dlib_loaded[i / 64] |= 1ULL << (i % 64);
	if (i < (int)DT_NDLIBS)
		return dt_dlibs[i].text;
	c = &dt_dconsts[i - DT_NDLIBS];
	snprintf(dtp->dlib_text, sizeof(dtp->dlib_text), "inline int %s = %d;", c->name, c->value);
	return dtp->dlib_text;
}

void
dt_dlib_fini(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->ndlib_roots; i++)
		dt_node_free(dtp->dlib_roots[i]);
	free(dtp->dlib_roots);
}
