/* destructive actions, with -w */
#pragma D option destructive

syscall::kill:entry
/arg1 == 0/
{
	stop();
	raise(SIGUSR1);
	system("echo %d", pid);
	copyoutstr("x", arg0, 2);
	chill(1000);
}
