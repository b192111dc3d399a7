/*
 * -x tree=N dumps the parse tree at the passes whose bit is set in N
 * (1 parsed, 2 each clause checked, 3 the request compiled) on stderr,
 * in DTrace's format: one node a line, each expression with its type,
 * stability ([s/s/c] is Stable/Stable/Common) and flags.  Here tree=2:
 * each clause once checked.  -e: compile only.  An assignment of an
 * alloca() or copyin() pointer, and its variable, are flagged ALLOCA as
 * the call is.
 */
syscall::getpid:entry
/pid != 0/
{
	self->n++;
	this->t = (long)curthread;
	a["k", 1] = -arg0;
	if (self->n > 1)
		trace(self->n ? "many" : "one");
	else
		@c[execname] = count();
}

BEGIN
{
	s = strjoin("a", "b");
	p = alloca(4);
	printf("%s %d\n", s, sizeof (int));
	exit(0);
}
