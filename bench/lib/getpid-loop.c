/*
 * getpid-loop: time getpid() calls made with syscall(2) (glibc does not
 * cache them that way), for bench/disabled-probe.sh.
 *
 *	getpid-loop CALLS ROUNDS
 *
 * Prints the nanoseconds per call of the median round.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/syscall.h>

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	long calls = argc > 1 ? atol(argv[1]) : 1000000;
	int rounds = argc > 2 ? atoi(argv[2]) : 5;
	double *ns;

	if (calls <= 0 || rounds <= 0 || rounds > 1000) {
		fprintf(stderr, "usage: getpid-loop CALLS ROUNDS\n");
		return 2;
	}
	ns = calloc(rounds, sizeof(double));
	for (int r = 0; r < rounds; r++) {
		struct timespec t0, t1;

		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (long i = 0; i < calls; i++)
			syscall(SYS_getpid);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ns[r] = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / calls;
	}
	qsort(ns, rounds, sizeof(double), cmp);
	printf("%.1f\n", ns[rounds / 2]);
	free(ns);
	return 0;
}
