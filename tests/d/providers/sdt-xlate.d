/*
 * A probe argument the provider translates: args[1] of sched_process_fork
 * (the parent's pid_t) given the translated type pidinfo_t * by the sdt
 * provider's test hook (DTRACE_SDT_XLATE, sdt-xlate.sh), through a
 * translator the program defines.  The parent is $target's shell.
 */
#pragma D option quiet

typedef struct pidinfo {
	int pi_pid;
	int pi_twice;
	string pi_what;
} pidinfo_t;

translator pidinfo_t < pid_t P > {
	pi_pid = P;
	pi_twice = P * 2;
	pi_what = "a pid";
};

sdt::sched:sched_process_fork
/args[1]->pi_pid == $target/
{
	printf("pi_pid is $target: %d\n", args[1]->pi_pid == $target);
	printf("pi_twice: %d\n", args[1]->pi_twice == 2 * $target);
	printf("pi_what: %s\n", args[1]->pi_what);
	printf("xlate of arg1: %d\n", xlate<pidinfo_t *>((pid_t)arg1)->pi_pid == args[1]->pi_pid);
	printf("args[3] untranslated: %d\n", args[3] > 0 && args[3] != $target);
	exit(0);
}
