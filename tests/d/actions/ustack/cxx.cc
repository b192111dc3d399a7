// A C++ program for ustack-cxx.sh: ns::S::depth makes the getppid system call.
#include <unistd.h>
#include <sys/syscall.h>

namespace ns {
struct S {
	__attribute__((noinline)) long depth(long n);
};

long
S::depth(long n)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r + n;
}
}

int
main()
{
	ns::S s;

	return s.depth(1) > 0 ? 0 : 1;
}
