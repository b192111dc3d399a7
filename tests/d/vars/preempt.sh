# Preemption safety: a process pinned to one CPU makes getpid() calls as fast
# as it can while profile-4999 fires on that CPU too; both clauses build
# strings and tuples in the per-CPU scratch area.  Interrupting programs are
# either refused by our re-entry guard or skipped by the kernel (which runs
# one tracing program at a time on a CPU): the first and the kernel's skips
# of tracepoint programs are reported as drops (stderr, not compared: their
# number varies); its skips of perf-event programs are counted nowhere we
# can read.  No string may come out corrupted.  Not CPU 0, where tick-2s fires: the kernel skips a
# perf-event program on a CPU where another BPF program is running, so a
# saturated CPU 0 could starve the tick that ends the test.
D=$1
c=$(($(nproc) - 1))
taskset -c $c perl -e 'require "syscall.ph"; while (1) { syscall(&SYS_getpid); }' &
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
/cpu == $2/
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
}' $p $c 2>/dev/null
echo "status $?"
kill $p
