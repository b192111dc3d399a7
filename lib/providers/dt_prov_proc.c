/*
 * dt_prov_proc.c: the proc provider: processes and threads being created,
 * exec'ing, exiting and signalled, as DTrace's proc provider has them,
 * on the kernel's raw tracepoints (dt_rawtp.c), with DTrace's arguments:
 *
 *   create        sched_process_fork, a new process (not a thread):
 *                 args[0] psinfo_t * of the child; fires in the parent
 *   exec          sched_prepare_exec, an exec that passed the point of no
 *                 return: args[0] string, the path being exec'd
 *                 (failures before it, such as a missing file, fire only
 *                 exec-failure)
 *   exec-success  sched_process_exec: no arguments; fires in the process,
 *                 with its new image
 *   exec-failure  sys_exit of execve or execveat returning an error:
 *                 args[0] int, the errno
 *   exit          sched_process_exit of the last thread (group_dead):
 *                 args[0] int, CLD_EXITED, CLD_KILLED or CLD_DUMPED from
 *                 the exit code
 *   lwp-create    sched_process_fork, a new thread of the process:
 *                 args[0] lwpsinfo_t *, args[1] psinfo_t * of the thread
 *   lwp-start     sys_exit of clone, clone3, fork or vfork returning 0 in
 *   start         the new thread (lwp-start) or process (start), the first
 *                 thing it does in user space; no arguments
 *   lwp-exit      sched_process_exit of a thread that is not the last
 *   signal-send   signal_generate: args[0] lwpsinfo_t *, args[1]
 *                 psinfo_t * of the receiving thread, args[2] int signal;
 *                 fires in the sender
 *   signal-handle signal_deliver, in the receiving thread before its
 *                 handler runs (or the default action): args[0] int
 *                 signal, args[1] siginfo_t * (the kernel's struct
 *                 kernel_siginfo, signal.d), args[2] uintptr_t, the handler
 *
 * signal-clear (a pending signal taken by sigwait() and the like) has no
 * tracepoint in Linux, so there is no such probe.  lwp-start, start and
 * exec-failure are on sys_exit: while one of them is enabled, every system
 * call's return runs the program's prologue up to the probe's condition.
 */
#include "dt_rawtp.h"

/* x86_64 system call numbers */
#define PROC_CLONE	"(arg0->orig_ax == 56 || arg0->orig_ax == 57 || arg0->orig_ax == 58 || " \
	"arg0->orig_ax == 435) && arg1 == 0"
#define PROC_EXEC	"(arg0->orig_ax == 59 || arg0->orig_ax == 322) && arg1 < 0"

static const dt_rtprobe_t proc_probes[] = {
	{ "create", "sched_process_fork", "arg1->pid == arg1->tgid",
	    { { "struct task_struct *", "psinfo_t *", "arg1" } } },
	{ "exec", "sched_prepare_exec", NULL, { { "string", NULL, "arg1->filename" } } },
	{ "exec-success", "sched_process_exec", NULL, { { NULL } } },
	{ "exec-failure", "sys_exit", PROC_EXEC, { { "int", NULL, "-arg1" } } },
	{ "exit", "sched_process_exit", "arg1",
	    { { "int", NULL, "(arg0->exit_code & 127) == 0 ? 1 : (arg0->exit_code & 128) ? 3 : 2" } } },
	{ "lwp-create", "sched_process_fork", "arg1->pid != arg1->tgid",
	    { { "struct task_struct *", "lwpsinfo_t *", "arg1" },
	    { "struct task_struct *", "psinfo_t *", "arg1" } } },
	{ "lwp-start", "sys_exit", PROC_CLONE " && curthread->pid != curthread->tgid", { { NULL } } },
	{ "start", "sys_exit", PROC_CLONE " && curthread->pid == curthread->tgid", { { NULL } } },
	{ "lwp-exit", "sched_process_exit", "!arg1", { { NULL } } },
	{ "signal-send", "signal_generate", NULL,
	    { { "struct task_struct *", "lwpsinfo_t *", "arg2" },
	    { "struct task_struct *", "psinfo_t *", "arg2" }, { "int", NULL, "arg0" } } },
	{ "signal-handle", "signal_deliver", NULL,
	    { { "int", NULL, "arg0" }, { "siginfo_t *", NULL, "arg1" },
	    { "uintptr_t", NULL, "(uintptr_t)arg2->sa.sa_handler" } } },
};

DT_RAWTP_PROVIDER(proc, "Evolving/Evolving/ISA", "Evolving/Evolving/ISA");
