/*
 * signal.d: the signal names, as DTrace's signal.d defines them, with
 * Linux's x86_64 values (<asm/signal.h>): what raise() and the kill
 * system call take.  SIGIOT, SIGPOLL and SIGCLD are Linux's aliases of
 * SIGABRT, SIGIO and SIGCHLD.
 *
 * CLD_EXITED ... CLD_CONTINUED: the si_code values of SIGCHLD, which the
 * proc provider's exit probe gives as args[0] (how the process ended:
 * CLD_EXITED, CLD_KILLED or CLD_DUMPED), with Linux's values, DTrace's too.
 * siginfo_t: the kernel's struct kernel_siginfo (si_signo, si_errno,
 * si_code, and the union of the rest), proc:::signal-handle's args[1].
 *
 * Each name is defined the first time a program names it.
 */
inline int SIGHUP = 1;
inline int SIGINT = 2;
inline int SIGQUIT = 3;
inline int SIGILL = 4;
inline int SIGTRAP = 5;
inline int SIGABRT = 6;
inline int SIGIOT = 6;
inline int SIGBUS = 7;
inline int SIGFPE = 8;
inline int SIGKILL = 9;
inline int SIGUSR1 = 10;
inline int SIGSEGV = 11;
inline int SIGUSR2 = 12;
inline int SIGPIPE = 13;
inline int SIGALRM = 14;
inline int SIGTERM = 15;
inline int SIGSTKFLT = 16;
inline int SIGCHLD = 17;
inline int SIGCONT = 18;
inline int SIGSTOP = 19;
inline int SIGTSTP = 20;
inline int SIGTTIN = 21;
inline int SIGTTOU = 22;
inline int SIGURG = 23;
inline int SIGXCPU = 24;
inline int SIGXFSZ = 25;
inline int SIGVTALRM = 26;
inline int SIGPROF = 27;
inline int SIGWINCH = 28;
inline int SIGIO = 29;
inline int SIGPWR = 30;
inline int SIGSYS = 31;
inline int SIGPOLL = 29;
inline int SIGCLD = 17;
inline int CLD_EXITED = 1;
inline int CLD_KILLED = 2;
inline int CLD_DUMPED = 3;
inline int CLD_TRAPPED = 4;
inline int CLD_STOPPED = 5;
inline int CLD_CONTINUED = 6;
typedef struct kernel_siginfo siginfo_t;
