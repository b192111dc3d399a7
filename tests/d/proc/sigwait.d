/* proc:::signal-clear: a signal taken by sigwait() is cleared, not handled */
#pragma D option quiet

proc:::signal-send
/pid == $target && args[1]->pr_pid == pid/
{
	printf("signal-send %d to itself\n", args[2]);
}

proc:::signal-clear
/pid == $target/
{
	printf("signal-clear %d\n", args[0]);
}

proc:::signal-handle
/pid == $target/
{
	printf("signal-handle %d\n", args[0]);
}
