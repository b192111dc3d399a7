/*
 * The workload of the metrics tests: for k = 1, 2, 3, umask(k), then 10 * k
 * getppid() calls (through f1() and f2(), for a user stack: the tests
 * build it with frame pointers); then "ready PID" on stdout, and it waits
 * until dtrace, which created it (-c), kills it as it ends.
 */
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>

__attribute__((noinline)) static void
f2(void)
{
	getppid();
	__asm__ volatile("");
}

__attribute__((noinline)) static void
f1(void)
{
	f2();
	__asm__ volatile("");
}

int
main(void)
{
	for (int k = 1; k <= 3; k++) {
		umask(k);
		for (int i = 0; i < 10 * k; i++)
			f1();
	}
	umask(022);
	printf("ready %d\n", (int)getpid());
	fflush(stdout);
	for (;;)
		pause();
}
