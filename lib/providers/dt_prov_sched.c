/*
 * dt_prov_sched.c: the sched provider: the scheduler's decisions, as
 * DTrace's sched provider has them, on the kernel's raw tracepoints
 * (dt_rawtp.c).  args[0] and args[1] are the lwpsinfo_t * and psinfo_t *
 * of the thread a probe is about; curlwpsinfo and curpsinfo are the
 * thread running, in whose context each probe fires:
 *
 *   on-cpu      sched_exit_tp when __schedule() switched: in the thread
 *               that has just begun to run on the CPU, as DTrace's; no
 *               arguments.  A new thread's first run does not return
 *               through __schedule(), so it fires no on-cpu (proc:::start
 *               and lwp-start fire as it enters user space)
 *   off-cpu     sched_switch, in the thread leaving the CPU: args[0],
 *               args[1] the thread that will run next
 *   remain-cpu  sched_exit_tp when __schedule() kept the current thread
 *   preempt     sched_switch of a thread that leaves the CPU still runnable:
 *               preempted in the kernel, or at its return to user space
 *               (its time slice is over, a more urgent thread woke), or
 *               yielding
 *   sleep       sched_switch of a thread that blocks (its state not
 *               TASK_RUNNING), in that thread; no arguments
 *   dequeue     the same event, the thread leaving its run queue: args[0],
 *               args[1] that (the current) thread
 *   enqueue     sched_wakeup and sched_wakeup_new, a thread put on a run
 *               queue: args[0], args[1] that thread
 *   wakeup      sched_waking, in the waker: args[0], args[1] the thread
 *               being woken
 *   change-pri  sched_pi_setprio, a priority-inheritance boost or its end:
 *               args[0], args[1] the thread, args[2] int its new priority
 *               (Linux's prio: lower is more urgent); nice(2) and
 *               sched_setattr(2) have no tracepoint and fire nothing
 *   surrender   sched_set_need_resched_tp, a thread asked to reschedule
 *               (often from another CPU): args[0], args[1] that thread
 *
 * DTrace's enqueue and dequeue have args[2] (the CPU's cpuinfo_t *) and
 * enqueue args[3]; they are not given here.  tick has no tracepoint in
 * Linux and is not a probe (profile's tick-N probes fire on a timer).
 * off-cpu, preempt, sleep and dequeue are on sched_switch, on-cpu and
 * remain-cpu on sched_exit_tp: each enabled probe runs at every context
 * switch (or every schedule()) of every CPU, to its condition.
 */
#include "dt_rawtp.h"

#define SCHED_TASK(a)	{ "struct task_struct *", "lwpsinfo_t *", a }, \
	{ "struct task_struct *", "psinfo_t *", a }

static const dt_rtprobe_t sched_probes[] = {
	{ "on-cpu", "sched_exit_tp", "arg0", { { NULL } } },
	{ "off-cpu", "sched_switch", NULL, { SCHED_TASK("arg2") } },
	{ "remain-cpu", "sched_exit_tp", "!arg0", { { NULL } } },
	{ "preempt", "sched_switch", "arg0 || arg3 == 0", { { NULL } } },
	{ "sleep", "sched_switch", "!arg0 && arg3 != 0", { { NULL } } },
	{ "dequeue", "sched_switch", "!arg0 && arg3 != 0", { SCHED_TASK("arg1") } },
	{ "enqueue", "sched_wakeup,sched_wakeup_new", NULL, { SCHED_TASK("arg0") } },
	{ "wakeup", "sched_waking", NULL, { SCHED_TASK("arg0") } },
	{ "change-pri", "sched_pi_setprio", NULL,
	    { SCHED_TASK("arg0"), { "int", NULL, "arg1 != 0 && arg1->prio < arg0->normal_prio ? "
	    "arg1->prio : arg0->normal_prio" } } },
	{ "surrender", "sched_set_need_resched_tp", NULL, { SCHED_TASK("arg0") } },
};

DT_RAWTP_PROVIDER(sched, "Evolving/Evolving/ISA", "Evolving/Evolving/ISA");
