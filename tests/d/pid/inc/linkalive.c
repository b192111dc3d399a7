/* linkalive ID...: prints how many of the BPF links with these ids still exist */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <bpf/bpf.h>

int
main(int argc, char **argv)
{
	int n = 0;

	for (int i = 1; i < argc; i++) {
		int fd = bpf_link_get_fd_by_id((unsigned)atoi(argv[i]));

		if (fd >= 0) {
			n++;
			close(fd);
		}
	}
	printf("%d\n", n);
	return 0;
}
