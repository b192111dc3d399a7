/*
 * dt_prov_io.c: the io provider: block I/O requests being issued to a
 * device and completed, and threads waiting for I/O, as DTrace's io
 * provider has them, on the kernel's raw tracepoints (dt_rawtp.c).
 * args[0], args[1] and args[2] are the bufinfo_t *, devinfo_t * and
 * fileinfo_t * translated from the request (the D library's io.d):
 *
 *   start      block_rq_issue: a request goes to the device driver
 *   done       block_rq_complete: the device finished a request (or part
 *              of it); fires in whatever context completes it, usually
 *              an interrupt
 *   wait-start sched_switch of a thread that blocks in io_schedule()
 *              (its in_iowait set): it starts waiting for I/O
 *   wait-done  sched_exit_tp when such a thread runs again: the wait is
 *              over
 *
 * Linux does not say which request a waiting thread waits for: wait-start
 * and wait-done have DTrace's arguments, translated from no request (0
 * and "<unknown>": io.d), so that scripts naming them compile.  A request's file is not
 * known at the block layer: args[2] names none (io.d).  wait-start is on
 * sched_switch and wait-done on sched_exit_tp: while one is enabled, every
 * context switch (or pass of the scheduler) runs its condition.
 */
#include "dt_rawtp.h"

/* as DTrace's: one native argument, args[1] and args[2] translated from it (arg1, arg2 are 0) */
#define IO_REQ(a)	{ "struct request *", "bufinfo_t *", a }, \
	{ "struct request *", "devinfo_t *", "@0" }, { "struct request *", "fileinfo_t *", "@0" }

static const dt_rtprobe_t io_probes[] = {
	{ "start", "block_rq_issue", NULL, { IO_REQ("arg0") } },
	{ "done", "block_rq_complete", NULL, { IO_REQ("arg0") } },
	{ "wait-start", "sched_switch", "!arg0 && arg3 != 0 && arg1->in_iowait",
	    { IO_REQ("(struct request *)0") } },
	{ "wait-done", "sched_exit_tp", "arg0 && curthread->in_iowait",
	    { IO_REQ("(struct request *)0") } },
};

DT_RAWTP_PROVIDER(io);
