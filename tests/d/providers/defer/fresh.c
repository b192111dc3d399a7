/*
 * fresh.c: opens two files by names that live in pages the program never
 * touched before the call (each alone in a page-aligned array of its own),
 * so that at syscall entry the kernel has not paged them in; then a name
 * that starts 5 bytes before the end of a page the program has read and
 * ends in the next page, which it has not; then NULL, which fails with
 * EFAULT.
 */
#include <fcntl.h>
#include <unistd.h>

static const char first[8192] __attribute__((aligned(4096))) = "/etc/hostname";
static const char second[8192] __attribute__((aligned(4096))) = "/dev/null";
static const char across[12288] __attribute__((aligned(4096))) = {
	[4091] = '/', 'e', 't', 'c', '/', 'h', 'o', 's', 't', 's'
};

int
main(void)
{
	int fd;

	if ((fd = open(first, O_RDONLY)) >= 0)
		close(fd);
	if ((fd = open(second, O_RDONLY)) >= 0)
		close(fd);
	if (*(const volatile char *)&across[0] == 0 && (fd = open(&across[4091], O_RDONLY)) >= 0)
		close(fd);
	(void)!open((const char *)0, O_RDONLY);
	return 0;
}
