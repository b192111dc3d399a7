/*
 * A load through a NULL struct pointer in a predicate: the error says it
 * happened in the predicate (DTrace: "in predicate", actions are numbered
 * from 1), the clause does not run, and the other clauses still do.
 * Driven by fault-predicate.sh, which knows the offset from BTF.
 */
#pragma D option quiet

BEGIN
{
	printf("first clause\n");
}

BEGIN
/((struct task_struct *)0)->tgid == 0/
{
	printf("not reached\n");
}

BEGIN
/((struct task_struct *)0)->tgid != 0/
{
	printf("not reached either\n");
}

BEGIN
{
	printf("last clause\n");
	exit(0);
}
