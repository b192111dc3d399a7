// A short-lived C++ process for ustack-exited-cxx.sh: app::detail::run(int)
// calls app::Box<int>::call(int), a member of a class template, which
// makes the getppid system call itself; three times 2ms apart (the sample
// of the process's objects is taken again when the kernel could not read
// build ids), then the process exits.
#include <unistd.h>
#include <sys/syscall.h>

namespace app {
template <typename T> struct Box {
	__attribute__((noinline)) long call(T n);
};

template <typename T> long
Box<T>::call(T n)
{
	long r;

	__asm__ volatile ("syscall" : "=a"(r) : "0"((long)SYS_getppid) : "rcx", "r11", "memory");
	return r + (long)n;
}

namespace detail {
__attribute__((noinline)) long
run(int k)
{
	Box<int> b;

	return b.call(k);
}
}
}

int
main()
{
	long r = 0;

	for (int i = 0; i < 3; i++) {
		if (i > 0)
			usleep(2000);
		r += app::detail::run(1);
	}
	return r > 0 ? 0 : 1;
}
