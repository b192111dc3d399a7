/*
 * The trigger of the pid provider's tests of following a process through
 * exec() and dlopen().  Each step first waits until it is traced: it calls
 * ready() (or the library's lf_ready()) every 10 ms until a SIGUSR1, which
 * the D program raise()s from that function's entry probe, so that the
 * calls counted after it happen once dtrace has attached to the new image
 * or library (it gives up after 20 s: exit status 2).
 *
 *   follow exec K N	calls work() N times, then exec()s "follow exec K-1 N"
 *			(its own executable again) if K > 0, else exits
 *   follow dlopen LIB N	calls lf_main() once, dlopen()s LIB, calls its
 *			lf_add() N times, dlclose()s it, dlopen()s it again and
 *			calls lf_add() N times more
 *
 * A SIGCONT it receives (dtrace stops a process it created only before
 * its program runs: at an exec, at its dynamic linker's start) is counted
 * and reported on stdout when it exits, so that the tests see it.
 */
#include <dlfcn.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t traced, sigconts;

static void
on_usr1(int sig)
{
	(void)sig;
	traced = 1;
}

static void
on_cont(int sig)
{
	(void)sig;
	sigconts++;
}

static void
report(void)
{
	if (sigconts > 0)
		printf("follow: %d SIGCONT received\n", (int)sigconts);
	fflush(stdout);
}

__attribute__((noinline)) void
ready(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) int
work(int i)
{
	return i * 2;
}

__attribute__((noinline)) int
lf_main(void)
{
	return getpid() > 0;
}

/* call f every 10 ms until traced */
static void
wait_traced(void (*f)(void))
{
	traced = 0;
	for (int i = 0; !traced; i++) {
		if (i == 2000)
			exit(2);
		f();
		if (!traced)
			usleep(10000);
	}
}

static int
lib_round(const char *lib, int n)
{
	void *h = dlopen(lib, RTLD_NOW);
	int (*add)(int, int);
	void (*rdy)(void);
	int s = 0;

	if (h == NULL || (add = (int (*)(int, int))dlsym(h, "lf_add")) == NULL ||
	    (rdy = (void (*)(void))dlsym(h, "lf_ready")) == NULL) {
		fprintf(stderr, "follow: %s\n", dlerror());
		exit(1);
	}
	wait_traced(rdy);
	for (int i = 0; i < n; i++)
		s += add(i, 1);
	dlclose(h);
	return s;
}

int
main(int argc, char **argv)
{
	struct sigaction sa;
	int s = 0;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_usr1;
	sigaction(SIGUSR1, &sa, NULL);
	sa.sa_handler = on_cont;
	sigaction(SIGCONT, &sa, NULL);
	atexit(report);
	if (argc != 4) {
		fprintf(stderr, "usage: follow exec K N | follow dlopen LIB N\n");
		return 1;
	}
	wait_traced(ready);
	if (strcmp(argv[1], "exec") == 0) {
		int k = atoi(argv[2]), n = atoi(argv[3]);
		char kbuf[16];

		for (int i = 0; i < n; i++)
			s += work(i);
		if (k <= 0)
			return s < 0;
		snprintf(kbuf, sizeof(kbuf), "%d", k - 1);
		report();
		execl("/proc/self/exe", "follow", "exec", kbuf, argv[3], (char *)NULL);
		perror("follow: exec");
		return 1;
	}
	s += lf_main();
	s += lib_round(argv[2], atoi(argv[3]));
	s += lib_round(argv[2], atoi(argv[3]));
	return s < 0;
}
