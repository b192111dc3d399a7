/*
 * The pid provider's trigger: known functions in the executable, one in a
 * shared library of its own (libpidt.so, loaded at start), a C library
 * call.  Usage: trig [N [MS]]: N rounds (forever if N < 0), sleeping MS
 * milliseconds after each.
 */
#include <stdlib.h>
#include <unistd.h>

extern int pidt_twice(int);

__attribute__((noinline)) int
add3(int a, int b, int c)
{
	return a + b + c;
}

__attribute__((noinline)) long
eight(long a, long b, long c, long d, long e, long f, long g, long h)
{
	return a + b + c + d + e + f + g + h;
}

__attribute__((noinline)) int
level3(int x)
{
	return (int)getppid() > 0 ? x + 1 : x;
}

__attribute__((noinline)) int
level2(int x)
{
	return level3(x) + 1;
}

__attribute__((noinline)) int
level1(int x)
{
	return level2(x) + 1;
}

__attribute__((noinline)) int
loopf(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += i * 3;
	return s;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 3, ms = argc > 2 ? atoi(argv[2]) : 0;
	long s = 0;

	for (int i = 0; n < 0 || i < n; i++) {
		s += add3(i, 10, 100);
		s += eight(1, 2, 3, 4, 5, 6, 7, 8);
		s += pidt_twice(i);
		s += strtol("123", NULL, 10);
		s += level1(i);
		s += loopf(5);
		if (ms > 0)
			usleep(ms * 1000);
	}
	return s == 0;
}
