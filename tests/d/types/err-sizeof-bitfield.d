/* sizeof of a bit-field */
BEGIN
{
	trace(sizeof (curthread->sched_reset_on_fork));
	exit(0);
}
