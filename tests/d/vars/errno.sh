# errno: at a syscall's return probe the error number of a failed call
# (-return value for -4095..-1), 0 for a call that succeeded; 0 elsewhere.
# vtimestamp: the thread's CPU time (non-zero for a thread that has run).
D=$1
"$D" -q -n '
BEGIN
{
	mismatch = seen = entry = 0;
	printf("vtimestamp > 0: %d\n", vtimestamp > 0);
}

syscall::openat:entry
/pid == $target && errno != 0/
{
	entry++;
}

syscall::openat:return
/pid == $target && errno != ((int)arg1 < 0 ? -(int)arg1 : 0)/
{
	mismatch++;
}

syscall::openat:return
/pid == $target && errno == 2 && (int)arg1 == -2/
{
	seen = 1;
}

END
{
	printf("mismatch=%d enoent seen=%d nonzero at entry=%d\n", mismatch, seen, entry);
}' -c "cat /nonexistent/dtrace-test-file" 2>/dev/null
echo "status $?"
