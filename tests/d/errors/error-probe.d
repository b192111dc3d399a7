/*
 * A fault fires dtrace:::ERROR: its clauses run with arg1 = the enabled
 * probe id, arg2 = the action number, arg3 = the D line, arg4 = the fault
 * (DTrace's numbering: 1 invalid address, 4 divide-by-zero), arg5 = the
 * address.  The faulting clause records nothing; the firing's next
 * clauses still see their own probe and arguments.  A fault in an ERROR
 * clause is not reported as an error of its own and does not fire ERROR
 * again: it is counted ("N errors in ERROR probe enabling"), as in DTrace.
 */
#pragma D option quiet

BEGIN
{
	x = 0;
	printf("lost: the clause faults\n");
	y = 1 / x;
}

ERROR
{
	printf("ERROR: arg1=%d arg2=%d arg3=%d arg4=%d arg5=%x probe=%s:%s:%s:%s\n",
	    arg1, arg2, arg3, arg4, arg5, probeprov, probemod, probefunc, probename);
}

ERROR
/arg4 == 4/
{
	trace(*(int *)16);
}

BEGIN
{
	printf("next clause: probe=%s id=%d arg1=%d\n", probename, id, arg1);
}

BEGIN
{
	trace(*(char *)0x1000);
}

END
{
	printf("end\n");
}

BEGIN
{
	exit(0);
}
