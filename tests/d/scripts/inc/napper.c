/*
 * napper: sleeps 200 ms three times in main -> nap, for offcpu.sh; nap
 * makes the nanosleep system call itself, so that the user stack at the
 * sleep is nap's, walked by frame pointers (the C library's nanosleep has
 * no frame of its own: its caller would be missed)
 */
#include <time.h>
#include <sys/syscall.h>

__attribute__((noinline)) long
nap(void)
{
	struct timespec t = { 0, 200000000 };
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_nanosleep), "D"(&t), "S"(0L) :
	    "rcx", "r11", "memory");
	return r;
}

int
main(void)
{
	for (int i = 0; i < 3; i++)
		nap();
	return 0;
}
