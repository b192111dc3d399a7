/*
 * trunc(@, n) followed by printa(@) in the same clause prints only the n
 * keys trunc() kept, even when new keys reach the aggregation between the
 * two actions (here from the command system() runs in between): DTrace
 * prints its truncated copy.  The new key shows at the next print.
 */
#pragma D option quiet
#pragma D option destructive

syscall::execve:entry
/progenyof($pid) && pid != $pid/
{
	@["child"] = max(1000);
}

BEGIN
{
	@["a"] = max(3);
	@["b"] = max(2);
	@["c"] = max(1);
	trunc(@, 2);
	system("/bin/true");
	printa(@);
	printf("--\n");
}

tick-200ms
{
	printa(@);
	exit(0);
}
