# proc:::lwp-create, lwp-start and lwp-exit of a program whose main thread
# starts three threads and joins them; then exit, in the last thread.
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/threads.c" <<'C'
#include <pthread.h>
#include <unistd.h>

static void *
run(void *arg)
{
	(void)arg;
	usleep(10000);
	return NULL;
}

int
main(void)
{
	pthread_t t[3];

	for (int i = 0; i < 3; i++)
		pthread_create(&t[i], NULL, run, NULL);
	for (int i = 0; i < 3; i++)
		pthread_join(t[i], NULL);
	return 0;
}
C
cc -O0 -pthread -o "$T/threads" "$T/threads.c" || exit 1
"$D" -s lwp.d -c "$T/threads"
echo "status $?"
