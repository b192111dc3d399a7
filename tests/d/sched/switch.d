/*
 * The sched provider around sched.sh's program: its main thread sleeps ten
 * times, shares a CPU with a spinning child (preemption), and boosts its
 * priority through a priority-inheritance mutex that a higher-priority
 * thread waits for, and yields its CPU when alone on it.  Counts race between CPUs (globals), so each line
 * says whether the count reached what the program surely caused.
 */
#pragma D option quiet

int boosted, unboosted;

sched:::sleep /pid == $target/ { sleeps++; }
sched:::off-cpu /pid == $target && tid == pid/ { self->off = timestamp; }
sched:::on-cpu /self->off/ { ons++; self->off = 0; }
sched:::dequeue /args[1]->pr_pid == $target/ { dequeues++; }
sched:::enqueue /args[1]->pr_pid == $target/ { enqueues++; }
sched:::wakeup /args[1]->pr_pid == $target/ { wakeups++; }
sched:::preempt /pid == $target || ppid == $target/ { preempts++; }
sched:::surrender /args[1]->pr_pid == $target/ { surrenders++; }
sched:::remain-cpu /pid == $target/ { remains++; }
sched:::change-pri /pid == $target || args[1]->pr_pid == $target/
{
	boosted += args[2] < 120;
	unboosted += args[2] == 120;
}

END
{
	printf("sleep >= 10: %d\n", sleeps >= 10);
	printf("on-cpu after off-cpu >= 10: %d\n", ons >= 10);
	printf("dequeue >= 10: %d\n", dequeues >= 10);
	printf("enqueue >= 10: %d\n", enqueues >= 10);
	printf("wakeup >= 10: %d\n", wakeups >= 10);
	printf("preempt >= 1: %d\n", preempts >= 1);
	printf("surrender >= 1: %d\n", surrenders >= 1);
	printf("remain-cpu >= 1: %d\n", remains >= 1);
	printf("change-pri boost and back: %d %d\n", boosted >= 1, unboosted >= 1);
}
