/*
 * calls: make system calls a tracer counts, for tests and tools/stress.sh.
 *
 *	calls getppid N		N getppid() calls
 *	calls lseek N		N lseek(-1, i, SEEK_SET) calls, i = 0..N-1: a
 *				new arg1 each (fails with EBADF, no file needed)
 *	calls steady RATE SECS	about RATE getppid() calls a second, and one
 *				openat() of a missing file per 100, for SECS
 *				seconds (forever if 0), in 10 ms slices
 *
 * syscall(2) is used: glibc caches nothing that way.  Exit status 0, or 2
 * for bad arguments.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

int
main(int argc, char **argv)
{
	long n = argc > 2 ? atol(argv[2]) : -1;

	if (argc == 3 && strcmp(argv[1], "getppid") == 0 && n >= 0) {
		for (long i = 0; i < n; i++)
			syscall(SYS_getppid);
	} else if (argc == 3 && strcmp(argv[1], "lseek") == 0 && n >= 0) {
		for (long i = 0; i < n; i++)
			syscall(SYS_lseek, -1, i, SEEK_SET);
	} else if (argc == 4 && strcmp(argv[1], "steady") == 0 && n > 0) {
		double secs = atof(argv[3]), t0 = now(), next = t0;
		long per = n / 100 > 0 ? n / 100 : 1, k = 0;

		while (secs <= 0 || now() - t0 < secs) {
			for (long i = 0; i < per; i++, k++) {
				syscall(SYS_getppid);
				if (k % 100 == 0)
					syscall(SYS_openat, AT_FDCWD, "/nonexistent/calls-steady", O_RDONLY);
			}
			next += 0.01;
			while (now() < next)
				usleep(1000);
		}
	} else {
		fprintf(stderr, "usage: calls getppid N | calls lseek N | calls steady RATE SECS\n");
		return 2;
	}
	return 0;
}
