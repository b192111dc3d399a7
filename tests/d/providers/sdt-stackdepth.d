/*
 * driven by sdt-stackdepth.sh: stackdepth, caller and stack() at three sdt
 * probes; syscall::getppid:entry is enabled so that raw_syscalls:sys_enter
 * has a second callback (the kernel then calls its perf handler through
 * __traceiter_sys_enter)
 */
#pragma D option quiet

sdt::raw_syscalls:sys_enter, sdt::raw_syscalls:sys_exit
/pid == $target && args[0] == 110/
{
	printf("<%s %d %a>", probename, stackdepth, caller);
	stack();
	printf("</>\n");
}

sdt:::sched_switch
/pid == $target/
{
	printf("<%s %d %a>", probename, stackdepth, caller);
	stack();
	printf("</>\n");
}

syscall::getppid:entry
/0/
{
}
