# sched:::sleep, on-cpu, off-cpu, dequeue, enqueue, wakeup, preempt,
# surrender, remain-cpu and change-pri around a program that causes each (switch.d)
D=$1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
cat > "$T/sched.c" <<'C'
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t m;

static void *
waiter(void *arg)
{
	(void)arg;
	setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), -10);
	pthread_mutex_lock(&m);		/* boosts main, which holds it */
	pthread_mutex_unlock(&m);
	return NULL;
}

int
main(void)
{
	pthread_mutexattr_t ma;
	struct timespec t0, t;
	cpu_set_t one;
	pthread_t w;
	pid_t kid;

	for (int i = 0; i < 10; i++)
		usleep(2000);
	/* share CPU 0 with a spinning child for 200 ms */
	CPU_ZERO(&one);
	CPU_SET(0, &one);
	sched_setaffinity(0, sizeof(one), &one);
	if ((kid = fork()) == 0)
		for (;;)
			;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	do
		clock_gettime(CLOCK_MONOTONIC, &t);
	while ((t.tv_sec - t0.tv_sec) * 1000000000L + (t.tv_nsec - t0.tv_nsec) < 200000000L);
	kill(kid, SIGKILL);
	waitpid(kid, NULL, 0);
	/* alone on its CPU (mostly): a yield keeps it there */
	for (int i = 0; i < 20; i++)
		sched_yield();
	/* priority inheritance */
	pthread_mutexattr_init(&ma);
	pthread_mutexattr_setprotocol(&ma, PTHREAD_PRIO_INHERIT);
	pthread_mutex_init(&m, &ma);
	pthread_mutex_lock(&m);
	pthread_create(&w, NULL, waiter, NULL);
	usleep(100000);
	pthread_mutex_unlock(&m);
	pthread_join(w, NULL);
	return 0;
}
C
cc -O0 -pthread -o "$T/sched" "$T/sched.c" || exit 1
"$D" -s switch.d -c "$T/sched"
echo "status $?"
