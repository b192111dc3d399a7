/*
 * burn: spins on the CPU in main -> spin_mid -> spin_leaf for about the
 * seconds of CPU time given (0.5 by default), for cpuprofile.sh
 */
#include <stdlib.h>
#include <time.h>

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

__attribute__((noinline)) void
spin_leaf(volatile unsigned long *sink)
{
	for (unsigned long i = 0; i < 1000000; i++)
		*sink += i;
}

__attribute__((noinline)) void
spin_mid(volatile unsigned long *sink)
{
	spin_leaf(sink);
	*sink += 1;
}

int
main(int argc, char **argv)
{
	volatile unsigned long sink = 0;
	double end = now() + (argc > 1 ? atof(argv[1]) : 0.5);

	while (now() < end)
		spin_mid(&sink);
	return 0;
}
