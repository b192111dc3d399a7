/*
 * backtoback.c: three opens in a row, each by a name in a page the program
 * never touched before the call, with no other system call between them:
 * each entry's deferred firing runs at the next open's entry, which then
 * defers its own (and the last runs at exit_group).
 */
#include <fcntl.h>
#include <unistd.h>

static const char first[8192] __attribute__((aligned(4096))) = "/etc/hostname";
static const char second[8192] __attribute__((aligned(4096))) = "/dev/null";
static const char third[8192] __attribute__((aligned(4096))) = "/etc/hosts";

int
main(void)
{
	int a = open(first, O_RDONLY);
	int b = open(second, O_RDONLY);
	int c = open(third, O_RDONLY);

	return a < 0 || b < 0 || c < 0;
}
