/*
 * errtrig: system calls that fail with known errors, for errinfo.sh:
 * close(-1) three times (EBADF), open of a missing path (ENOENT), mkdir
 * of / (EEXIST), lseek on a pipe (ESPIPE), then sigsuspend() until a
 * timer's signal (blocked until then: it cannot come too early)
 * interrupts it: the kernel's ERESTARTNOHAND at the system call's return,
 * which the signal's delivery turns into EINTR.
 */
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

static void
onalarm(int sig)
{
	(void)sig;
}

int
main(void)
{
	struct itimerval it = { { 0, 0 }, { 0, 50000 } };
	sigset_t alrm, none;
	int p[2];

	for (int i = 0; i < 3; i++)
		close(-1);
	open("/nonexistent/errtrig", O_RDONLY);
	mkdir("/", 0755);
	if (pipe(p) == 0)
		lseek(p[0], 0, SEEK_SET);
	signal(SIGALRM, onalarm);
	sigemptyset(&none);
	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	sigprocmask(SIG_BLOCK, &alrm, NULL);
	setitimer(ITIMER_REAL, &it, NULL);
	sigsuspend(&none);
	return 0;
}
