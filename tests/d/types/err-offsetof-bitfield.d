/* offsetof() of a bit-field */
BEGIN
{
	trace(offsetof(struct task_struct, sched_reset_on_fork));
	exit(0);
}
