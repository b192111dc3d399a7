/*
 * lseek-keys: N lseek(2) calls on no file, each with new arguments (a new
 * key for @[arg1, arg2]), then the start and end times of the loop
 * (CLOCK_MONOTONIC, seconds) written to FILE; for bench/big-agg.sh.
 *
 *	lseek-keys N FILE
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

int
main(int argc, char **argv)
{
	struct timespec a, b;
	long n;
	FILE *f;

	if (argc != 3) {
		fprintf(stderr, "usage: lseek-keys N FILE\n");
		return 2;
	}
	n = atol(argv[1]);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (long i = 0; i < n; i++)
		syscall(SYS_lseek, -1, i, i & 3);
	clock_gettime(CLOCK_MONOTONIC, &b);
	if ((f = fopen(argv[2], "w")) == NULL)
		return 1;
	fprintf(f, "%.3f %.3f\n", a.tv_sec + a.tv_nsec / 1e9, b.tv_sec + b.tv_nsec / 1e9);
	return fclose(f) != 0;
}
