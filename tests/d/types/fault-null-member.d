/*
 * Loads through a NULL struct pointer fault at the member's address (NULL
 * plus its offset): the error names the probe, the action and its line, the
 * faulting clause's output is dropped, and the other clauses still run.
 * Driven by fault-null-member.sh, which knows the offsets from BTF.
 */
#pragma D option quiet

BEGIN
{
	printf("dropped\n");
	trace(((struct task_struct *)0)->pid);
	printf("not reached\n");
}

BEGIN
{
	printf("second clause\n");
}

BEGIN
{
	c = ((struct task_struct *)0)->comm[1];
}

BEGIN
{
	printf("[%s]\n", stringof(((struct task_struct *)0)->comm));
}

BEGIN
{
	printf("last clause\n");
	exit(0);
}

END
{
	printf("end\n");
}
