/* several descriptions, globs, predicates, if/else and empty clauses */
syscall::read*:entry,
syscall::*write*:entry,
syscall::open?t:entry
/execname != "dtrace"/
{
	if (arg2 > 1024) {
		@big[probefunc] = count();
	} else if (arg2 == 0) {
		@zero[probefunc] = count();
	} else
		@small[probefunc] = count();
}

syscall:::return
{
}

dtrace:::END
{
	printa(@big);
}
