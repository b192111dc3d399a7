/* driven by sdt-proc.sh: $target runs inc/forkexec.sh */
#pragma D option quiet

sdt:::sched_process_fork
/args[1] == $target/
{
	forks++;
	child = args[3];
	pcomm = args[0];
	ccomm = stringof(args[2]);
}

sdt:::sched_process_exec
/args[1] == $target/
{
	selfexec = args[0];
	oldpid = args[2] == $target;
}

sdt:::sched_process_exec
/child != 0 && args[1] == child/
{
	childexec = args[0];
	childexecname = execname;
}

sdt::sched:sched_process_exit
/args[1] == $target/
{
	exitcomm = stringof(args[0]);
	prio = args[2];
}

/* one clause over two record layouts: args[1] is a pid_t in both */
sdt::sched:sched_process_fork,
sdt::sched:sched_process_exec
/args[1] == $target/
{
	@[probename] = count();
}

END
{
	printf("forks %d, parent %s, child %s %d\n", forks, pcomm, ccomm, child > $target);
	printf("child exec %s (%s)\n", childexec, childexecname);
	printf("target exec %s, old pid same %d\n", selfexec, oldpid);
	printf("target exit %s, prio %d\n", exitcomm, prio >= 0 && prio < 140);
}
