#pragma D option quiet
BEGIN
{
	printf("%d %d %d %u %u %s\n", pid, tid, ppid, uid, gid, execname);
	printf("%u %u %d %d\n", timestamp, vtimestamp, walltimestamp, cpu);
	printf("%s:%s:%s:%s %u %u\n", probeprov, probemod, probefunc, probename, id, epid);
}
