/*
 * lattrig: known calls for funclat.sh.  With an argument it first waits
 * (up to 20 s) until a breakpoint is placed on napms, whose first byte
 * changes in its process when a uprobe is (dtrace -p, which does not stop
 * the process), and 500 ms more for the return probes; then napms(2)
 * (nanosleep of 2 ms) 20 times and fib(10), which makes 177 calls of
 * fib, nested up to 10 deep.
 */
#include <time.h>
#include <unistd.h>

__attribute__((noinline)) void
napms(long ms)
{
	struct timespec t = { 0, ms * 1000000 };

	nanosleep(&t, NULL);
}

__attribute__((noinline)) int
fib(int n)
{
	return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int
main(int argc, char **argv)
{
	(void)argv;
	if (argc > 1) {
		unsigned char first = *(volatile unsigned char *)napms;

		for (int i = 0; i < 2000 && *(volatile unsigned char *)napms == first; i++)
			usleep(10000);
		usleep(500000);
	}
	for (int i = 0; i < 20; i++)
		napms(2);
	return fib(10) == 55 ? 0 : 1;
}
