/*
 * A short-lived process for ustack-exited.sh: main calls sh_mid, which
 * calls sh_leaf, which makes the getppid system call itself (no libc
 * frame on top), three times 2ms apart (the sample of the process's
 * objects is taken again when the kernel could not read build ids), then
 * the process exits.  Built with -DSHLIB, main calls sl_call of the shared
 * library ustack/shlib.c instead.
 */
#include <unistd.h>
#include <sys/syscall.h>

#ifdef SHLIB
long sl_call(void);
#define SH_CALL	sl_call
#else
#define SH_CALL	sh_mid

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

#endif

int
main(void)
{
	long r = 0;

	for (int i = 0; i < 3; i++) {
		if (i > 0)
			usleep(2000);
		r += SH_CALL();
	}
	return r > 0 ? 0 : 1;
}
