/*
 * procfs.d: the process and thread views of a task, as DTrace's procfs.d
 * gives them (illumos' psinfo_t and lwpsinfo_t of /proc), translated from
 * the kernel's struct task_struct.
 *
 * lwpsinfo_t	the thread: pr_lwpid its tid, pr_state and pr_sname from
 *		the scheduler state (SONPROC, 'O', for a task on a CPU; the
 *		states are sched.d's), pr_pri the kernel's prio (lower is
 *		more urgent: not Solaris' scale), pr_nice the nice value,
 *		pr_name its comm, pr_onpro its CPU.  pr_wchan and pr_syscall
 *		are 0.
 * psinfo_t	the process: the ids from the task and its cred and signal
 *		structs, pr_fname the comm of its leader, pr_addr the task,
 *		pr_psargs the command line (execargs) of the current task,
 *		only the comm of another (its user memory cannot be read from
 *		here); pr_dmodel 2 (LP64) for a user process, 0 for a kernel
 *		thread.  The other members (pr_size, pr_rssize, ...) have no
 *		conversion, as in DTrace: naming one is D_XLATE_NOCONV.
 * curpsinfo	the current process, translated from curthread
 * curlwpsinfo	the current thread, translated from curthread
 *
 * Either translator also serves xlate <psinfo_t *> (task) for any task.
 */
typedef struct lwpsinfo {
	int pr_flag;
	id_t pr_lwpid;
	uintptr_t pr_addr;
	uintptr_t pr_wchan;
	char pr_stype;
	char pr_state;
	char pr_sname;
	char pr_nice;
	short pr_syscall;
	int pr_pri;
	char pr_name[16];
	processorid_t pr_onpro;
} lwpsinfo_t;

typedef struct psinfo {
	int pr_nlwp;
	pid_t pr_pid;
	pid_t pr_ppid;
	pid_t pr_pgid;
	pid_t pr_sid;
	uid_t pr_uid;
	uid_t pr_euid;
	gid_t pr_gid;
	gid_t pr_egid;
	uintptr_t pr_addr;
	size_t pr_size;
	char pr_fname[16];
	string pr_psargs;
	char pr_dmodel;
	lwpsinfo_t pr_lwp;
} psinfo_t;

/* exit_state: EXIT_ZOMBIE|EXIT_DEAD; __state: __TASK_STOPPED|__TASK_TRACED, then sleeps */
translator lwpsinfo_t < struct task_struct *T > {
	pr_flag = T->flags;
	pr_lwpid = T->pid;
	pr_addr = (uintptr_t)T;
	pr_wchan = 0;
	pr_state = T->exit_state & 0x30 ? SZOMB : T->__state & 0xc ? SSTOP :
	    T->__state & 0x3 ? SSLEEP : T->on_cpu ? SONPROC : SRUN;
	pr_sname = T->exit_state & 0x30 ? 'Z' : T->__state & 0xc ? 'T' :
	    T->__state & 0x3 ? 'S' : T->on_cpu ? 'O' : 'R';
	pr_nice = T->static_prio - 120;
	pr_syscall = 0;
	pr_pri = T->prio;
	pr_name = T->comm;
	pr_onpro = T->thread_info.cpu;
};

/* pids[2] and pids[3]: the signal struct's PIDTYPE_PGID and PIDTYPE_SID */
translator psinfo_t < struct task_struct *T > {
	pr_nlwp = T->signal->nr_threads;
	pr_pid = T->tgid;
	pr_ppid = T->real_parent->tgid;
	pr_pgid = T->signal->pids[2]->numbers[0].nr;
	pr_sid = T->signal->pids[3]->numbers[0].nr;
	pr_uid = T->cred->uid.val;
	pr_euid = T->cred->euid.val;
	pr_gid = T->cred->gid.val;
	pr_egid = T->cred->egid.val;
	pr_addr = (uintptr_t)T;
	pr_fname = T->group_leader->comm;
	pr_psargs = T == curthread ? execargs : stringof(T->group_leader->comm);
	pr_dmodel = T->mm == NULL ? 0 : 2;
};

inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);
inline lwpsinfo_t *curlwpsinfo = xlate <lwpsinfo_t *> (curthread);
