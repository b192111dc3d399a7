/*
 * rusage: run a command and print, on stderr after it exits, its peak
 * resident memory and CPU time (its own and its waited-for children's):
 *
 *	rusage CMD [ARG...]   ->   "rusage maxrss_kb cpu_s wall_s end_s"
 *
 * (end_s: CLOCK_MONOTONIC when it exited, to set against a time the
 * workload took on that clock)
 * for the benchmarks that measure dtrace's memory (bench/big-agg.sh); the
 * command's own output and exit status pass through.
 */
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/wait.h>

int
main(int argc, char **argv)
{
	struct timespec a, b;
	struct rusage ru;
	int status;
	pid_t pid;

	if (argc < 2) {
		fprintf(stderr, "usage: rusage CMD [ARG...]\n");
		return 2;
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	if ((pid = fork()) == 0) {
		execvp(argv[1], argv + 1);
		perror(argv[1]);
		_exit(127);
	}
	if (pid < 0 || wait4(pid, &status, 0, &ru) < 0) {
		perror("rusage");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	fprintf(stderr, "rusage %ld %.3f %.3f %.3f\n", ru.ru_maxrss,
	    ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6,
	    (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9, b.tv_sec + b.tv_nsec / 1e9);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
