/*
 * A fault inside a D library translator (here psinfo_t's pr_ppid, read
 * through a bad task_struct pointer) is reported at the line of the
 * script that uses the translator, not at a line of the library's text;
 * the clause stops there and its output is discarded, as DTrace does;
 * the next clause runs.
 */
#pragma D option quiet

BEGIN
{
	this->t = (struct task_struct *)8;
	printf("before\n");
	trace(xlate<psinfo_t *>(this->t)->pr_ppid);
	printf("lost\n");
}

BEGIN
{
	printf("pid ok: %d\n", xlate<psinfo_t *>(curthread)->pr_pid == pid);
	exit(0);
}
