/*
 * dt_prov_lockstat.c: the lockstat provider: contended kernel locks, on the
 * kernel's lock:contention_begin and lock:contention_end tracepoints
 * (dt_rawtp.c), which fire when a thread finds a lock held and when it
 * stops waiting.  Each probe fires at contention_end, paired with the
 * thread's contention_begin of the same lock (its start event): args[0]
 * is the lock's address and args[1] the nanoseconds the thread waited.
 * Which probe is the lock's kind, from contention_begin's flags
 * (LCB_F_SPIN 1, READ 2, WRITE 4, RT 8, PERCPU 16, MUTEX 32):
 *
 *   adaptive-spin   a mutex's optimistic spinning (MUTEX and SPIN)
 *   adaptive-block  a mutex or rt_mutex the thread slept on (MUTEX or RT,
 *                   not SPIN)
 *   spin-spin       a spinning lock: spinlock_t, raw spinlocks, rwlock_t
 *                   (SPIN, not MUTEX)
 *   rw-block        a reader/writer semaphore the thread slept on (READ or
 *                   WRITE, not SPIN): args[2] is 1 for a writer, 0 for a
 *                   reader
 *
 * DTrace's *-acquire and *-release probes (every acquisition, contended
 * or not) have no tracepoint in a kernel without lock debugging and are not
 * probes here.  While a probe is enabled, every contention in the kernel
 * runs the program twice (its begin is remembered per thread, in an LRU
 * map of 4096 threads, dt_lockstat_start).
 */
#include "dt_rawtp.h"

#define LS_LOCK		{ "void *", NULL, "arg0" }, { "uint64_t", NULL, "timestamp - start_ts" }
#define LS_SAME		"start_arg0 == (uint64_t)arg0 && "

static const dt_rtprobe_t lockstat_probes[] = {
	{ "adaptive-spin", "contention_end", LS_SAME "(start_arg1 & 33) == 33",
	    { LS_LOCK }, "contention_begin" },
	{ "adaptive-block", "contention_end", LS_SAME "(start_arg1 & 40) != 0 && (start_arg1 & 1) == 0",
	    { LS_LOCK }, "contention_begin" },
	{ "spin-spin", "contention_end", LS_SAME "(start_arg1 & 33) == 1",
	    { LS_LOCK }, "contention_begin" },
	{ "rw-block", "contention_end", LS_SAME "(start_arg1 & 6) != 0 && (start_arg1 & 1) == 0 && "
	    "(start_arg1 & 40) == 0",
	    { LS_LOCK, { "int", NULL, "(start_arg1 & 4) != 0" } }, "contention_begin" },
};

DT_RAWTP_PROVIDER(lockstat, "Evolving/Evolving/Common", "Evolving/Evolving/Common");
