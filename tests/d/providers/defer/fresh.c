/*
 * fresh.c: opens two files by names that live in pages the program never
 * touched before the call (each alone in a page-aligned array of its own),
 * so that at syscall entry the kernel has not paged them in; then opens
 * NULL, which fails with EFAULT.
 */
#include <fcntl.h>
#include <unistd.h>

static const char first[8192] __attribute__((aligned(4096))) = "/etc/hostname";
static const char second[8192] __attribute__((aligned(4096))) = "/dev/null";

int
main(void)
{
	int fd;

	if ((fd = open(first, O_RDONLY)) >= 0)
		close(fd);
	if ((fd = open(second, O_RDONLY)) >= 0)
		close(fd);
	(void)!open((const char *)0, O_RDONLY);
	return 0;
}
