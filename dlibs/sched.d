/*
 * sched.d: what the scheduler says of a thread.
 *
 * vtimestamp	the nanoseconds of CPU time the current thread has run, as
 *		the scheduler last accounted them (its sched_entity's
 *		sum_exec_runtime).
 * SSLEEP ...	the thread states of lwpsinfo_t's pr_state (procfs.d), with
 *		DTrace's values: SSLEEP a task in an interruptible or
 *		uninterruptible sleep, SRUN runnable, SZOMB exited (a zombie
 *		or dead task), SSTOP stopped or traced, SONPROC running on a
 *		CPU; Linux has no task in SIDL or SWAIT.
 */
inline uint64_t vtimestamp = curthread->se.sum_exec_runtime;

inline char SSLEEP = 1;
inline char SRUN = 2;
inline char SZOMB = 3;
inline char SSTOP = 4;
inline char SIDL = 5;
inline char SONPROC = 6;
inline char SWAIT = 7;
