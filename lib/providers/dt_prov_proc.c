/*
 * dt_prov_proc.c: the proc provider: processes and threads being created,
 * exec'ing, exiting and signalled, as DTrace's proc provider has them,
 * on the kernel's raw tracepoints (dt_rawtp.c), with DTrace's arguments:
 *
 *   create        sched_process_fork, a new process (not a thread):
 *                 args[0] psinfo_t * of the child; fires in the parent
 *   exec          sys_enter of execve or execveat: a process is about to
 *                 exec: args[0] string, the path it names (copied in from
 *                 the caller's memory); then exec-success or exec-failure
 *   exec-success  sched_process_exec: no arguments; fires in the process,
 *                 with its new image
 *   exec-failure  sys_exit of execve or execveat returning an error:
 *                 args[0] int, the errno
 *   exit          sched_process_exit of the last thread (group_dead):
 *                 args[0] int, CLD_EXITED, CLD_KILLED or CLD_DUMPED from
 *                 the exit code
 *   lwp-create    sched_process_fork, a new thread of the process:
 *                 args[0] lwpsinfo_t *, args[1] psinfo_t * of the thread
 *   start         sys_exit of clone, clone3, fork or vfork returning 0 in
 *                 a new process, the first thing it does in user space;
 *                 no arguments
 *   lwp-start     the same in any new thread, the first of a new process
 *                 too (after start, as in DTrace)
 *   lwp-exit      sched_process_exit of any thread, the last of a process
 *                 too (before exit, as in DTrace)
 *   signal-send   signal_generate: args[0] lwpsinfo_t *, args[1]
 *                 psinfo_t * of the receiving thread, args[2] int signal;
 *                 fires in the sender
 *   signal-handle signal_deliver, in the receiving thread before its
 *                 handler runs (or the default action): args[0] int
 *                 signal (for a fatal signal the kernel delivers SIGKILL
 *                 to each thread; args[0] is then the signal that killed
 *                 the process, its group exit code), args[1] siginfo_t * (the kernel's struct
 *                 kernel_siginfo, signal.d), args[2] uintptr_t, the handler
 *
 *   signal-clear  sys_exit of rt_sigtimedwait returning a signal: a pending
 *                 signal taken by sigwait(), sigwaitinfo() or
 *                 sigtimedwait() rather than delivered: args[0] int
 *                 signal; fires in the thread that took it
 *
 * lwp-start, start, exec-failure and signal-clear are on sys_exit: while
 * one of them is enabled, every system call's return runs the program's
 * prologue up to the probe's condition, and while exec is, every system
 * call's entry.
 */
#include "dt_rawtp.h"

/* x86_64 system call numbers */
#define PROC_CLONE	"(arg0->orig_ax == 56 || arg0->orig_ax == 57 || arg0->orig_ax == 58 || " \
	"arg0->orig_ax == 435) && arg1 == 0"
#define PROC_EXEC	"(arg0->orig_ax == 59 || arg0->orig_ax == 322) && arg1 < 0"

/*
 * In DTrace's order where probes share a tracepoint (dt_rawtp_attach
 * attaches in the table's order): start before lwp-start, lwp-exit before
 * exit.  The signal a fatal signal's SIGKILL stands for is the process's
 * group exit code.
 */
static const dt_rtprobe_t proc_probes[] = {
	{ "create", "sched_process_fork", "arg1->pid == arg1->tgid",
	    { { "struct task_struct *", "psinfo_t *", "arg1" } } },
	{ "exec", "sys_enter", "arg1 == 59 || arg1 == 322",
	    { { "ustring", NULL, "arg1 == 59 ? arg0->di : arg0->si" } } },
	{ "exec-success", "sched_process_exec", NULL, { { NULL } } },
	{ "exec-failure", "sys_exit", PROC_EXEC, { { "int", NULL, "-arg1" } } },
	{ "start", "sys_exit", PROC_CLONE " && curthread->pid == curthread->tgid", { { NULL } } },
	{ "lwp-create", "sched_process_fork", "arg1->pid != arg1->tgid",
	    { { "struct task_struct *", "lwpsinfo_t *", "arg1" },
	    { "struct task_struct *", "psinfo_t *", "arg1" } } },
	{ "lwp-start", "sys_exit", PROC_CLONE, { { NULL } } },
	{ "lwp-exit", "sched_process_exit", NULL, { { NULL } } },
	{ "exit", "sched_process_exit", "arg1",
	    { { "int", NULL, "(arg0->exit_code & 127) == 0 ? 1 : (arg0->exit_code & 128) ? 3 : 2" } } },
	{ "signal-send", "signal_generate", NULL,
	    { { "struct task_struct *", "lwpsinfo_t *", "arg2" },
	    { "struct task_struct *", "psinfo_t *", "arg2" }, { "int", NULL, "arg0" } } },
	{ "signal-clear", "sys_exit", "arg0->orig_ax == 128 && arg1 > 0", { { "int", NULL, "arg1" } } },
	{ "signal-handle", "signal_deliver", NULL,
	    { { "int", NULL, "arg0 == 9 && arg1 == 0 && curthread->signal->group_exit_code != 0 ? "
	    "curthread->signal->group_exit_code & 127 : arg0" },
	    { "siginfo_t *", NULL, "arg1" },
	    { "uintptr_t", NULL, "arg2 != 0 ? (uintptr_t)arg2->sa.sa_handler : 0" } } },
};

DT_RAWTP_PROVIDER(proc);
