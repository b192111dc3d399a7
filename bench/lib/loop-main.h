/*
 * loop-main.h: main() of the bench loops (getpid-loop.c, usdt-loop.c): run
 * LOOP_BODY(i) CALLS times per round, ROUNDS rounds, and print the
 * nanoseconds per iteration of the median round.  The includer defines
 * LOOP_NAME (for the usage line) and LOOP_BODY(i).
 *
 *	LOOP_NAME CALLS ROUNDS
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int
loop_cmp(const void *a, const void *b)
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
		fprintf(stderr, "usage: %s CALLS ROUNDS\n", LOOP_NAME);
		return 2;
	}
	ns = calloc(rounds, sizeof(double));
	for (int r = 0; r < rounds; r++) {
		struct timespec t0, t1;

		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (long i = 0; i < calls; i++)
			LOOP_BODY(i);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		ns[r] = ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / calls;
	}
	qsort(ns, rounds, sizeof(double), loop_cmp);
	printf("%.1f\n", ns[rounds / 2]);
	free(ns);
	return 0;
}
