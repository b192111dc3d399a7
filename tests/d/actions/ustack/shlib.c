/*
 * A shared library for ustack-exited.sh, beside the program that uses it
 * (ustack/short.c built with -DSHLIB, linked with the run path $ORIGIN): sl_call makes the
 * getppid system call itself.
 */
#include <sys/syscall.h>

__attribute__((noinline)) long
sl_call(void)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r;
}
