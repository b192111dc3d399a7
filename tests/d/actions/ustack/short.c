/*
 * A short-lived process for ustack-exited.sh: main calls sh_mid, which
 * calls sh_leaf, which makes the getppid system call itself (no libc
 * frame on top), then the process exits at once.
 */
#include <sys/syscall.h>

__attribute__((noinline)) long
sh_leaf(void)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r;
}

__attribute__((noinline)) long
sh_mid(void)
{
	return sh_leaf() + 1;
}

int
main(void)
{
	return sh_mid() > 0 ? 0 : 1;
}
