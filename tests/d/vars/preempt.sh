# Preemption safety: a process pinned to CPU 0 makes getpid() calls as fast
# as it can while profile-4999 fires on CPU 0 too; both clauses build
# strings and tuples in the per-CPU scratch area.  Interrupting programs are
# either refused by our re-entry guard or skipped by the kernel (which runs
# one tracing program at a time on a CPU); both are reported as drops
# (stderr, not compared here: their number varies).  No string may come out
# corrupted.
D=$1
taskset -c 0 perl -e 'require "syscall.ph"; while (1) { syscall(&SYS_getpid); }' &
p=$!
sleep 0.3
"$D" -q -n '
BEGIN
{
	bad = bad2 = n = m = 0;
}

syscall::getpid:entry
/pid == $1/
{
	this->f = probefunc;
	this->e = execname;
	n++;
	bad += this->f != "getpid" || this->e != "perl";
	k[this->f, this->e] = n;
	bad += k["getpid", "perl"] != n;
}

profile-4999
/cpu == 0/
{
	this->p = probename;
	m++;
	bad2 += this->p != "profile-4999";
	k["profile", this->p] = m;
	bad2 += k["profile", "profile-4999"] != m;
}

tick-2s
{
	exit(0);
}

END
{
	printf("syscall strings intact: %d, profile strings intact: %d, both fired: %d\n",
	    bad == 0, bad2 == 0, n > 0 && m > 0);
}' $p 2>/dev/null
echo "status $?"
kill $p
