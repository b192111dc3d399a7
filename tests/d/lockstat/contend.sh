# lockstat:::adaptive-spin, adaptive-block, spin-spin, rw-spin and rw-block
# fire for a program whose threads contend for kernel locks (contend.d) (the tasklist
# rwlock through setpgid(): forks contended for it too seldom, 2 runs in 10).
# The program runs until dtrace has seen each kind (10 s at most): on a
# loaded machine one second was not always enough for rw-spin.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/contend.c" <<'C'
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int pfd[2], ffd;
static volatile int stop;

static void *
writer(void *arg)
{
	char buf[4096];

	memset(buf, 'x', sizeof(buf));
	for (unsigned n = 1; !stop; n++) {
		if (write(pfd[1], buf, 512) < 0 || write(ffd, buf, sizeof(buf)) < 0)
			break;
		if (n % 1024 == 0 && ftruncate(ffd, 0) != 0)	/* the disk is not the point */
			break;
	}
	return arg;
}

static void *
mapper(void *arg)
{
	while (!stop) {
		void *p = mmap(NULL, 65536, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p == MAP_FAILED)
			break;
		*(volatile char *)p = 1;
		munmap(p, 65536);
	}
	return arg;
}

static void *
pgrouper(void *arg)
{
	while (!stop)
		setpgid(0, 0);	/* takes the tasklist rwlock to write */
	return arg;
}

static void *
reader(void *arg)
{
	static char buf[65536];

	while (read(pfd[0], buf, sizeof(buf)) > 0)
		;
	return arg;
}

int
main(int argc, char **argv)
{
	pthread_t t[16];

	(void)argc;
	if (pipe(pfd) != 0 || (ffd = open(argv[1], O_WRONLY | O_CREAT | O_APPEND, 0600)) < 0)
		return 1;
	pthread_create(&t[0], NULL, reader, NULL);
	for (int i = 1; i < 16; i++)
		pthread_create(&t[i], NULL, i < 8 ? writer : i < 12 ? mapper : pgrouper, NULL);
	sleep(10);	/* dtrace ends it sooner, once it has seen each kind */
	stop = 1;
	for (int i = 1; i < 16; i++)
		pthread_join(t[i], NULL);
	close(pfd[1]);
	pthread_join(t[0], NULL);
	return 0;
}
C
cc -O1 -pthread -o "$T/contend" "$T/contend.c" || exit 1
"$D" -s contend.d -c "$T/contend $T/file"
echo "status $?"
