#include <unistd.h>
#include <sys/syscall.h>

__attribute__((noinline)) long
level3(long n)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r + n;
}

__attribute__((noinline)) long
level2(long n)
{
	return level3(n + 1) + 1;
}

__attribute__((noinline)) long
level1(long n)
{
	return level2(n + 1) + 1;
}

/* nest [x ...]: level1 -> level2 -> level3 -> getppid, then level2 once per argument */
int
main(int argc, char **argv)
{
	long r = level1(0);

	for (int i = 1; i < argc; i++)
		r += level2(0);
	(void)argv;
	return r > 0 ? 0 : 1;
}
